import type { RouteResponse, site as siteArea } from '@baro/contracts';
import { toSiteInfo } from '../../../modules/sites/site-info.ts';
import { enabledProvider, siteByCodeFor } from '../../../modules/sites/site-lookup.ts';
import { isRejection, reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof siteArea.infoForProvider;

/**
 * GET /site_info/temp/{provider} {code}: site info for a payment provider's page, with the provider's
 * public settings. Its server-only settings (keys, merchant ids) never leave the server.
 */
export async function siteInfoForProviderHandler({
  ctx,
  caller,
  params,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const site = await siteByCodeFor(ctx.db, query.code, caller);
  if (isRejection(site)) return site;
  const provider = enabledProvider(site, params.provider);
  if (provider === undefined) return reject('PROVIDER_NOT_FOUND');
  return {
    ...toSiteInfo(site),
    provider: { name: params.provider, label: provider.label, config: provider.publicConfig },
  };
}
