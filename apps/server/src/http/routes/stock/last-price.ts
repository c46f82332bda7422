import type { RouteResponse, stock as stockArea } from '@baro/contracts';
import { formatUnits } from '@baro/domain';
import { stateOf } from '../../../market/stock-lookup.ts';
import { wirePriceTick } from '../../../market/wire.ts';
import { isRejection, reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof stockArea.getLastPrice;

/**
 * GET /stock/last_price {stock, second}: the last tick at or before the end of `second` (now when left
 * out), so a member can check the price that settled a round. Seconds older than the kept window
 * answer PRICE_NOT_RETAINED; a stock without any price yet (or in a feed gap, for "now") answers
 * PRICE_UNAVAILABLE rather than a guess.
 */
export function lastPriceHandler({
  ctx,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const state = stateOf(ctx.market, query.stock);
  if (isRejection(state)) return Promise.resolve(state);
  if (query.second === undefined) {
    if (state.lastTick === null || state.gap !== null) return Promise.resolve(reject('PRICE_UNAVAILABLE'));
    return Promise.resolve(wirePriceTick(state.lastTick, state.instrument));
  }
  if (state.seconds.isBeyondRetention(query.second)) return Promise.resolve(reject('PRICE_NOT_RETAINED'));
  const found = state.seconds.atOrBefore(query.second);
  if (found === null || state.lastTick === null) return Promise.resolve(reject('PRICE_UNAVAILABLE'));
  return Promise.resolve({
    stock: state.instrument.stock,
    price: formatUnits(found.price, state.instrument.pricePrecision),
    atMs: found.atMs,
    // One feed prices a stock for the life of the process, and the seconds are not kept across a
    // restart, so the newest tick's source is the source of every second kept.
    source: state.lastTick.source,
  });
}
