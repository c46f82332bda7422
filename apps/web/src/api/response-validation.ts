import { checkJson } from '@baro/contracts/manifest/json-check';
import type { JsonCheck } from '@baro/contracts/manifest/json-check';
import type { ContractModule, RouteRef } from '@baro/contracts/manifest/route-ref';
import { checkSiteInfo } from '@baro/contracts/manifest/site-info-check';

/**
 * Every answer is validated before the app sees it, without zod where that is possible: the first
 * page's one answer (site info) by `checkSiteInfo`; every other by its route's response schema written
 * out as JSON Schema (`@baro/contracts/manifest/checks/<area>`, read by `checkJson`; both are tested
 * to agree with zod on every route), whose module is loaded on the first call of its area. A route
 * whose schema JSON Schema cannot state (a refinement, a url) is checked by its zod schema, loaded
 * for it alone. A load starts when the call does, so it runs beside the request;
 * `preloadResponseSchemas` starts it earlier.
 */
export type Verdict = { readonly valid: true; readonly data: unknown } | { readonly valid: false };

type DefinitionModule = Readonly<Record<string, unknown>>;
type ChecksModule = { readonly responseChecks: Readonly<Record<string, JsonCheck>> };

/** The checks that need no loading, by `METHOD /path`. */
const zodFreeChecks: Readonly<Record<string, (value: unknown) => unknown>> = {
  'GET /site_info/code': checkSiteInfo,
};

// One dynamic import per module of checks: each becomes a small chunk.
const checkLoaders: Record<ContractModule, () => Promise<ChecksModule>> = {
  auth: () => import('@baro/contracts/manifest/checks/auth'),
  binary: () => import('@baro/contracts/manifest/checks/binary'),
  chat: () => import('@baro/contracts/manifest/checks/chat'),
  contact: () => import('@baro/contracts/manifest/checks/contact'),
  content: () => import('@baro/contracts/manifest/checks/content'),
  copytrade: () => import('@baro/contracts/manifest/checks/copytrade'),
  dnw: () => import('@baro/contracts/manifest/checks/dnw'),
  futures: () => import('@baro/contracts/manifest/checks/futures'),
  messages: () => import('@baro/contracts/manifest/checks/messages'),
  oversea: () => import('@baro/contracts/manifest/checks/oversea'),
  partner: () => import('@baro/contracts/manifest/checks/partner'),
  providers: () => import('@baro/contracts/manifest/checks/providers'),
  site: () => import('@baro/contracts/manifest/checks/site'),
  stock: () => import('@baro/contracts/manifest/checks/stock'),
  wallet: () => import('@baro/contracts/manifest/checks/wallet'),
};

// The zod definitions, for the few routes without a check: each becomes a chunk beside the zod chunk.
const definitionLoaders: Record<ContractModule, () => Promise<DefinitionModule>> = {
  auth: () => import('@baro/contracts/routes/auth'),
  binary: () => import('@baro/contracts/routes/binary'),
  chat: () => import('@baro/contracts/routes/chat'),
  contact: () => import('@baro/contracts/routes/contact'),
  content: () => import('@baro/contracts/routes/content'),
  copytrade: () => import('@baro/contracts/routes/copytrade'),
  dnw: () => import('@baro/contracts/routes/dnw'),
  futures: () => import('@baro/contracts/routes/futures'),
  messages: () => import('@baro/contracts/routes/messages'),
  oversea: () => import('@baro/contracts/routes/oversea'),
  partner: () => import('@baro/contracts/routes/partner'),
  providers: () => import('@baro/contracts/routes/providers'),
  site: () => import('@baro/contracts/routes/site'),
  stock: () => import('@baro/contracts/routes/stock'),
  wallet: () => import('@baro/contracts/routes/wallet'),
};

/** The schemas of an answer could not be fetched: as good as no answer. */
export class SchemaLoadError extends Error {
  override readonly name = 'SchemaLoadError';
}

/** Loads a module once; a failed load is forgotten so the next call tries again. */
function onceEach<T>(what: string, loaders: Record<ContractModule, () => Promise<T>>) {
  const loading = new Map<ContractModule, Promise<T>>();
  return (module: ContractModule): Promise<T> => {
    let promise = loading.get(module);
    if (promise === undefined) {
      promise = loaders[module]().catch((error: unknown) => {
        loading.delete(module);
        throw new SchemaLoadError(`The response ${what} of ${module} did not load.`, { cause: error });
      });
      loading.set(module, promise);
    }
    return promise;
  };
}

const checksOf = onceEach('checks', checkLoaders);
const definitionsOf = onceEach('schemas', definitionLoaders);

function zodFreeCheckOf(route: RouteRef): ((value: unknown) => unknown) | undefined {
  return zodFreeChecks[`${route.method} ${route.path}`];
}

/** Starts loading the response checks of a module, for a call the app expects soon (sign-in). */
export function preloadResponseSchemas(module: ContractModule): void {
  checksOf(module).catch(() => undefined);
}

/** Starts what validating the route's answer will need, so it loads while the request is out. */
export function prepareValidation(route: RouteRef): void {
  if (zodFreeCheckOf(route) === undefined) preloadResponseSchemas(route.module);
}

interface ResponseSchema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

function responseSchemaIn(module: DefinitionModule, route: RouteRef): ResponseSchema {
  const definition = module[route.name] as { response?: ResponseSchema } | undefined;
  // The manifest is generated from these modules and tested against them: a miss is a bug.
  if (definition?.response === undefined) {
    throw new Error(`@baro/contracts/routes/${route.module} has no route ${route.name}.`);
  }
  return definition.response;
}

/**
 * The answer's data as its contract defines it (defaults and transforms applied), or `valid: false`.
 * Rejects with a `SchemaLoadError` when the schemas could not be loaded (the network dropped, a new
 * deploy replaced them).
 */
export async function validateResponse(route: RouteRef, json: unknown): Promise<Verdict> {
  const immediate = zodFreeCheckOf(route);
  if (immediate !== undefined) return verdictOf(immediate(json));
  const check = (await checksOf(route.module)).responseChecks[route.name];
  if (check !== undefined) return verdictOf(checkJson(check, json));
  const parsed = responseSchemaIn(await definitionsOf(route.module), route).safeParse(json);
  return parsed.success ? { valid: true, data: parsed.data } : { valid: false };
}

function verdictOf(data: unknown): Verdict {
  return data === undefined ? { valid: false } : { valid: true, data };
}
