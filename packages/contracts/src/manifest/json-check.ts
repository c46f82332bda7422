// Checks an answer against its route's response schema without zod. The schemas are the JSON Schema
// that zod itself writes for each response (`z.toJSONSchema`, input side), generated into
// `checks/<area>.ts` by render-response-checks.ts, which refuses any schema using a keyword or a zod
// feature this file does not implement. response-checks.test.ts drives this checker and zod with the
// same answers, valid and broken, for every route, so the two cannot disagree unnoticed.
//
// It reproduces zod's behaviour, not the JSON Schema standard's where the two differ: an object drops
// keys its schema does not name (zod's `z.object` strips them), a union takes its first matching
// option, a missing key with a default gets the default, lengths count UTF-16 code units.

/** The subset of JSON Schema (draft 2020-12) that zod writes for Baro's responses. */
export interface JsonCheck {
  readonly type?: JsonType | readonly JsonType[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly JsonCheck[];
  readonly oneOf?: readonly JsonCheck[];
  readonly default?: unknown;
  // strings
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  // numbers
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  // arrays
  readonly items?: JsonCheck | false;
  readonly prefixItems?: readonly JsonCheck[];
  readonly minItems?: number;
  readonly maxItems?: number;
  // objects
  readonly properties?: Readonly<Record<string, JsonCheck>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: JsonCheck | boolean;
  readonly propertyNames?: JsonCheck;
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** Every keyword `checkJson` reads; the generator refuses a schema with any other. */
export const jsonCheckKeywords: readonly string[] = [
  'type',
  'const',
  'enum',
  'anyOf',
  'oneOf',
  'default',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
];

/** Returned by a check that failed: a symbol, so no valid answer can be mistaken for it. */
const INVALID: unique symbol = Symbol('invalid');
type Checked = unknown;

const patterns = new Map<string, RegExp>();

function regexOf(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (regex === undefined) {
    regex = new RegExp(pattern);
    patterns.set(pattern, regex);
  }
  return regex;
}

/** A default value as a fresh copy, so no answer shares (and could change) the schema's own. */
function copyOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (JSON.parse(JSON.stringify(value)) as unknown) : value;
}

function typeOf(value: unknown): JsonType | undefined {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      return Number.isFinite(value) ? 'number' : undefined;
    case 'object':
      return 'object';
    case 'bigint':
    case 'function':
    case 'symbol':
    case 'undefined':
      return undefined;
  }
}

function typeMatches(expected: JsonType | readonly JsonType[], actual: JsonType, value: unknown): boolean {
  const list: readonly JsonType[] = typeof expected === 'string' ? [expected] : expected;
  for (const type of list) {
    if (type === actual) return true;
    if (type === 'integer' && actual === 'number' && Number.isSafeInteger(value)) return true;
  }
  return false;
}

function stringOk(schema: JsonCheck, text: string): boolean {
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  if (schema.pattern !== undefined && !regexOf(schema.pattern).test(text)) return false;
  return true;
}

function numberOk(schema: JsonCheck, value: number): boolean {
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  return true;
}

function checkArray(schema: JsonCheck, list: readonly unknown[]): Checked {
  if (schema.minItems !== undefined && list.length < schema.minItems) return INVALID;
  if (schema.maxItems !== undefined && list.length > schema.maxItems) return INVALID;
  const prefix = schema.prefixItems ?? [];
  const out: unknown[] = new Array<unknown>(list.length);
  for (let index = 0; index < list.length; index += 1) {
    const itemSchema = index < prefix.length ? prefix[index] : schema.items;
    if (itemSchema === false) return INVALID;
    const item = itemSchema === undefined ? list[index] : check(itemSchema, list[index]);
    if (item === INVALID) return INVALID;
    out[index] = item;
  }
  return out;
}

function checkObject(schema: JsonCheck, value: Readonly<Record<string, unknown>>): Checked {
  const out: Record<string, unknown> = {};
  const properties = schema.properties ?? {};
  for (const key of schema.required ?? []) {
    if (!(key in value) || value[key] === undefined) {
      if (properties[key]?.default === undefined) return INVALID;
    }
  }
  for (const key of Object.keys(properties)) {
    const propertySchema = properties[key] as JsonCheck;
    const given = Object.hasOwn(value, key) ? value[key] : undefined;
    if (given === undefined) {
      if (propertySchema.default !== undefined) out[key] = copyOf(propertySchema.default);
      continue;
    }
    const item = check(propertySchema, given);
    if (item === INVALID) return INVALID;
    out[key] = item;
  }
  const extra = schema.additionalProperties;
  if (extra === undefined) return out; // zod's z.object: unknown keys are dropped
  for (const key of Object.keys(value)) {
    if (Object.hasOwn(properties, key)) continue;
    if (extra === false) return INVALID;
    if (schema.propertyNames !== undefined && check(schema.propertyNames, key) === INVALID) return INVALID;
    const item = extra === true ? value[key] : check(extra, value[key]);
    if (item === INVALID) return INVALID;
    out[key] = item;
  }
  return out;
}

function check(schema: JsonCheck, value: unknown): Checked {
  if (value === undefined && schema.default !== undefined) return copyOf(schema.default);
  const options = schema.anyOf ?? schema.oneOf;
  if (options !== undefined) {
    for (const option of options) {
      const item = check(option, value);
      if (item !== INVALID) return item;
    }
    return INVALID;
  }
  if (schema.const !== undefined) return value === schema.const ? value : INVALID;
  if (schema.enum !== undefined) return schema.enum.includes(value) ? value : INVALID;
  if (schema.type === undefined) return value; // `{}`: zod's unknown or any, taken as it is
  const actual = typeOf(value);
  if (actual === undefined || !typeMatches(schema.type, actual, value)) return INVALID;
  switch (actual) {
    case 'string':
      return stringOk(schema, value as string) ? value : INVALID;
    case 'number':
      return numberOk(schema, value as number) ? value : INVALID;
    case 'array':
      return checkArray(schema, value as unknown[]);
    case 'object':
      return checkObject(schema, value as Record<string, unknown>);
    case 'boolean':
    case 'integer':
    case 'null':
      return value;
  }
}

/**
 * The answer as the route's response schema reads it (unknown keys dropped, defaults filled in), or
 * undefined when it does not match.
 */
export function checkJson(schema: JsonCheck, value: unknown): unknown {
  const checked = check(schema, value);
  return checked === INVALID ? undefined : checked;
}
