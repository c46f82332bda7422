import type { dnw, RouteResponse } from '@baro/contracts';
import { exchangeRate, sitePrices } from '../../../modules/wallet/prices.ts';
import { reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof dnw.getExchangeRate;

/** GET /dnw/get_exchange_rate {base = USDT, counter = BKT}: one published rate of the site. */
export async function getExchangeRateHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const prices = await sitePrices(ctx.db, site.id, ctx);
  const base = prices.get(query.base);
  const counter = prices.get(query.counter);
  if (base === undefined || counter === undefined || base.asset === counter.asset) {
    return reject('EXCHANGE_RATE_UNAVAILABLE');
  }
  return exchangeRate(base, counter);
}
