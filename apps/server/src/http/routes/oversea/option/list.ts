import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import { listOverseaOptions } from '../../../../modules/market/site-options.ts';
import { prefixSelectsSite } from '../../../../modules/market/stock-prefix.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof overseaArea.listOverseaOptions;

/** GET /oversea/option/list {isPlay, stockPrefix}: the site's overseas options, KRW ones first. */
export async function listOverseaOptionsHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  if (!prefixSelectsSite(query.stockPrefix, site.overseasPrefix)) return [];
  return listOverseaOptions(ctx.db, site.id, query.isPlay, ctx.clock.nowMs());
}
