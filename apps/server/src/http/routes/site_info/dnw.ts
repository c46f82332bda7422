import type { RouteResponse, site as siteArea } from '@baro/contracts';
import { siteSettings } from '../../../modules/sites/site-settings.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof siteArea.dnwSettings;

/**
 * GET /site_info/dnw {siteInfoId}: deposit and withdrawal settings and the wallet tab status. The
 * deposit bank account goes to signed-in callers only, so it cannot be collected anonymously.
 */
export function siteDnwSettingsHandler({
  site,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const dnw = siteSettings(site).dnw;
  return Promise.resolve({
    currency: site.binaryCurrency,
    depositEnabled: dnw.depositEnabled,
    withdrawEnabled: dnw.withdrawEnabled,
    depositMin: dnw.depositMin,
    depositMax: dnw.depositMax,
    withdrawMin: dnw.withdrawMin,
    withdrawMax: dnw.withdrawMax,
    depositAccount: caller === null ? null : dnw.depositAccount,
    typeStatus: dnw.typeStatus,
  });
}
