import type { RouteResponse, stock as stockArea } from '@baro/contracts';
import { futuresTicker } from '../../../market/futures-info.ts';
import { indicativeBook } from '../../../market/indicative-book.ts';
import { stateOf } from '../../../market/stock-lookup.ts';
import { wireCandle } from '../../../market/wire.ts';
import { listFuturesOptions } from '../../../modules/market/site-options.ts';
import { isRejection, reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof stockArea.getMarketValue;

/**
 * GET /stock/key_value {key}: one market snapshot. `ORDERBOOK_{stock}`: the indicative depth around the
 * price; `OHLC_{stock}`: today's running daily candle (UTC day, as the daily candles run);
 * `FUTURES_INFO_KEY`: the live figures of every offered futures option of the caller's site, with its
 * option ids (the topic that follows names stocks only).
 */
export async function keyValueHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const nowMs = ctx.clock.nowMs();
  if (query.key === 'FUTURES_INFO_KEY') {
    const options = await listFuturesOptions(ctx.db, site.id, true);
    const items = [];
    for (const option of options) {
      const state = ctx.market.stock(option.stock);
      const ticker = state === undefined ? null : futuresTicker(state, nowMs);
      if (ticker !== null) items.push({ futuresOptionId: option.id, ...ticker });
    }
    return { kind: 'FUTURES_INFO', items };
  }
  const separator = query.key.indexOf('_');
  const kind = query.key.slice(0, separator);
  const state = stateOf(ctx.market, query.key.slice(separator + 1));
  if (isRejection(state)) return state;
  if (kind === 'ORDERBOOK') {
    const book = indicativeBook(state, nowMs);
    if (book === null) return reject('PRICE_UNAVAILABLE');
    return { kind: 'ORDERBOOK', stock: state.instrument.stock, ...book, atMs: state.lastTick?.atMs ?? nowMs };
  }
  const today = state.book.series('1d').running();
  if (today === null || state.gap !== null) return reject('PRICE_UNAVAILABLE');
  return { kind: 'OHLC', stock: state.instrument.stock, ...wireCandle(today, state.instrument) };
}
