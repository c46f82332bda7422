import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/create-context.ts';
import { refreshReuseGraceMs } from '../../src/modules/accounts/sessions.ts';
import { errorCode, logIn, openAccountsFixture, signUpMember } from '../support/accounts-fixture.ts';
import type { AccountsFixture, Tokens } from '../support/accounts-fixture.ts';
import { insertSite } from '../support/seed-site.ts';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

let fx: AccountsFixture;

beforeAll(async () => {
  fx = await openAccountsFixture({ usedCoins: 'BINARY,FUTURES,USDT,BTC', binaryCurrency: 'KRW' });
});
afterAll(async () => {
  await fx.close();
});

describe('login and GET /me', () => {
  it('answers tokens, and /me answers the member with its wallets keyed by type', async () => {
    const member = await signUpMember(fx, { email: 'Hong@Example.com' });
    const tokens = await logIn(fx, member);
    expect(tokens.expiresIn).toBe(fx.ctx.config.accessTokenTtlSeconds);

    const me = await fx.get('/me', {}, { token: tokens.accessToken });
    expect(me.statusCode).toBe(200);
    const zero = { point: '0', gameWaitPoint: '0', realPoint: '0', losscut: '0', pnl: '0', address: null };
    expect(me.json()).toEqual({
      id: member.id,
      username: member.username,
      name: member.name,
      nick: expect.any(String) as string,
      phone: member.phone,
      email: 'hong@example.com',
      status: 'NORMAL',
      etcJson: {},
      money: '0',
      wallet: {
        BINARY: { type: 'BINARY', currency: 'KRW', ...zero },
        FUTURES: { type: 'FUTURES', currency: 'USDT', ...zero },
        USDT: { type: 'USDT', currency: 'USDT', ...zero },
        BTC: { type: 'BTC', currency: 'BTC', ...zero },
      },
    });
  });

  it('refuses a wrong password, and /me without a token', async () => {
    const member = await signUpMember(fx);
    const wrong = await fx.post('/login', { username: member.username, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(errorCode(wrong)).toBe('LOGIN_FAILED');
    expect(errorCode(await fx.post('/login', { username: 'nobody-here', password: 'whatever-it-is' }))).toBe(
      'LOGIN_FAILED',
    );
    expect(errorCode(await fx.get('/me'))).toBe('UNAUTHORIZED');
  });

  it('refuses an access token once it has expired on the server clock', async () => {
    const tokens = await logIn(fx, await signUpMember(fx));
    fx.clock.advanceMs((fx.ctx.config.accessTokenTtlSeconds + 1) * 1000);
    expect(errorCode(await fx.get('/me', {}, { token: tokens.accessToken }))).toBe('TOKEN_EXPIRED');
  });

  it('refuses a site A token on site B', async () => {
    const tokens = await logIn(fx, await signUpMember(fx));
    const other = await insertSite(fx.db);
    const response = await fx.get('/me', {}, { token: tokens.accessToken, siteId: other.id });
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('SITE_MISMATCH');
    const refresh = await fx.post('/login', { refreshToken: tokens.refreshToken }, { siteId: other.id });
    expect(errorCode(refresh)).toBe('REFRESH_TOKEN_INVALID');
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works and the refresh token is stored only hashed', async () => {
    const first = await logIn(fx, await signUpMember(fx));
    const renewed = await fx.post('/login', { refreshToken: first.refreshToken, siteInfoId: fx.site.id });
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json<{ accessToken: string; refreshToken: string }>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await fx.get('/me', {}, { token: second.accessToken })).statusCode).toBe(200);
    const stored = await fx.db.query<{ raw: boolean; hashed: boolean }>(
      `SELECT bool_or(token_hash = $1) AS raw, bool_or(token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')) AS hashed
         FROM refresh_token`,
      [first.refreshToken],
    );
    expect(stored.rows[0]).toEqual({ raw: false, hashed: true });
  });

  it('reusing a rotated one revokes the whole family: the newest tokens stop working', async () => {
    const first = await logIn(fx, await signUpMember(fx));
    const second = (await fx.post('/login', { refreshToken: first.refreshToken })).json<{
      accessToken: string;
      refreshToken: string;
    }>();

    fx.clock.advanceMs(refreshReuseGraceMs);
    const replay = await fx.post('/login', { refreshToken: first.refreshToken });
    expect(errorCode(replay)).toBe('TOKEN_REVOKED');
    expect(errorCode(await fx.get('/me', {}, { token: second.accessToken }))).toBe('TOKEN_REVOKED');
    expect(errorCode(await fx.post('/login', { refreshToken: second.refreshToken }))).toBe(
      'REFRESH_TOKEN_INVALID',
    );
  });

  it('within 10 s of a rotation, refuses the rotated token without ending the session', async () => {
    const first = await logIn(fx, await signUpMember(fx));
    const second = (await fx.post('/login', { refreshToken: first.refreshToken })).json<Tokens>();

    fx.clock.advanceMs(refreshReuseGraceMs - 1);
    expect(errorCode(await fx.post('/login', { refreshToken: first.refreshToken }))).toBe(
      'REFRESH_TOKEN_INVALID',
    );
    expect((await fx.get('/me', {}, { token: second.accessToken })).statusCode).toBe(200);
    const third = await fx.post('/login', { refreshToken: second.refreshToken });
    expect(third.statusCode).toBe(200);

    // Past the window the same replay is a copy: the family ends, the newest tokens with it.
    fx.clock.advanceMs(refreshReuseGraceMs);
    expect(errorCode(await fx.post('/login', { refreshToken: first.refreshToken }))).toBe('TOKEN_REVOKED');
    expect(errorCode(await fx.get('/me', {}, { token: third.json<Tokens>().accessToken }))).toBe(
      'TOKEN_REVOKED',
    );
  });

  it('two parallel refreshes of one token: one renews, the other is refused, the session lives', async () => {
    const tokens = await logIn(fx, await signUpMember(fx));
    const both = await Promise.all(
      [1, 2].map(() => fx.post('/login', { refreshToken: tokens.refreshToken })),
    );
    const renewed = both.filter((response) => response.statusCode === 200);
    expect(renewed).toHaveLength(1);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 401]);
    expect(errorCode(both.find((response) => response.statusCode !== 200)!)).toBe('REFRESH_TOKEN_INVALID');
    const fresh = renewed[0]!.json<Tokens>();
    expect((await fx.get('/me', {}, { token: fresh.accessToken })).statusCode).toBe(200);
    expect((await fx.post('/login', { refreshToken: fresh.refreshToken })).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const tokens = await logIn(fx, await signUpMember(fx));
    fx.clock.advanceMs((fx.ctx.config.refreshTokenTtlSeconds + 1) * 1000);
    expect(errorCode(await fx.post('/login', { refreshToken: tokens.refreshToken }))).toBe(
      'REFRESH_TOKEN_INVALID',
    );
  });
});

describe('POST /logout', () => {
  it('ends the session of the access token', async () => {
    const tokens = await logIn(fx, await signUpMember(fx));
    expect((await fx.post('/logout', {}, { token: tokens.accessToken })).json()).toEqual({ ok: true });
    expect(errorCode(await fx.get('/me', {}, { token: tokens.accessToken }))).toBe('TOKEN_REVOKED');
    expect(errorCode(await fx.post('/login', { refreshToken: tokens.refreshToken }))).toBe(
      'REFRESH_TOKEN_INVALID',
    );
  });

  it('ends a session with only its refresh token, and leaves the member other sessions', async () => {
    const member = await signUpMember(fx);
    const phone = await logIn(fx, member);
    const laptop = await logIn(fx, member);
    expect((await fx.post('/logout', { refreshToken: phone.refreshToken })).statusCode).toBe(200);
    expect(errorCode(await fx.get('/me', {}, { token: phone.accessToken }))).toBe('TOKEN_REVOKED');
    expect((await fx.get('/me', {}, { token: laptop.accessToken })).statusCode).toBe(200);
  });
});

describe('blocked accounts', () => {
  it('a DENY member cannot sign in, and a token issued before is refused at once', async () => {
    const member = await signUpMember(fx);
    const tokens = await logIn(fx, member);
    await fx.db.query(`UPDATE member SET status = 'DENY' WHERE id = $1`, [member.id]);

    expect(errorCode(await fx.get('/me', {}, { token: tokens.accessToken }))).toBe('ACCOUNT_DENIED');
    expect(errorCode(await fx.post('/login', member))).toBe('ACCOUNT_DENIED');
    expect(errorCode(await fx.post('/login', { refreshToken: tokens.refreshToken }))).toBe('ACCOUNT_DENIED');
    // A wrong password learns nothing about the block.
    expect(errorCode(await fx.post('/login', { ...member, password: 'wrong-password-1' }))).toBe(
      'LOGIN_FAILED',
    );
  });

  it('a mobile-blocked member is refused on a phone and served on a desktop', async () => {
    const member = await signUpMember(fx);
    const tokens = await logIn(fx, member);
    await fx.db.query(`UPDATE member SET etc_json = '{"blockDevice":"M"}' WHERE id = $1`, [member.id]);

    expect(errorCode(await fx.post('/login', member, { userAgent: iphone }))).toBe('MOBILE_BLOCKED');
    expect((await fx.get('/me', {}, { token: tokens.accessToken })).statusCode).toBe(200);
    const onPhone = await fx.ctx.authenticate(tokens.accessToken, { mobile: true });
    expect(onPhone).toMatchObject({ code: 'MOBILE_BLOCKED' });
  });
});

describe('the site a signed-in call acts on', () => {
  it("is read with the session on every call: closing the site ends its members' calls at once", async () => {
    const tokens = await logIn(fx, await signUpMember(fx));
    const other = await insertSite(fx.db, { code: 'session-site-other' });
    expect((await fx.get('/me', {}, { token: tokens.accessToken })).statusCode).toBe(200);
    expect(errorCode(await fx.get('/me', {}, { token: tokens.accessToken, siteId: other.id }))).toBe(
      'SITE_MISMATCH',
    );
    await fx.db.query(`UPDATE site_info SET status = 'CLOSED' WHERE id = $1`, [fx.site.id]);
    try {
      expect(errorCode(await fx.get('/me', {}, { token: tokens.accessToken }))).toBe('SITE_NOT_FOUND');
    } finally {
      await fx.db.query(`UPDATE site_info SET status = 'ACTIVE' WHERE id = $1`, [fx.site.id]);
    }
    expect((await fx.get('/me', {}, { token: tokens.accessToken })).statusCode).toBe(200);
  });

  it('comes with the caller from authenticate, as the site row reads now', async () => {
    const tokens = await logIn(fx, await signUpMember(fx));
    const caller = await fx.ctx.authenticate(tokens.accessToken);
    expect(caller).toMatchObject({ kind: 'member', sessionSite: { id: fx.site.id, status: 'ACTIVE' } });
  });
});

describe('operators', () => {
  it('sign in at /admin/login and get an operator caller, which /me refuses', async () => {
    const hash = await fx.ctx.passwordHasher.hash('operator-password-1');
    const admin = await fx.db.query<{ id: number }>(
      `INSERT INTO admin (site_id, username, password_hash, name, level) VALUES ($1, 'boss', $2, '운영자', 2) RETURNING id`,
      [fx.site.id, hash],
    );
    const response = await fx.post('/admin/login', { username: 'boss', password: 'operator-password-1' });
    expect(response.statusCode).toBe(200);
    const tokens = response.json<{ accessToken: string; refreshToken: string }>();
    expect(await fx.ctx.authenticate(tokens.accessToken)).toMatchObject({
      kind: 'operator',
      adminId: admin.rows[0]!.id,
      siteId: fx.site.id,
      level: 2,
    });
    expect(errorCode(await fx.get('/me', {}, { token: tokens.accessToken }))).toBe('FORBIDDEN');
    const renewed = await fx.post('/login', { refreshToken: tokens.refreshToken });
    expect(await fx.ctx.authenticate(renewed.json<{ accessToken: string }>().accessToken)).toMatchObject({
      kind: 'operator',
    });
    expect(errorCode(await fx.post('/login', { username: 'boss', password: 'operator-password-1' }))).toBe(
      'LOGIN_FAILED',
    );
  });
});

describe('the stored server secret', () => {
  it('is kept, so a restarted server accepts the tokens it issued before', async () => {
    const tokens = await logIn(fx, await signUpMember(fx));
    const restarted = await createContext({
      config: fx.ctx.config,
      db: fx.db,
      log: pino({ level: 'silent' }),
      clock: fx.clock,
    });
    expect(await restarted.authenticate(tokens.accessToken)).toMatchObject({ kind: 'member' });
  });
});
