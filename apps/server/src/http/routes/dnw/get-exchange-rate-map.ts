import type { dnw, RouteResponse } from '@baro/contracts';
import { exchangeRateMap, sitePrices } from '../../../modules/wallet/prices.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof dnw.getExchangeRateMap;

/** GET /dnw/get_exchange_rate_map: every pair of the site's priced assets. */
export async function getExchangeRateMapHandler({
  ctx,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return exchangeRateMap(await sitePrices(ctx.db, site.id, ctx));
}
