import type { auth, RouteResponse } from '@baro/contracts';
import { deviceOf } from '../../../modules/accounts/device.ts';
import { signInWithPassword } from '../../../modules/accounts/sign-in.ts';
import type { Rejection } from '../../rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.adminLogin;

/** POST /admin/login: an operator signs in; the tokens renew through POST /login like a member's. */
export async function adminLoginHandler({
  ctx,
  body,
  site,
  ip,
  request,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return signInWithPassword(ctx, {
    siteId: site.id,
    realm: 'admin',
    username: body.username,
    password: body.password,
    ip,
    device: deviceOf(request.headers['user-agent']),
  });
}
