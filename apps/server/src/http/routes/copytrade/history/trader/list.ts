import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../../core/rejection.ts';
import { traderHistory } from '../../../../../modules/copytrade/history-reads.ts';
import type { HandlerInput } from '../../../../router.ts';

type Route = typeof copytradeArea.listTraderHistory;

/** GET /copytrade/history/trader/list: the caller's closed trader positions. */
export async function traderHistoryHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return traderHistory(ctx.db, caller, query);
}
