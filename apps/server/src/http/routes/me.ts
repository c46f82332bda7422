import type { auth, RouteResponse } from '@baro/contracts';
import { loadMe } from '../../modules/accounts/me.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { HandlerInput } from '../router.ts';

type Route = typeof auth.me;

/** GET /me: the signed-in member with its wallets. */
export async function meHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return loadMe(ctx, caller);
}
