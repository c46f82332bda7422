import type { providers, RouteResponse } from '@baro/contracts';
import { checkProviderAccount } from '../../../modules/providers/provider-calls.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof providers.checkProviderPlayer;

/** GET /{provider}/chk_player: whether the caller has signed up with the provider. */
export async function checkProviderPlayerHandler({
  ctx,
  caller,
  site,
  params,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return checkProviderAccount(ctx, caller, site, params.provider);
}
