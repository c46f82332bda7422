import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { traderChart } from '../../../../modules/copytrade/trader-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof copytradeArea.getTraderChart;

const chartDays = { '7': 7, '30': 30, '90': 90 } as const;

/** GET /copytrade/trader/chart?id&days: a trader's daily pnl and cumulative ROI. */
export async function traderChartHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return traderChart(ctx, site.id, query.id, chartDays[query.days]);
}
