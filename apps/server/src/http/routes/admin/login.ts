import type { auth, RouteResponse } from '@baro/contracts';
import { signInWithPassword } from '../../../modules/accounts/sign-in.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.adminLogin;

/** POST /admin/login: an operator signs in; the tokens renew through POST /login like a member's. */
export async function adminLoginHandler({
  ctx,
  body,
  site,
  ip,
  device,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return signInWithPassword(ctx, {
    siteId: site.id,
    realm: 'admin',
    username: body.username,
    password: body.password,
    ip,
    device,
  });
}
