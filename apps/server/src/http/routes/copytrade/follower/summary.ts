import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { followerSummary } from '../../../../modules/copytrade/history-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof copytradeArea.getFollowerSummary;

/** GET /copytrade/follower: the caller's copy-trading summary as a follower. */
export async function followerSummaryHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return followerSummary(ctx.db, caller);
}
