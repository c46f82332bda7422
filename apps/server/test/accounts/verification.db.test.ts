import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRequestsPerTargetMax, codeTtlSeconds } from '../../src/modules/accounts/verification-codes.ts';
import {
  certifyPhone,
  errorCode,
  lastSentCode,
  logIn,
  openAccountsFixture,
  signUpMember,
  phoneSequence,
  wrongCode,
} from '../support/accounts-fixture.ts';
import type { AccountsFixture } from '../support/accounts-fixture.ts';

let fx: AccountsFixture;
const nextPhone = phoneSequence('8000');

beforeAll(async () => {
  fx = await openAccountsFixture();
});
afterAll(async () => {
  await fx.close();
});

describe('phone codes', () => {
  it('sends a 6-digit code that is stored only hashed, and verifies it once into a certificate', async () => {
    const phone = nextPhone();
    const sent = await fx.post('/certi/certificate_phone', { key: phone.typed });
    expect(sent.json()).toEqual({ expiresIn: codeTtlSeconds });
    const code = await lastSentCode(fx.db, fx.site.id, phone.digits);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await fx.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM verification_code WHERE target = $1',
      [phone.digits],
    );
    expect(stored.rows[0]?.code_hash).not.toContain(code);

    const verified = await fx.post('/certi/verify_phone', { key: phone.typed, secretCode: code });
    expect(verified.json()).toEqual({ certificateValue: expect.any(String) as string, expiresIn: 1800 });
    const again = await fx.post('/certi/verify_phone', { key: phone.typed, secretCode: code });
    expect(errorCode(again)).toBe('CODE_EXPIRED');
  });

  it('allows 5 tries: the fifth wrong code ends the code, and the right one is refused after', async () => {
    const phone = nextPhone();
    await fx.post('/certi/certificate_phone', { key: phone.typed });
    const code = await lastSentCode(fx.db, fx.site.id, phone.digits);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await fx.post('/certi/verify_phone', { key: phone.typed, secretCode: wrongCode(code) });
      expect(errorCode(wrong)).toBe('CODE_MISMATCH');
    }
    const fifth = await fx.post('/certi/verify_phone', { key: phone.typed, secretCode: wrongCode(code) });
    expect(errorCode(fifth)).toBe('CODE_TRIES_EXCEEDED');
    const right = await fx.post('/certi/verify_phone', { key: phone.typed, secretCode: code });
    expect(errorCode(right)).toBe('CODE_TRIES_EXCEEDED');
  });

  it('expires a code after 3 minutes', async () => {
    const phone = nextPhone();
    await fx.post('/certi/certificate_phone', { key: phone.typed });
    const code = await lastSentCode(fx.db, fx.site.id, phone.digits);
    fx.clock.advanceMs(codeTtlSeconds * 1000);
    expect(errorCode(await fx.post('/certi/verify_phone', { key: phone.typed, secretCode: code }))).toBe(
      'CODE_EXPIRED',
    );
  });

  it('replaces the previous code when a new one is requested', async () => {
    const phone = nextPhone();
    await fx.post('/certi/certificate_phone', { key: phone.typed });
    const first = await lastSentCode(fx.db, fx.site.id, phone.digits);
    await fx.post('/certi/certificate_phone', { key: phone.typed });
    const second = await lastSentCode(fx.db, fx.site.id, phone.digits);
    if (first !== second) {
      const old = await fx.post('/certi/verify_phone', { key: phone.typed, secretCode: first });
      expect(errorCode(old)).toBe('CODE_MISMATCH');
    }
    expect((await fx.post('/certi/verify_phone', { key: phone.typed, secretCode: second })).statusCode).toBe(
      200,
    );
  });

  it(`limits requests to ${codeRequestsPerTargetMax} per phone in 15 minutes`, async () => {
    const phone = nextPhone();
    for (let n = 0; n < codeRequestsPerTargetMax; n += 1) {
      expect(
        (await fx.post('/certi/certificate_phone', { key: phone.typed }, { ip: `10.9.0.${n}` })).statusCode,
      ).toBe(200);
    }
    const over = await fx.post('/certi/certificate_phone', { key: phone.typed }, { ip: '10.9.1.1' });
    expect(errorCode(over)).toBe('RATE_LIMITED');
    fx.clock.advanceMs(15 * 60 * 1000);
    expect((await fx.post('/certi/certificate_phone', { key: phone.typed })).statusCode).toBe(200);
  });
});

describe('e-mail codes', () => {
  it('verify the same way, with the address lower-cased', async () => {
    await fx.post('/certi/certificate_email', { key: 'Someone@Example.com' });
    const code = await lastSentCode(fx.db, fx.site.id, 'someone@example.com');
    const verified = await fx.post('/certi/verify_email', { key: 'someone@example.com', secretCode: code });
    expect(verified.statusCode).toBe(200);
  });
});

describe('GET /certi/nice_id', () => {
  it('answers a sandbox page on the caller host, and says it is the sandbox', async () => {
    const response = await fx.get('/certi/nice_id', { host: 'localhost:5173' });
    const body = response.json<{ provider: string; url: string }>();
    expect(body.provider).toBe('sandbox');
    expect(body.url).toMatch(/^http:\/\/localhost:5173\/certi\/nice-sandbox\?requestNo=sandbox-[0-9a-f]+$/);
  });
});

describe('account recovery', () => {
  it('find_id answers the masked username for the name and a verified phone', async () => {
    const member = await signUpMember(fx);
    const certificateValue = await certifyPhone(fx, member.phone, 'FIND_ID');
    expect(errorCode(await fx.post('/player/find_id', { name: '다른이름', certificateValue }))).toBe(
      'MEMBER_NOT_FOUND',
    );
    const found = await fx.post('/player/find_id', { name: member.name, certificateValue });
    expect(found.json()).toEqual({
      username: `me${'*'.repeat(member.username.length - 3)}${member.username.at(-1)}`,
    });
    expect(errorCode(await fx.post('/player/find_id', { name: member.name, certificateValue }))).toBe(
      'CERTIFICATE_REQUIRED',
    );
  });

  it('find_id refuses a certificate made for signup', async () => {
    const member = await signUpMember(fx);
    const certificateValue = await certifyPhone(fx, member.phone, 'SIGNUP');
    expect(errorCode(await fx.post('/player/find_id', { name: member.name, certificateValue }))).toBe(
      'CERTIFICATE_REQUIRED',
    );
  });

  it('find_pw sets the new password and ends every session', async () => {
    const member = await signUpMember(fx);
    const tokens = await logIn(fx, member);
    const certificateValue = await certifyPhone(fx, member.phone, 'FIND_PW');
    const weak = await fx.post('/player/find_pw', {
      username: member.username,
      certificateValue,
      password: 'short',
    });
    expect(errorCode(weak)).toBe('PASSWORD_INVALID');

    const reset = await fx.post('/player/find_pw', {
      username: member.username,
      certificateValue,
      password: 'brand-new-passphrase',
    });
    expect(reset.json()).toEqual({ ok: true });
    expect(errorCode(await fx.get('/me', {}, { token: tokens.accessToken }))).toBe('TOKEN_REVOKED');
    expect(errorCode(await fx.post('/login', member))).toBe('LOGIN_FAILED');
    expect((await fx.post('/login', { ...member, password: 'brand-new-passphrase' })).statusCode).toBe(200);
  });

  it("find_pw refuses a username that is not the proven phone's", async () => {
    const owner = await signUpMember(fx);
    const other = await signUpMember(fx);
    const certificateValue = await certifyPhone(fx, other.phone, 'FIND_PW');
    const response = await fx.post('/player/find_pw', {
      username: owner.username,
      certificateValue,
      password: 'takeover-attempt-1',
    });
    expect(errorCode(response)).toBe('MEMBER_NOT_FOUND');
    expect((await fx.post('/login', owner)).statusCode).toBe(200);
  });
});
