import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../../core/rejection.ts';
import { traderOrderCopies } from '../../../../../modules/copytrade/history-reads.ts';
import type { HandlerInput } from '../../../../router.ts';

type Route = typeof copytradeArea.listTraderOrderCopies;

/** GET /copytrade/history/trader/follower_position: the copies of one of the caller's positions. */
export async function traderOrderCopiesHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return traderOrderCopies(ctx.db, caller, query);
}
