import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** Who an access token speaks for. `sessionId` is the session family; revoking it ends the token. */
export interface AccessClaims {
  readonly kind: 'member' | 'operator';
  /** The member id, or the admin id for an operator. */
  readonly subjectId: number;
  readonly siteId: number;
  readonly sessionId: string;
}

export type AccessTokenCheck =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'EXPIRED' | 'INVALID' };

const issuer = 'baro';
const algorithm = 'HS256';

const payloadSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,9}$/),
  site: z.number().int().positive(),
  kind: z.enum(['member', 'operator']),
  sid: z.uuid(),
});

export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  nowMs: number,
  ttlSeconds: number,
): Promise<string> {
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT({ site: claims.siteId, kind: claims.kind, sid: claims.sessionId })
    .setProtectedHeader({ alg: algorithm })
    .setIssuer(issuer)
    .setSubject(String(claims.subjectId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
}

/**
 * Checks signature, issuer and expiry against the server clock (so tests can move time). Only the
 * token is checked here; whether its session and account still stand is `authenticate`'s query.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  nowMs: number,
): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [algorithm],
      issuer,
      currentDate: new Date(nowMs),
      requiredClaims: ['exp', 'sub'],
    });
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return { ok: false, reason: 'INVALID' };
    const { sub, site, kind, sid } = parsed.data;
    return { ok: true, claims: { kind, subjectId: Number(sub), siteId: site, sessionId: sid } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'EXPIRED' };
    if (error instanceof errors.JOSEError) return { ok: false, reason: 'INVALID' };
    throw error;
  }
}
