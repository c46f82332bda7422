import type { providers, RouteResponse } from '@baro/contracts';
import { checkProviderAccount } from '../../../modules/providers/provider-calls.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof providers.checkProviderCoin;

/** GET /{provider}/chk_coin: the caller's account and won balance at the provider. */
export async function checkProviderCoinHandler({
  ctx,
  caller,
  site,
  params,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return checkProviderAccount(ctx, caller, site, params.provider);
}
