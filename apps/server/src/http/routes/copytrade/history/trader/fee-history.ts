import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../../core/rejection.ts';
import { traderProfitShares } from '../../../../../modules/copytrade/history-reads.ts';
import type { HandlerInput } from '../../../../router.ts';

type Route = typeof copytradeArea.listProfitShares;

/** GET /copytrade/history/trader/fee_history: the profit shares the caller earned. */
export async function profitSharesHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return traderProfitShares(ctx.db, caller, query);
}
