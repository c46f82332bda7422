import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { statesOf } from '../../../market/stock-lookup.ts';
import { wireTickerStatistics } from '../../../market/wire.ts';
import { isRejection } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof binaryArea.getTickerStatistics;

/**
 * GET /trade/ticker_statistics {stockListStrs}: 24-hour figures of each listed stock that has traded;
 * a stock the feed has not priced yet is left out rather than shown with invented figures.
 */
export function tickerStatisticsHandler({
  ctx,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const states = statesOf(ctx.market, query.stockListStrs);
  if (isRejection(states)) return Promise.resolve(states);
  const nowMs = ctx.clock.nowMs();
  const answer: RouteResponse<Route> = [];
  for (const state of states) {
    const stats = state.ticker.statistics(nowMs);
    if (stats !== null) answer.push(wireTickerStatistics(stats, state.instrument));
  }
  return Promise.resolve(answer);
}
