import type { auth, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.niceId;

/** GET /certi/nice_id: starts an identity check with the configured provider (a sandbox by default). */
export async function niceIdHandler({
  ctx,
  query,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return ctx.identityProvider.start({ siteId: site.id, host: query.host });
}
