import { z } from 'zod';

/** Who may call a route. `guest` calls work with or without a token. */
export type Access = 'guest' | 'member' | 'operator';

/**
 * Whether the call must carry `siteInfoId`. Every call carries it (spec §7); only the calls a client
 * makes before it knows its site id (looking the site up by code) may leave it out.
 */
export type SiteScope = 'required' | 'optional';

export type HttpMethod = 'GET' | 'POST';

const emptyObject = z.object({});
type EmptyObject = typeof emptyObject;

export interface RouteInput<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Response extends z.ZodType,
  A extends Access = Access,
  S extends SiteScope = SiteScope,
> {
  method: HttpMethod;
  /** Fastify-style path under `/api`, `:name` for a path parameter, e.g. `/site_info/temp/:provider`. */
  path: string;
  access: A;
  /** The spec §7 area heading this call belongs to, e.g. `auth`, `futures`. */
  area: string;
  /** One line saying what the call does, for the OpenAPI document. */
  summary: string;
  /**
   * The spec §7 calls this definition answers, written `METHOD /path` exactly as the spec lists them
   * (`GET /{provider_a}/chk_coin`). One definition may answer several provider variants; each spec
   * call is answered by exactly one definition. Empty for calls Baro adds beyond the spec.
   */
  spec: readonly string[];
  site?: S;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** `multipart/form-data` body (file upload): the body schema describes the non-file fields. */
  multipart?: boolean;
}

export interface RouteDef<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
  S extends SiteScope = SiteScope,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: A;
  readonly area: string;
  readonly summary: string;
  readonly spec: readonly string[];
  readonly site: S;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
  readonly multipart: boolean;
}

/**
 * Defines one call. The server registers its handler against the returned value and the web client
 * calls through it, so the path string is written here and nowhere else.
 */
export function defineRoute<
  Params extends z.ZodType = EmptyObject,
  Query extends z.ZodType = EmptyObject,
  Body extends z.ZodType = EmptyObject,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
  S extends SiteScope = 'required',
>(input: RouteInput<Params, Query, Body, Response, A, S>): RouteDef<Params, Query, Body, Response, A, S> {
  return {
    method: input.method,
    path: input.path,
    access: input.access,
    area: input.area,
    summary: input.summary,
    spec: input.spec,
    site: input.site ?? ('required' as S),
    params: input.params ?? (emptyObject as unknown as Params),
    query: input.query ?? (emptyObject as unknown as Query),
    body: input.body ?? (emptyObject as unknown as Body),
    response: input.response,
    multipart: input.multipart ?? false,
  };
}

export type RouteParams<R extends RouteDef> = z.output<R['params']>;
export type RouteQuery<R extends RouteDef> = z.output<R['query']>;
export type RouteBody<R extends RouteDef> = z.output<R['body']>;
export type RouteResponse<R extends RouteDef> = z.input<R['response']>;

/** The key that names a route everywhere (logs, the 501 answer, the OpenAPI operation id). */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
