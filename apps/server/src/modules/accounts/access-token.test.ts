import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';
import type { AccessClaims } from './access-token.ts';
import { deriveServerKeys } from './server-keys.ts';

const keys = deriveServerKeys('a-test-secret-of-at-least-32-characters');
const claims: AccessClaims = {
  kind: 'member',
  subjectId: 42,
  siteId: 7,
  sessionId: '4b1a0a4e-8c5e-4f35-9d43-2f5f7d9c0a11',
};
const nowMs = Date.UTC(2026, 0, 1);

describe('access tokens', () => {
  it('verify to the claims they were signed with', async () => {
    const token = await signAccessToken(keys.accessToken, claims, nowMs, 900);
    expect(verifyAccessToken(keys.accessToken, token, nowMs + 899_000)).toEqual({ ok: true, claims });
  });

  it('expire after their lifetime', async () => {
    const token = await signAccessToken(keys.accessToken, claims, nowMs, 900);
    expect(verifyAccessToken(keys.accessToken, token, nowMs + 900_000)).toEqual({
      ok: false,
      reason: 'EXPIRED',
    });
  });

  it('are refused under another key, and unsigned', async () => {
    const token = await signAccessToken(keys.accessToken, claims, nowMs, 900);
    const other = deriveServerKeys('another-secret-of-at-least-32-characters');
    expect(verifyAccessToken(other.accessToken, token, nowMs)).toEqual({
      ok: false,
      reason: 'INVALID',
    });
    const unsigned = new UnsecuredJWT({ site: 7, kind: 'member', sid: claims.sessionId })
      .setSubject('42')
      .setIssuer('baro')
      .setExpirationTime(Math.floor(nowMs / 1000) + 900)
      .encode();
    expect(verifyAccessToken(keys.accessToken, unsigned, nowMs)).toEqual({
      ok: false,
      reason: 'INVALID',
    });
  });

  it('are refused when any part was changed after signing', async () => {
    const token = await signAccessToken(keys.accessToken, claims, nowMs, 900);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '43' }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    for (const changed of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${header}.${payload}.${signature}.`,
      `${header}.${payload}`,
      `${header}.${payload}.${signature}==`,
    ]) {
      expect(verifyAccessToken(keys.accessToken, changed, nowMs), changed).toEqual({
        ok: false,
        reason: 'INVALID',
      });
    }
  });

  it('are refused when signed under another algorithm, issuer, or without an expiry, or before nbf', async () => {
    const iat = Math.floor(nowMs / 1000);
    const signed = (header: { alg: string; crit?: string[] }, build: (jwt: SignJWT) => SignJWT) =>
      build(
        new SignJWT({ site: 7, kind: 'member', sid: claims.sessionId })
          .setProtectedHeader(header)
          .setSubject('42'),
      ).sign(keys.accessToken);
    const refused = [
      await signed({ alg: 'HS512' }, (jwt) => jwt.setIssuer('baro').setExpirationTime(iat + 900)),
      await signed({ alg: 'HS256' }, (jwt) => jwt.setIssuer('other').setExpirationTime(iat + 900)),
      await signed({ alg: 'HS256' }, (jwt) => jwt.setIssuer('baro')),
      await signed({ alg: 'HS256' }, (jwt) =>
        jwt
          .setIssuer('baro')
          .setExpirationTime(iat + 900)
          .setNotBefore(iat + 60),
      ),
    ];
    for (const token of refused)
      expect(verifyAccessToken(keys.accessToken, token, nowMs), token).toEqual({
        ok: false,
        reason: 'INVALID',
      });
    // The same builder with the claims this server signs verifies: the refusals above are the changes.
    const accepted = await signed({ alg: 'HS256' }, (jwt) =>
      jwt.setIssuer('baro').setExpirationTime(iat + 900),
    );
    expect(verifyAccessToken(keys.accessToken, accepted, nowMs)).toEqual({ ok: true, claims });
  });

  it('keep the access-token key apart from the verification-code key', () => {
    expect(Buffer.from(keys.accessToken).equals(Buffer.from(keys.verificationCode))).toBe(false);
  });
});
