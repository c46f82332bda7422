import type { auth, RouteResponse } from '@baro/contracts';
import { resetPassword } from '../../../modules/accounts/recovery.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.findPw;

/** POST /player/find_pw: a new password with a verified phone; every session ends. */
export async function findPwHandler({
  ctx,
  body,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return resetPassword(ctx, {
    site,
    username: body.username,
    certificateValue: body.certificateValue,
    password: body.password,
  });
}
