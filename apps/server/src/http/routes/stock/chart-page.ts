import type { RouteResponse, stock as stockArea } from '@baro/contracts';
import { stateOf } from '../../../market/stock-lookup.ts';
import { wireCandle } from '../../../market/wire.ts';
import { isRejection } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';
import { klineCandlesMax } from '../trade/kline-data.ts';

type Route = typeof stockArea.getChartPage;

/**
 * GET /stock/chart_page: one page of candles older than `endMillis` (the open time of the oldest
 * candle the chart shows; every candle when left out), newest page first, as a chart scrolled left
 * asks for. `nextEndMillis` is where the next older page ends, or null at the oldest kept candle.
 */
export function chartPageHandler({
  ctx,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const state = stateOf(ctx.market, query.stock);
  if (isRejection(state)) return Promise.resolve(state);
  const series = state.book.series(query.period);
  const candles = series.candlesBetween(
    query.beginMillis ?? 0,
    query.endMillis ?? Number.MAX_SAFE_INTEGER,
    klineCandlesMax,
  );
  const oldestShown = candles[0]?.openTimeMs;
  const oldestKept = series.oldestOpenTimeMs();
  const moreBefore =
    oldestShown !== undefined &&
    oldestKept !== null &&
    oldestKept < oldestShown &&
    (query.beginMillis === undefined || query.beginMillis < oldestShown);
  return Promise.resolve({
    stock: state.instrument.stock,
    period: query.period,
    candles: candles.map((candle) => wireCandle(candle, state.instrument)),
    nextEndMillis: moreBefore ? oldestShown : null,
  });
}
