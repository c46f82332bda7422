import type { auth, RouteResponse } from '@baro/contracts';
import { rotateSession } from '../../modules/accounts/sessions.ts';
import { signInWithPassword } from '../../modules/accounts/sign-in.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { HandlerInput } from '../router.ts';

type Route = typeof auth.login;

/** POST /login: a password sign-in, or a refresh-token renewal (which rotates the refresh token). */
export async function loginHandler({
  ctx,
  body,
  site,
  ip,
  device,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  if ('refreshToken' in body) {
    return rotateSession(ctx, { siteId: site.id, refreshToken: body.refreshToken, device });
  }
  return signInWithPassword(ctx, {
    siteId: site.id,
    realm: 'member',
    username: body.username,
    password: body.password,
    ip,
    device,
  });
}
