import type { RouteResponse, site as siteArea } from '@baro/contracts';
import { siteSettings } from '../../../modules/sites/site-settings.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof siteArea.appIds;

/** GET /data/appid.json: the site's app identifiers, as its settings name them. */
export function siteAppIdsHandler({ site }: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return Promise.resolve(siteSettings(site).appIds);
}
