import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import { listFuturesOptions } from '../../../../modules/market/site-options.ts';
import { prefixSelectsSite } from '../../../../modules/market/stock-prefix.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.listFuturesOptions;

/** GET /futures/option/list {isPlay, stockPrefix}: the site's coin futures instruments. */
export async function listFuturesOptionsHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  if (!prefixSelectsSite(query.stockPrefix, site.stockPrefix)) return [];
  return listFuturesOptions(ctx.db, site.id, query.isPlay);
}
