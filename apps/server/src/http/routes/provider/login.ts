import type { providers, RouteResponse } from '@baro/contracts';
import { providerPageUrl } from '../../../modules/providers/checkout-links.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof providers.providerLogin;

/** POST /{provider}/login: signs the caller in at the provider and answers its page. */
export async function providerLoginHandler({
  ctx,
  caller,
  site,
  params,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return providerPageUrl(ctx, caller, site, params.provider);
}
