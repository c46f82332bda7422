import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import { getTrader } from '../../../modules/copytrade/trader-reads.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof copytradeArea.getTrader;

/** GET /copytrade/trader?id: a trader of the site, or without an id the caller's own trader profile. */
export async function traderHandler({
  ctx,
  caller,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return getTrader(ctx, caller, site.id, query.id);
}
