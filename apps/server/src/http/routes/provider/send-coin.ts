import type { providers, RouteResponse } from '@baro/contracts';
import { sendProviderCoin } from '../../../modules/providers/provider-calls.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof providers.sendProviderCoin;

/** POST /{provider}/sendCoin {walletType, won}: buys coin with won from the caller's provider account. */
export async function sendProviderCoinHandler({
  ctx,
  caller,
  site,
  params,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return sendProviderCoin(ctx, caller, site, params.provider, body);
}
