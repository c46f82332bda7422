import type { RouteResponse, stock as stockArea } from '@baro/contracts';
import { stateOf } from '../../../market/stock-lookup.ts';
import type { StockState } from '../../../market/stock-state.ts';
import { wirePriceTick } from '../../../market/wire.ts';
import { isRejection } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof stockArea.getRawData;

/**
 * GET /stock/raw_data {stock}: the latest feed tick of one stock, or of every stock. A stock the feed
 * has not priced yet, or whose feed is in a gap, has no current price and is left out.
 */
export function rawDataHandler({
  ctx,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  let states: StockState[];
  if (query.stock === undefined) {
    states = [...ctx.market.all()];
  } else {
    const state = stateOf(ctx.market, query.stock);
    if (isRejection(state)) return Promise.resolve(state);
    states = [state];
  }
  const answer: RouteResponse<Route> = [];
  for (const state of states) {
    if (state.lastTick !== null && state.gap === null)
      answer.push(wirePriceTick(state.lastTick, state.instrument));
  }
  return Promise.resolve(answer);
}
