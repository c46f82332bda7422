import type { z } from 'zod';

/**
 * Reads a route's zod schemas the way a client author would: which places of a request hold text,
 * and what an otherwise ordinary value of the schema looks like. Tests use it to put hostile text in
 * every string a contract names without listing the fields by hand, so a new route is covered the
 * day it is defined.
 */

/** A place in a value: a path of keys, and whether the text goes in the last key itself. */
export interface Slot {
  readonly path: readonly string[];
  readonly inKey: boolean;
}

interface Def {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly options?: readonly z.ZodType[];
  readonly in?: z.ZodType;
  readonly element?: z.ZodType;
  readonly keyType?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly items?: readonly z.ZodType[];
  readonly entries?: Readonly<Record<string, string | number>>;
  readonly values?: readonly unknown[];
  readonly getter?: () => z.ZodType;
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let def = defOf(current); ; def = defOf(current)) {
    if (wrappers.has(def.type) && def.innerType !== undefined) current = def.innerType;
    else if (def.type === 'lazy' && def.getter !== undefined) current = def.getter();
    else return current;
  }
}

/** An ordinary value of the schema: the first option of a choice, one item of a list, every field. */
export function sampleOf(schema: z.ZodType): unknown {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, sampleOf(field)]),
      );
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return def.options?.[0] === undefined ? 'text' : sampleOf(def.options[0]);
    case 'pipe':
      return def.in === undefined ? 'text' : sampleOf(def.in);
    case 'array':
      return def.element === undefined ? [] : [sampleOf(def.element)];
    case 'tuple':
      return (def.items ?? []).map(sampleOf);
    case 'record':
      return { key: def.valueType === undefined ? 'text' : sampleOf(def.valueType) };
    default:
      return 'text';
  }
}

/** Every place of a value of the schema where a string may stand: fields, items, record keys. */
export function stringSlotsOf(schema: z.ZodType, path: readonly string[] = []): Slot[] {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => stringSlotsOf(field, [...path, key]));
    case 'union': {
      const slots = (def.options ?? []).flatMap((option) => stringSlotsOf(option, path));
      return [...new Map(slots.map((slot) => [`${slot.path.join('.')}:${slot.inKey}`, slot])).values()];
    }
    case 'pipe':
      return def.in === undefined ? [] : stringSlotsOf(def.in, path);
    case 'array':
      return def.element === undefined ? [] : stringSlotsOf(def.element, [...path, '0']);
    case 'tuple':
      return (def.items ?? []).flatMap((item, index) => stringSlotsOf(item, [...path, String(index)]));
    case 'record':
      return [
        { path: [...path, 'key'], inKey: true },
        ...(def.valueType === undefined ? [] : stringSlotsOf(def.valueType, [...path, 'key'])),
      ];
    case 'number':
    case 'int':
    case 'boolean':
    case 'bigint':
    case 'null':
    case 'undefined':
    case 'never':
    case 'date':
      return [];
    case 'literal':
      return def.values?.some((value) => typeof value === 'string') === true ? [{ path, inKey: false }] : [];
    default:
      // Strings, string enums, transforms of text, `unknown`: all take a string.
      return [{ path, inKey: false }];
  }
}

/** The choices of a body that is a union of shapes (a discriminated body), or the one shape. */
export function variantsOf(schema: z.ZodType): z.ZodType[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  return def.type === 'union' && def.options !== undefined ? [...def.options] : [inner];
}

/** A copy of `value` with `text` at the slot (as the key in place of the last key, for `inKey`). */
export function withTextAt(value: unknown, slot: Slot, text: string): unknown {
  const root = structuredClone(value) as Record<string, unknown>;
  let parent: Record<string, unknown> = root;
  const last = slot.path.at(-1);
  for (const key of slot.path.slice(0, -1)) {
    const child = parent[key];
    parent[key] = typeof child === 'object' && child !== null ? child : {};
    parent = parent[key] as Record<string, unknown>;
  }
  if (last === undefined) return text;
  if (slot.inKey) {
    const moved = parent[last];
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the key is the slot being replaced.
    delete parent[last];
    parent[text] = moved;
  } else {
    parent[last] = text;
  }
  return root;
}
