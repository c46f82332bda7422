import type { RouteResponse, site as siteArea } from '@baro/contracts';
import { siteByCodeFor } from '../../../modules/sites/site-lookup.ts';
import { toSiteInfo } from '../../../modules/sites/site-info.ts';
import { isRejection } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof siteArea.infoByCode;

/** GET /site_info/code {code}: the site's info, looked up by its code. */
export async function siteInfoByCodeHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const site = await siteByCodeFor(ctx.db, query.code, caller);
  return isRejection(site) ? site : toSiteInfo(site);
}
