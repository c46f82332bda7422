import type {
  Access,
  RouteDef,
  RouteBody,
  RouteParams,
  RouteQuery,
  RouteResponse,
  SiteScope,
} from '@baro/contracts';
import { routeKey } from '@baro/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller, MemberCaller, OperatorCaller } from '../caller.ts';
import type { AppContext } from '../context.ts';
import type { RequestDevice } from '../core/device.ts';
import type { Site } from '../modules/sites/find-site.ts';
import { errorBody } from './error-body.ts';
import type { MessageLanguage } from './error-body.ts';
import { isRejection, reject } from '../core/rejection.ts';
import type { Rejection } from '../core/rejection.ts';
import { resolveRequest } from './resolve-request.ts';

type CallerFor<A extends Access> = A extends 'member'
  ? MemberCaller
  : A extends 'operator'
    ? OperatorCaller
    : Caller | null;

type SiteFor<S extends SiteScope> = S extends 'required' ? Site : Site | null;

type AccessOf<R> = R extends { readonly access: infer A extends Access } ? A : Access;
type ScopeOf<R> = R extends { readonly site: infer S extends SiteScope } ? S : SiteScope;

export interface HandlerInput<R extends RouteDef> {
  readonly ctx: AppContext;
  readonly params: RouteParams<R>;
  readonly query: RouteQuery<R>;
  readonly body: RouteBody<R>;
  readonly caller: CallerFor<AccessOf<R>>;
  readonly site: SiteFor<ScopeOf<R>>;
  readonly lang: MessageLanguage;
  readonly ip: string;
  /** What the server knows of the caller's device (the mobile block of spec §5). */
  readonly device: RequestDevice;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type Handler<R extends RouteDef> = (input: HandlerInput<R>) => Promise<RouteResponse<R> | Rejection>;

export interface Router {
  /** Registers the handler of one contract route. Each route gets at most one handler. */
  add<R extends RouteDef>(route: R, handler: Handler<R>): void;
}

/**
 * Mounts every contract route on the Fastify instance under `/api`. A route whose handler is not
 * registered yet answers 501 with the catalogued NOT_IMPLEMENTED body, so the whole surface exists
 * (and shows in the OpenAPI document) before every module is written.
 */
export function mountRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  routes: readonly RouteDef[],
  register: (router: Router) => void,
): ReadonlySet<RouteDef> {
  const handlers = new Map<RouteDef, Handler<RouteDef>>();
  const router: Router = {
    add(route, handler) {
      if (handlers.has(route)) throw new Error(`Two handlers for ${routeKey(route)}`);
      if (!routes.includes(route)) throw new Error(`${routeKey(route)} is not a contract route`);
      handlers.set(route, handler);
    },
  };
  register(router);
  for (const route of routes) {
    const handler = handlers.get(route);
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      handler: async (request, reply) => {
        const resolved = await resolveRequest(ctx, route, request);
        if (!resolved.ok) return sendRejection(reply, resolved.rejection, resolved.lang);
        if (handler === undefined) return sendRejection(reply, reject('NOT_IMPLEMENTED'), resolved.lang);
        const input = { ...resolved, ctx, request, reply } as unknown as HandlerInput<RouteDef>;
        const result = await handler(input);
        if (isRejection(result)) return sendRejection(reply, result, resolved.lang);
        return sendResult(ctx, route, reply, result);
      },
    });
  }
  return new Set(handlers.keys());
}

export function sendRejection(reply: FastifyReply, rejection: Rejection, lang: MessageLanguage) {
  const body = errorBody(rejection, lang);
  return reply.code(body.status).send(body);
}

function sendResult(ctx: AppContext, route: RouteDef, reply: FastifyReply, result: unknown) {
  if (reply.sent) return reply;
  // A response that drifts from its contract is a programmer error: log it loudly and answer 500
  // rather than send the client a shape it was never promised.
  const checked = route.response.safeParse(result);
  if (!checked.success) {
    ctx.log.error(
      { route: routeKey(route), issues: checked.error.issues },
      'response does not match contract',
    );
    return sendRejection(reply, reject('INTERNAL'), 'ko');
  }
  return reply.send(checked.data);
}
