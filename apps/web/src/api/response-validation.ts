import type { ContractModule, RouteRef } from '@baro/contracts/manifest/route-ref';
import { checkSiteInfo } from '@baro/contracts/manifest/site-info-check';

/**
 * Every answer is validated before the app sees it. The first page's one answer (site info) is
 * checked without zod (`checkSiteInfo`, tested to agree with the schema); every other answer by its
 * route's zod response schema, whose module is loaded on the first call of its area. The load starts
 * when the call does, so it runs beside the request; `preloadResponseSchemas` starts it earlier.
 */
export type Verdict = { readonly valid: true; readonly data: unknown } | { readonly valid: false };

type DefinitionModule = Readonly<Record<string, unknown>>;

/** The checks that need no zod, by `METHOD /path`. */
const zodFreeChecks: Readonly<Record<string, (value: unknown) => unknown>> = {
  'GET /site_info/code': checkSiteInfo,
};

// One dynamic import per module of definitions: each becomes a chunk beside the shared zod chunk.
const definitionLoaders: Record<ContractModule, () => Promise<DefinitionModule>> = {
  auth: () => import('@baro/contracts/routes/auth'),
  binary: () => import('@baro/contracts/routes/binary'),
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

const loading = new Map<ContractModule, Promise<DefinitionModule>>();

/** The module of definitions, loaded once; a failed load is forgotten so the next call tries again. */
function definitionsOf(module: ContractModule): Promise<DefinitionModule> {
  let promise = loading.get(module);
  if (promise === undefined) {
    promise = definitionLoaders[module]().catch((error: unknown) => {
      loading.delete(module);
      throw new SchemaLoadError(`The response schemas of ${module} did not load.`, { cause: error });
    });
    loading.set(module, promise);
  }
  return promise;
}

function zodFreeCheckOf(route: RouteRef): ((value: unknown) => unknown) | undefined {
  return zodFreeChecks[`${route.method} ${route.path}`];
}

/** Starts loading the response schemas of a module, for a call the app expects soon (sign-in). */
export function preloadResponseSchemas(module: ContractModule): void {
  definitionsOf(module).catch(() => undefined);
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
  const check = zodFreeCheckOf(route);
  if (check !== undefined) {
    const data = check(json);
    return data === undefined ? { valid: false } : { valid: true, data };
  }
  const parsed = responseSchemaIn(await definitionsOf(route.module), route).safeParse(json);
  return parsed.success ? { valid: true, data: parsed.data } : { valid: false };
}
