import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { listOverseaDailyProfit } from '../../../../modules/oversea/daily-profit.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof overseaArea.listOverseaDailyProfit;

/** GET /oversea/history/daily_profit: the caller's realised pnl, fees and trades per KST day, paged. */
export async function overseaDailyProfitHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listOverseaDailyProfit(ctx.db, caller, query);
}
