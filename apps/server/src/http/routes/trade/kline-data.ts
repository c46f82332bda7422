import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { statesOf } from '../../../market/stock-lookup.ts';
import { wireCandle } from '../../../market/wire.ts';
import { isRejection } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof binaryArea.getKlines;

/** Candles per stock in one kline answer: a phone chart's width of history. */
export const klineCandlesMax = 300;

/** GET /trade/kline_data {stockListStrs, interval}: the recent candles of each listed stock. */
export function klineDataHandler({
  ctx,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const states = statesOf(ctx.market, query.stockListStrs);
  if (isRejection(states)) return Promise.resolve(states);
  return Promise.resolve(
    states.map((state) => ({
      stock: state.instrument.stock,
      interval: query.interval,
      candles: state.book
        .series(query.interval)
        .latest(klineCandlesMax)
        .map((candle) => wireCandle(candle, state.instrument)),
    })),
  );
}
