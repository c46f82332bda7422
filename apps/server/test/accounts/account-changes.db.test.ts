import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailuresPerAddressMax } from '../../src/modules/accounts/login-throttle.ts';
import { errorCode, logIn, openAccountsFixture, signUpMember } from '../support/accounts-fixture.ts';
import type { AccountsFixture } from '../support/accounts-fixture.ts';

let fx: AccountsFixture;

beforeAll(async () => {
  fx = await openAccountsFixture();
});
afterAll(async () => {
  await fx.close();
});

async function passwordHashOf(memberId: number): Promise<string> {
  const found = await fx.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM member WHERE id = $1',
    [memberId],
  );
  return found.rows[0]!.password_hash;
}

describe('POST /user/change_password', () => {
  it("refuses another member's id with FORBIDDEN and changes nothing", async () => {
    const me = await signUpMember(fx);
    const victim = await signUpMember(fx);
    const victimTokens = await logIn(fx, victim);
    const before = await passwordHashOf(victim.id);
    const { accessToken } = await logIn(fx, me);

    const response = await fx.post(
      '/user/change_password',
      { id: victim.id, password: 'attacker-chosen-1', currentPassword: me.password },
      { token: accessToken },
    );
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(await passwordHashOf(victim.id)).toBe(before);
    expect((await fx.get('/me', {}, { token: victimTokens.accessToken })).statusCode).toBe(200);
  });

  it('checks the current password and the policy', async () => {
    const member = await signUpMember(fx);
    const { accessToken } = await logIn(fx, member);
    const wrong = await fx.post(
      '/user/change_password',
      { id: member.id, password: 'another-passphrase', currentPassword: 'not-my-password' },
      { token: accessToken },
    );
    expect(errorCode(wrong)).toBe('CURRENT_PASSWORD_MISMATCH');
    const common = await fx.post(
      '/user/change_password',
      { id: member.id, password: 'password123', currentPassword: member.password },
      { token: accessToken },
    );
    expect(errorCode(common)).toBe('PASSWORD_COMMON');
  });

  it('guards the current password with the sign-in throttle, also against parallel guesses', async () => {
    const member = await signUpMember(fx);
    const { accessToken } = await logIn(fx, member);
    const hashesBefore = fx.hasher.calls.count;
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        fx.post(
          '/user/change_password',
          { id: member.id, password: 'another-passphrase', currentPassword: `guess-number-${n}` },
          { token: accessToken, ip: '192.0.2.40' },
        ),
      ),
    );
    const codes = responses.map(errorCode);
    const mismatches = codes.filter((code) => code === 'CURRENT_PASSWORD_MISMATCH').length;
    expect(mismatches).toBeLessThanOrEqual(loginFailuresPerAddressMax);
    expect(codes.filter((code) => code === 'LOGIN_THROTTLED')).toHaveLength(30 - mismatches);
    expect(fx.hasher.calls.count - hashesBefore).toBeLessThanOrEqual(loginFailuresPerAddressMax);
    // The same budget as sign-in: the address has only the rest of its ten wrong passwords left.
    for (let n = mismatches; n < loginFailuresPerAddressMax; n += 1) {
      const wrong = { username: member.username, password: `wrong-password-${n}` };
      expect(errorCode(await fx.post('/login', wrong, { ip: '192.0.2.40' }))).toBe('LOGIN_FAILED');
    }
    expect(errorCode(await fx.post('/login', member, { ip: '192.0.2.40' }))).toBe('LOGIN_THROTTLED');
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const member = await signUpMember(fx);
    const here = await logIn(fx, member);
    const elsewhere = await logIn(fx, member);
    const response = await fx.post(
      '/user/change_password',
      { id: member.id, password: 'new-passphrase-2', currentPassword: member.password },
      { token: here.accessToken },
    );
    expect(response.json()).toEqual({ ok: true });
    expect((await fx.get('/me', {}, { token: here.accessToken })).statusCode).toBe(200);
    expect(errorCode(await fx.get('/me', {}, { token: elsewhere.accessToken }))).toBe('TOKEN_REVOKED');
    expect((await fx.post('/login', { ...member, password: 'new-passphrase-2' })).statusCode).toBe(200);
  });
});

describe('POST /player/change_nick', () => {
  it("changes the caller's own nick, refuses a taken one and another member's id", async () => {
    const member = await signUpMember(fx);
    const other = await signUpMember(fx);
    const { accessToken } = await logIn(fx, member);
    const mine = await fx.post(
      '/player/change_nick',
      { id: member.id, nick: '새닉네임' },
      { token: accessToken },
    );
    expect(mine.json()).toEqual({ nick: '새닉네임' });
    const same = await fx.post(
      '/player/change_nick',
      { id: member.id, nick: '새닉네임' },
      { token: accessToken },
    );
    expect(same.statusCode).toBe(200);

    const otherNick = (
      await fx.db.query<{ nick: string }>('SELECT nick FROM member WHERE id = $1', [other.id])
    ).rows[0]!.nick;
    const taken = await fx.post(
      '/player/change_nick',
      { id: member.id, nick: otherNick },
      { token: accessToken },
    );
    expect(errorCode(taken)).toBe('NICK_TAKEN');
    const forOther = await fx.post(
      '/player/change_nick',
      { id: other.id, nick: 'hijack' },
      { token: accessToken },
    );
    expect(errorCode(forOther)).toBe('FORBIDDEN');
    const stored = await fx.db.query<{ nick: string }>('SELECT nick FROM member WHERE id = $1', [other.id]);
    expect(stored.rows[0]!.nick).toBe(otherNick);
  });
});
