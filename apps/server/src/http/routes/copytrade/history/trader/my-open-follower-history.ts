import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../../core/rejection.ts';
import { traderFollowersOpenCopies } from '../../../../../modules/copytrade/history-reads.ts';
import type { HandlerInput } from '../../../../router.ts';

type Route = typeof copytradeArea.listTraderFollowerOpen;

/** GET /copytrade/history/trader/my_open_follower_history: open copies of the caller's followers. */
export async function traderFollowerOpenHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return traderFollowersOpenCopies(ctx.db, caller);
}
