import type { providers, RouteResponse } from '@baro/contracts';
import { signUpProvider } from '../../../modules/providers/provider-calls.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof providers.signupProvider;

/** POST /{provider}/signup: opens the caller's account at the provider (by name, or by a first charge). */
export async function signupProviderHandler({
  ctx,
  caller,
  site,
  params,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return signUpProvider(ctx, caller, site, params.provider, body);
}
