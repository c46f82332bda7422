import type { auth, RouteResponse } from '@baro/contracts';
import { changePassword as changeMemberPassword } from '../../../modules/accounts/account-changes.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.changePassword;

/** POST /user/change_password: the caller's own password; other sessions end. */
export async function changePasswordHandler({
  ctx,
  body,
  caller,
  ip,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return changeMemberPassword(ctx, {
    caller,
    id: body.id,
    currentPassword: body.currentPassword,
    password: body.password,
    ip,
  });
}
