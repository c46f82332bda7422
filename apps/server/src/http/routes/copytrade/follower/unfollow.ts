import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { unfollow } from '../../../../modules/copytrade/follows.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof copytradeArea.unfollow;

/** POST /copytrade/follower/unfollow: stops following the current trader. */
export async function unfollowHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return unfollow(ctx, caller);
}
