import type { providers, RouteResponse } from '@baro/contracts';
import { providerPageUrl } from '../../../modules/providers/checkout-links.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof providers.getProviderUrl;

/** GET /{provider}/url: the provider's page for the caller. */
export async function providerUrlHandler({
  ctx,
  caller,
  site,
  params,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return providerPageUrl(ctx, caller, site, params.provider);
}
