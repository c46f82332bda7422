import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { removeFollower } from '../../../../modules/copytrade/follows.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof copytradeArea.removeFollower;

/** POST /copytrade/follower/unfollow_trader {traderFollowerId}: a trader removes one of their followers. */
export async function removeFollowerHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return removeFollower(ctx, caller, body.traderFollowerId);
}
