import type { Caller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { verifyAccessToken } from './access-token.ts';
import type { AccessClaims } from './access-token.ts';
import { isMobileBlocked } from '../../core/device.ts';
import { siteColumns, toSite } from '../sites/find-site.ts';
import type { SiteRow } from '../sites/find-site.ts';
import type { RequestDevice } from '../../core/device.ts';

type AuthenticateContext = Pick<AppContext, 'db' | 'clock' | 'keys'>;

interface MemberSessionRow {
  username: string;
  status: 'NORMAL' | 'DENY';
  block_device: string | null;
  revoked_at: Date | null;
  site: SiteRow | null;
}

interface OperatorSessionRow {
  level: number;
  status: 'NORMAL' | 'DENY';
  revoked_at: Date | null;
  site: SiteRow | null;
}

/**
 * The token's site, read in the session's statement: the edge needs it for nearly every call, and a
 * second statement would cost the request another round trip (issue 15 §5).
 */
const tokenSite = `(SELECT row_to_json(s) FROM (SELECT ${siteColumns} FROM site_info WHERE id = $3) s) AS site`;

/**
 * Resolves a bearer token. The signature and expiry are checked first (no I/O); then one query reads
 * the session and its owner, so a revoked session, a DENY account or a mobile block ends every token
 * at once rather than when the token expires.
 */
export function createAuthenticate(ctx: AuthenticateContext) {
  return async function authenticate(
    bearerToken: string,
    device?: RequestDevice,
  ): Promise<Caller | Rejection> {
    const checked = verifyAccessToken(ctx.keys.accessToken, bearerToken, ctx.clock.nowMs());
    if (!checked.ok) return reject(checked.reason === 'EXPIRED' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED');
    const { claims } = checked;
    return claims.kind === 'member' ? memberCaller(ctx, claims, device) : operatorCaller(ctx, claims);
  };
}

/** Read on every member request (the edge's one query before a handler runs): prepared. */
const memberSessionSql = preparedStatement(
  `SELECT m.username, m.status, m.etc_json->>'blockDevice' AS block_device, f.revoked_at, ${tokenSite}
     FROM session_family f JOIN member m ON m.id = f.member_id
    WHERE f.id = $1 AND f.member_id = $2 AND f.site_id = $3 AND m.site_id = $3`,
);

async function memberCaller(
  ctx: AuthenticateContext,
  claims: AccessClaims,
  device: RequestDevice | undefined,
): Promise<Caller | Rejection> {
  const found = await ctx.db.query<MemberSessionRow>(memberSessionSql, [
    claims.sessionId,
    claims.subjectId,
    claims.siteId,
  ]);
  const row = found.rows[0];
  if (row === undefined) return reject('UNAUTHORIZED');
  if (row.revoked_at !== null) return reject('TOKEN_REVOKED');
  if (row.status === 'DENY') return reject('ACCOUNT_DENIED');
  if (isMobileBlocked(row.block_device, device)) return reject('MOBILE_BLOCKED');
  return {
    kind: 'member',
    memberId: claims.subjectId,
    siteId: claims.siteId,
    username: row.username,
    sessionId: claims.sessionId,
    ...(row.site === null ? {} : { sessionSite: toSite(row.site) }),
  };
}

async function operatorCaller(ctx: AuthenticateContext, claims: AccessClaims): Promise<Caller | Rejection> {
  const found = await ctx.db.query<OperatorSessionRow>(
    `SELECT a.level, a.status, f.revoked_at, ${tokenSite}
       FROM session_family f JOIN admin a ON a.id = f.admin_id
      WHERE f.id = $1 AND f.admin_id = $2 AND f.site_id = $3 AND a.site_id = $3`,
    [claims.sessionId, claims.subjectId, claims.siteId],
  );
  const row = found.rows[0];
  if (row === undefined) return reject('UNAUTHORIZED');
  if (row.revoked_at !== null) return reject('TOKEN_REVOKED');
  if (row.status === 'DENY') return reject('ACCOUNT_DENIED');
  return {
    kind: 'operator',
    adminId: claims.subjectId,
    siteId: claims.siteId,
    level: row.level,
    sessionId: claims.sessionId,
    ...(row.site === null ? {} : { sessionSite: toSite(row.site) }),
  };
}
