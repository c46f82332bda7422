import type { auth, RouteResponse } from '@baro/contracts';
import { revokeSession, sessionOfRefreshToken } from '../../modules/accounts/sessions.ts';
import { forceLogout } from '../../realtime/force-logout.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { HandlerInput } from '../router.ts';

type Route = typeof auth.logout;

/**
 * POST /logout: ends the session of the access token, or of the refresh token when the client's
 * access token has already expired. Ending a session that is already over is not an error.
 */
export async function logoutHandler({
  ctx,
  caller,
  body,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  let sessionId = caller?.sessionId;
  if (sessionId === undefined && body.refreshToken !== undefined) {
    sessionId = await sessionOfRefreshToken(ctx.db, { siteId: site.id, refreshToken: body.refreshToken });
    if (sessionId === undefined) return { ok: true };
  }
  if (sessionId === undefined) return reject('UNAUTHORIZED');
  await revokeSession(ctx, ctx.db, sessionId, 'LOGOUT');
  // The revocation has committed (one statement); the session's other tabs lose their sockets too.
  if (caller?.kind === 'member') {
    forceLogout(ctx.bus, {
      memberId: caller.memberId,
      siteId: site.id,
      code: 'TOKEN_REVOKED',
      onlySessionId: sessionId,
    });
  }
  return { ok: true };
}
