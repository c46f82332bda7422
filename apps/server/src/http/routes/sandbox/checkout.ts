import type { providers, RouteResponse } from '@baro/contracts';
import { checkoutPageHeaders, renderCheckoutPage } from '../../../modules/providers/checkout-page.ts';
import { sandboxPaymentsOn } from '../../../modules/providers/provider-lookup.ts';
import { reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof providers.sandboxCheckoutPage;

/**
 * GET /sandbox/checkout/:token: the sandbox provider's payment page (HTML), on a site that runs the
 * sandbox only. Anyone holding the link may look; completing it needs its member (complete.ts).
 */
export async function sandboxCheckoutPageHandler({
  ctx,
  site,
  params,
  reply,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  if (!sandboxPaymentsOn(site)) return reject('PROVIDER_NOT_FOUND');
  const page = await renderCheckoutPage(ctx, site, params.token);
  if (page === undefined) return reject('CHECKOUT_NOT_FOUND');
  void reply.headers(checkoutPageHeaders);
  return page;
}
