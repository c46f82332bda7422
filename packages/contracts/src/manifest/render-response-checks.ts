import { z } from 'zod';
import type { RouteDef } from '../route.ts';
import { jsonCheckKeywords } from './json-check.ts';
import type { JsonCheck } from './json-check.ts';
import { definitionsOf } from './render-manifest.ts';
import { contractModules } from './route-ref.ts';
import type { ContractModule } from './route-ref.ts';

// The web app checks every answer against its route's response schema. Loading zod for that costs a
// phone ~24 KB of the /future page's budget, so the schemas are also written out as the JSON Schema
// zod makes of them, which `checkJson` (json-check.ts, a few hundred bytes) reads. Only a schema whose
// every part means the same in both forms is written: JSON Schema cannot say what a refinement, a
// transform or a value-changing check does (zod's generator leaves them out silently), so a response
// schema using one is left to zod (the app loads the area's zod definitions for that route alone).

/** The zod schema kinds whose JSON Schema says all they check. */
const plainKinds = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'unknown',
  'any',
  'object',
  'array',
  'union',
  'tuple',
  'record',
  'enum',
  'literal',
  'nullable',
  'optional',
  'default',
  'readonly',
]);

/** The zod checks that JSON Schema states exactly (a format is kept only where zod writes its pattern). */
const plainChecks = new Set([
  'less_than',
  'greater_than',
  'number_format',
  'min_length',
  'max_length',
  'length_equals',
  'string_format',
]);

interface ZodInternals {
  readonly _zod: { readonly def: Readonly<Record<string, unknown>> & { readonly type: string } };
}

function childrenOf(def: Readonly<Record<string, unknown>>): unknown[] {
  const children: unknown[] = [];
  const { shape, catchall, element, options, items, rest, keyType, valueType, innerType } = def;
  if (shape !== undefined) children.push(...Object.values(shape as Record<string, unknown>));
  if (Array.isArray(options)) children.push(...(options as unknown[]));
  if (Array.isArray(items)) children.push(...(items as unknown[]));
  for (const child of [catchall, element, rest, keyType, valueType, innerType]) {
    if (child !== undefined && child !== null) children.push(child);
  }
  return children;
}

/** Why the schema cannot be checked without zod, or undefined when it can. */
export function zodOnlyReason(schema: unknown): string | undefined {
  const { def } = (schema as ZodInternals)._zod;
  if (!plainKinds.has(def.type)) return `a ${def.type} schema`;
  // A string format zod checks by code rather than a regex (url) has no pattern to write.
  if (typeof def.format === 'string' && def.type === 'string' && def.pattern === undefined) {
    return `a ${def.format} format`;
  }
  for (const check of (def.checks as readonly ZodInternals[] | undefined) ?? []) {
    const checkDef = check._zod.def;
    const kind = String(checkDef.check);
    if (!plainChecks.has(kind)) return `a ${kind} check`;
    if (kind === 'string_format' && checkDef.pattern === undefined)
      return `a ${String(checkDef.format)} format`;
  }
  for (const child of childrenOf(def)) {
    const reason = zodOnlyReason(child);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

/** The JSON Schema with what `checkJson` needs only; throws on a keyword it does not read. */
function clean(node: unknown, where: string): JsonCheck {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    throw new Error(`${where}: not a schema object`);
  }
  const out: Record<string, unknown> = {};
  const source = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(source)) {
    if (key === '$schema' || key === 'description') continue;
    // A format zod checks with a regex comes with that regex as `pattern`, which is what is checked.
    if (key === 'format') {
      if (source.pattern === undefined)
        throw new Error(`${where}: format ${String(value)} without a pattern`);
      continue;
    }
    if (!jsonCheckKeywords.includes(key))
      throw new Error(`${where}: keyword ${key} is not read by checkJson`);
    switch (key) {
      case 'properties':
        out[key] = Object.fromEntries(
          Object.entries(value as Record<string, unknown>).map(([name, child]) => [
            name,
            clean(child, `${where}.${name}`),
          ]),
        );
        break;
      case 'anyOf':
      case 'oneOf':
      case 'prefixItems':
        out[key] = (value as unknown[]).map((child, index) => clean(child, `${where}.${key}[${index}]`));
        break;
      case 'items':
      case 'additionalProperties':
      case 'propertyNames':
        out[key] = typeof value === 'boolean' ? value : clean(value, `${where}.${key}`);
        break;
      default:
        out[key] = value;
    }
  }
  return out;
}

/** The check of a zod schema, or undefined when only zod can check it; `name` labels errors. */
export function jsonCheckOf(schema: z.ZodType, name: string): JsonCheck | undefined {
  if (zodOnlyReason(schema) !== undefined) return undefined;
  return clean(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }), name);
}

/** The response check of a route definition, or undefined when its answer is left to zod. */
export function responseCheckOf(name: string, def: RouteDef): JsonCheck | undefined {
  const { response } = def as { response?: z.ZodType };
  return response === undefined ? undefined : jsonCheckOf(response, name);
}

/** The response checks of an area, by route name; the routes left to zod are absent. */
export function responseChecksOf(module: ContractModule): Record<string, JsonCheck> {
  const checks: Record<string, JsonCheck> = {};
  for (const [name, def] of definitionsOf(module)) {
    const check = responseCheckOf(name, def);
    if (check !== undefined) checks[name] = check;
  }
  return checks;
}

/** The source of `checks/<area>.ts` (unformatted; the writer runs Prettier on it). */
export function renderResponseChecks(module: ContractModule): string {
  return [
    `// Generated from the response schemas in src/routes/${module}: do not edit by hand. After changing`,
    '// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; response-checks.test.ts',
    '// fails while this file and the definitions disagree. Routes absent here are checked with zod.',
    "import type { JsonCheck } from '../json-check.ts';",
    '',
    `export const responseChecks: Readonly<Record<string, JsonCheck>> = ${JSON.stringify(responseChecksOf(module))};`,
    '',
  ].join('\n');
}

/** Every response-check file, by its path under src/manifest (`checks/auth.ts`). */
export function renderAllResponseChecks(): Record<string, string> {
  return Object.fromEntries(
    contractModules.map((module) => [`checks/${module}.ts`, renderResponseChecks(module)]),
  );
}
