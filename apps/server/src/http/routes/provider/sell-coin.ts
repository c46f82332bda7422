import type { providers, RouteResponse } from '@baro/contracts';
import { sellProviderCoin } from '../../../modules/providers/provider-calls.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof providers.sellProviderCoin;

/** POST /{provider}/sellCoin {walletType, point}: sells coin; its won goes to the caller's provider account. */
export async function sellProviderCoinHandler({
  ctx,
  caller,
  site,
  params,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return sellProviderCoin(ctx, caller, site, params.provider, body);
}
