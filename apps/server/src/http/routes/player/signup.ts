import type { auth, RouteResponse } from '@baro/contracts';
import { signUp } from '../../../modules/accounts/signup.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.signup;

/** POST /player: member signup. */
export async function signupHandler({
  ctx,
  body,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return signUp(ctx, { site, body });
}
