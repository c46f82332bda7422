import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
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

/** A JWS segment: base64url without padding (`Buffer.from` would skip any other character unread). */
const segmentPattern = /^[A-Za-z0-9_-]+$/;

/** Parsed JSON of a base64url segment when it is an object, else undefined. */
function segmentObject(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks signature, issuer and expiry against the server clock (so tests can move time). Only the
 * token is checked here; whether its session and account still stand is `authenticate`'s query.
 *
 * Verified with node:crypto's HMAC, synchronously, rather than with jose's `jwtVerify`: every signed-in
 * request verifies a token, and jose's WebCrypto path (a key import and a verify job handed to the
 * thread pool each time) cost about 0.3 ms of CPU per request under load, against a few microseconds
 * here (issue 15 §5). The rules are jose's for these tokens: HS256 only, no `crit` header, the
 * signature checked before any claim, `exp` and `sub` required, expired when `exp` ≤ now (seconds),
 * not yet valid when `nbf` > now.
 */
export function verifyAccessToken(key: Uint8Array, token: string, nowMs: number): AccessTokenCheck {
  const invalid: AccessTokenCheck = { ok: false, reason: 'INVALID' };
  const parts = token.split('.');
  const [header, payload, signature] = parts;
  if (parts.length !== 3 || header === undefined || payload === undefined || signature === undefined)
    return invalid;
  if (!segmentPattern.test(header) || !segmentPattern.test(payload) || !segmentPattern.test(signature))
    return invalid;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  const protectedHeader = segmentObject(header);
  if (protectedHeader?.alg !== algorithm || 'crit' in protectedHeader) return invalid;
  const claims = segmentObject(payload);
  if (claims === undefined || claims.iss !== issuer || typeof claims.exp !== 'number') return invalid;
  const nowSeconds = Math.floor(nowMs / 1000);
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > nowSeconds)) return invalid;
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'EXPIRED' };
  const parsed = payloadSchema.safeParse(claims);
  if (!parsed.success) return invalid;
  const { sub, site, kind, sid } = parsed.data;
  return { ok: true, claims: { kind, subjectId: Number(sub), siteId: site, sessionId: sid } };
}
