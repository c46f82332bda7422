import type { RouteResponse, site as siteArea } from '@baro/contracts';
import { siteSettings } from '../../../modules/sites/site-settings.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof siteArea.appVersion;

/** GET /site_info/get_app_version {siteInfoId, os}: the site's latest and minimum version for one os. */
export function siteAppVersionHandler({
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const version = siteSettings(site).appVersions[query.os];
  return Promise.resolve({
    os: query.os,
    latestVersion: version.latestVersion,
    minVersion: version.minVersion,
    storeUrl: version.storeUrl,
  });
}
