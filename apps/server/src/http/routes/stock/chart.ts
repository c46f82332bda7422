import type { RouteResponse, stock as stockArea } from '@baro/contracts';
import { stateOf } from '../../../market/stock-lookup.ts';
import { wireCandle } from '../../../market/wire.ts';
import { isRejection } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';
import { klineCandlesMax } from '../trade/kline-data.ts';

type Route = typeof stockArea.getChart;

/** The most candles one chart call answers; a wider window answers its newest part. */
export const chartCandlesMax = 1_000;

/**
 * GET /stock/chart {stock, period, beginMillis, endMillis, isFirst}: the candles whose open time is in
 * [beginMillis, endMillis). The first load of a chart (`isFirst`) answers the most recent candles.
 */
export function chartHandler({ ctx, query }: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const state = stateOf(ctx.market, query.stock);
  if (isRejection(state)) return Promise.resolve(state);
  const series = state.book.series(query.period);
  const candles =
    query.isFirst === true
      ? series.latest(klineCandlesMax)
      : series.candlesBetween(
          query.beginMillis ?? 0,
          query.endMillis ?? Number.MAX_SAFE_INTEGER,
          chartCandlesMax,
        );
  return Promise.resolve({
    stock: state.instrument.stock,
    period: query.period,
    candles: candles.map((candle) => wireCandle(candle, state.instrument)),
  });
}
