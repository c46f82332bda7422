import { UnsecuredJWT } from 'jose';
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
    expect(await verifyAccessToken(keys.accessToken, token, nowMs + 899_000)).toEqual({ ok: true, claims });
  });

  it('expire after their lifetime', async () => {
    const token = await signAccessToken(keys.accessToken, claims, nowMs, 900);
    expect(await verifyAccessToken(keys.accessToken, token, nowMs + 900_000)).toEqual({
      ok: false,
      reason: 'EXPIRED',
    });
  });

  it('are refused under another key, and unsigned', async () => {
    const token = await signAccessToken(keys.accessToken, claims, nowMs, 900);
    const other = deriveServerKeys('another-secret-of-at-least-32-characters');
    expect(await verifyAccessToken(other.accessToken, token, nowMs)).toEqual({
      ok: false,
      reason: 'INVALID',
    });
    const unsigned = new UnsecuredJWT({ site: 7, kind: 'member', sid: claims.sessionId })
      .setSubject('42')
      .setIssuer('baro')
      .setExpirationTime(Math.floor(nowMs / 1000) + 900)
      .encode();
    expect(await verifyAccessToken(keys.accessToken, unsigned, nowMs)).toEqual({
      ok: false,
      reason: 'INVALID',
    });
  });

  it('keep the access-token key apart from the verification-code key', () => {
    expect(Buffer.from(keys.accessToken).equals(Buffer.from(keys.verificationCode))).toBe(false);
  });
});
