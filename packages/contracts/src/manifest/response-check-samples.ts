import type { JsonCheck } from './json-check.ts';

// Answers made from a response check, for response-checks.test.ts to give both zod and `checkJson`:
// values the check describes (each option of a union, each enum value, bounds, objects with and
// without their optional keys and with a key no schema names) and broken copies of them (a value of
// the wrong type, a missing key, a string off its pattern, a number past a bound, one value at a time).

/** Strings tried against a pattern; a pattern none of them matches fails the test, naming it. */
const candidateStrings = [
  '0',
  '12.5',
  '-3.25',
  '100000000',
  '2026-11-26T09:00:00.000Z',
  '2026-11-26T09:00:00+09:00',
  '2026-11-26',
  'BTC',
  'USDT',
  'BTCUSDT',
  'R.5',
  'A1',
  'KR',
  'abc',
  'demo_01',
  '550e8400-e29b-41d4-a716-446655440000',
  'user@example.com',
  '한글 텍스트',
  '',
];

const candidateNumbers = [0, 1, 7, -3, 2.5, 1_000_000];

function typesOf(schema: JsonCheck): readonly string[] {
  if (schema.type === undefined) return [];
  return typeof schema.type === 'string' ? [schema.type] : schema.type;
}

function stringsFor(schema: JsonCheck): string[] {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (text: string): boolean =>
    text.length >= min &&
    text.length <= max &&
    (schema.pattern === undefined || new RegExp(schema.pattern).test(text));
  const found = candidateStrings.filter(fits);
  if (schema.pattern === undefined && min > 0) found.push('a'.repeat(min));
  if (found.length === 0) throw new Error(`no sample string fits ${JSON.stringify(schema)}: add one`);
  return found.slice(0, 3);
}

function numbersFor(schema: JsonCheck, integer: boolean): number[] {
  const bounds = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]
    .filter((bound): bound is number => bound !== undefined)
    .flatMap((bound) => [bound, bound + 1, bound - 1]);
  const fits = (value: number): boolean =>
    (!integer || Number.isSafeInteger(value)) &&
    (schema.minimum === undefined || value >= schema.minimum) &&
    (schema.maximum === undefined || value <= schema.maximum) &&
    (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum);
  return [...new Set([...candidateNumbers, ...bounds])].filter(fits).slice(0, 4);
}

/** A few values the check accepts; the first is the fullest. */
export function validSamples(schema: JsonCheck, depth = 0): unknown[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options !== undefined) return options.flatMap((option) => validSamples(option, depth).slice(0, 2));
  if (schema.const !== undefined) return [schema.const];
  if (schema.enum !== undefined) return [...schema.enum];
  const types = typesOf(schema);
  if (types.length === 0) return [{ any: 1 }, 'anything', null];
  return types.flatMap((type): unknown[] => {
    switch (type) {
      case 'string':
        return stringsFor(schema);
      case 'number':
        return numbersFor(schema, false);
      case 'integer':
        return numbersFor(schema, true);
      case 'boolean':
        return [true, false];
      case 'null':
        return [null];
      case 'array':
        return arraySamples(schema, depth);
      case 'object':
        return objectSamples(schema, depth);
      default:
        throw new Error(`unknown type ${type}`);
    }
  });
}

function arraySamples(schema: JsonCheck, depth: number): unknown[] {
  if (schema.prefixItems !== undefined) {
    return [schema.prefixItems.map((item) => validSamples(item, depth + 1)[0])];
  }
  const items = schema.items;
  const samples =
    items === undefined || items === false ? [[]] : [validSamples(items, depth + 1).slice(0, 2), []];
  return samples.filter(
    (list) => list.length >= (schema.minItems ?? 0) && list.length <= (schema.maxItems ?? Infinity),
  );
}

function objectSamples(schema: JsonCheck, depth: number): unknown[] {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const choices = properties.map(([key, child]) => [key, validSamples(child, depth + 1)] as const);
  const full: Record<string, unknown> = Object.fromEntries(choices.map(([key, values]) => [key, values[0]]));
  const extra = schema.additionalProperties;
  if (extra !== undefined && extra !== false) {
    const names = schema.propertyNames === undefined ? ['extraKey'] : stringsFor(schema.propertyNames);
    full[names[0] as string] = extra === true ? 'extra' : validSamples(extra, depth + 1)[0];
  } else {
    full.keyNoSchemaNames = 'dropped';
  }
  const minimal = Object.fromEntries(
    choices.filter(([key]) => required.has(key)).map(([key, values]) => [key, values[0]]),
  );
  const samples: unknown[] = [full, minimal];
  // Each other value of each key, one key at a time, near the top only (deeper, the first suffices).
  if (depth < 3) {
    for (const [key, values] of choices) {
      for (const value of values.slice(1, 4)) samples.push({ ...full, [key]: value });
    }
  }
  return samples;
}

/** A value of another JSON type than any the check allows (or a clearly foreign one). */
function foreignValue(schema: JsonCheck): unknown {
  const types = typesOf(schema);
  if (!types.includes('string')) return 'not-this-type';
  if (!types.includes('number') && !types.includes('integer')) return 123;
  return { unexpected: true };
}

/** Values that break the check at its top: wrong type, off pattern, past a bound, unknown option. */
function brokenValues(schema: JsonCheck): unknown[] {
  const broken: unknown[] = [foreignValue(schema)];
  if (schema.enum !== undefined || schema.const !== undefined) broken.push('NOT_AN_OPTION', 999_999);
  if (schema.pattern !== undefined) broken.push('~not matching~');
  if (schema.maxLength !== undefined) broken.push('x'.repeat(schema.maxLength + 1));
  if (schema.minimum !== undefined) broken.push(schema.minimum - 1);
  if (schema.maximum !== undefined) broken.push(schema.maximum + 1);
  if (schema.exclusiveMinimum !== undefined) broken.push(schema.exclusiveMinimum);
  if (typesOf(schema).includes('integer')) broken.push(1.5);
  if (typesOf(schema).includes('array')) broken.push([foreignValue(schema)]);
  return broken;
}

/** Copies of `value` (a valid sample of `schema`) with one thing broken each, at every depth. */
export function brokenSamples(schema: JsonCheck, value: unknown, depth = 0): unknown[] {
  const broken = brokenValues(schema);
  if (depth > 6) return broken;
  const options = schema.anyOf ?? schema.oneOf;
  if (options !== undefined) return broken;
  if (Array.isArray(value) && value.length > 0) {
    const itemSchema =
      schema.prefixItems?.[0] ?? (typeof schema.items === 'object' ? schema.items : undefined);
    if (itemSchema !== undefined) {
      for (const item of brokenSamples(itemSchema, value[0], depth + 1))
        broken.push([item, ...(value.slice(1) as unknown[])]);
    }
  }
  if (schema.propertyNames !== undefined && typeof value === 'object' && value !== null) {
    broken.push({ ...value, '~bad key~': 1 });
  }
  if (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    schema.properties !== undefined
  ) {
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(schema.properties)) {
      if (!(key in record)) continue;
      broken.push(Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)));
      for (const item of brokenSamples(child, record[key], depth + 1))
        broken.push({ ...record, [key]: item });
    }
  }
  return broken;
}
