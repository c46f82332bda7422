import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { myFollow } from '../../../../modules/copytrade/follow-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof copytradeArea.getMyFollow;

/** GET /copytrade/follower/my_trader_follower: the caller's active follow, or null. */
export async function myFollowHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return myFollow(ctx.db, caller);
}
