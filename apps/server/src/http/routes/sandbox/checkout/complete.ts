import type { providers, RouteResponse } from '@baro/contracts';
import { completeCheckout } from '../../../../modules/providers/checkout-complete.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof providers.completeSandboxCheckout;

/**
 * POST /sandbox/checkout/:token/complete: the sandbox page's button, the provider's confirmation;
 * the member the link was made for presses it, signed in.
 */
export async function completeSandboxCheckoutHandler({
  ctx,
  caller,
  site,
  params,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return completeCheckout(ctx, caller, site, { token: params.token, body });
}
