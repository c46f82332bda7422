import type { RouteResponse, content as contentArea } from '@baro/contracts';
import { listTradeOptions } from '../../../../../modules/market/site-options.ts';
import { prefixSelectsSite } from '../../../../../modules/market/stock-prefix.ts';
import type { Rejection } from '../../../../../core/rejection.ts';
import type { HandlerInput } from '../../../../router.ts';

type Route = typeof contentArea.listSiteTradeOptions;

/**
 * GET /public/trade_option/site/list {isPlay, sitePrefix}: the site's timed-round options before
 * sign-in. The prefix must be the calling site's own; another site's prefix lists nothing.
 */
export async function listSiteTradeOptionsHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  if (!prefixSelectsSite(query.sitePrefix, site.stockPrefix)) return [];
  return listTradeOptions(ctx.db, site.id, { playableOnly: query.isPlay });
}
