import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../../core/rejection.ts';
import { followerHistory } from '../../../../../modules/copytrade/history-reads.ts';
import type { HandlerInput } from '../../../../router.ts';

type Route = typeof copytradeArea.listFollowerHistory;

/** GET /copytrade/history/follower/list: the caller's closed and skipped copies. */
export async function followerHistoryHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return followerHistory(ctx.db, caller, query);
}
