import type { providers, RouteResponse } from '@baro/contracts';
import { providerPageUrl } from '../../../modules/providers/checkout-links.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof providers.getCoinChargeUrl;

/** GET /{provider}/coin_charge_url: the provider's page where the caller charges won. */
export async function coinChargeUrlHandler({
  ctx,
  caller,
  site,
  params,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return providerPageUrl(ctx, caller, site, params.provider);
}
