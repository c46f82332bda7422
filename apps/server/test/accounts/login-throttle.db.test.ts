import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWindowMs } from '../../src/modules/accounts/login-throttle.ts';
import { errorCode, openAccountsFixture, signUpMember } from '../support/accounts-fixture.ts';
import type { AccountsFixture } from '../support/accounts-fixture.ts';

let fx: AccountsFixture;

beforeAll(async () => {
  fx = await openAccountsFixture();
});
afterAll(async () => {
  await fx.close();
});

async function failLogins(username: string, times: number, ip: string) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await fx.post('/login', { username, password: `wrong-password-${attempt}` }, { ip });
    expect(errorCode(response)).toBe('LOGIN_FAILED');
  }
}

describe('login throttling', () => {
  it('after 10 failures on a username, refuses even the right password, without hashing it', async () => {
    const member = await signUpMember(fx);
    await failLogins(member.username, 10, '192.0.2.1');

    const hashesBefore = fx.hasher.calls.count;
    const eleventh = await fx.post('/login', member, { ip: '198.51.100.7' });
    expect(eleventh.statusCode).toBe(429);
    expect(errorCode(eleventh)).toBe('LOGIN_THROTTLED');
    expect(fx.hasher.calls.count).toBe(hashesBefore);

    fx.clock.advanceMs(loginWindowMs);
    expect((await fx.post('/login', member, { ip: '198.51.100.7' })).statusCode).toBe(200);
  });

  it('after 10 failures from one address, refuses that address on every username', async () => {
    const member = await signUpMember(fx);
    for (let n = 0; n < 10; n += 1) await failLogins(`guess${n}`, 1, '192.0.2.2');

    expect(errorCode(await fx.post('/login', member, { ip: '192.0.2.2' }))).toBe('LOGIN_THROTTLED');
    expect((await fx.post('/login', member, { ip: '192.0.2.3' })).statusCode).toBe(200);
  });

  it("a success forgets only that username's failures from that address", async () => {
    const attacker = '192.0.2.4';
    const member = await signUpMember(fx);
    await failLogins('victim-one', 6, attacker);
    await failLogins(member.username, 3, attacker);
    expect((await fx.post('/login', member, { ip: attacker })).statusCode).toBe(200);

    // Six failures on another username remain counted against the address: four more reach the limit.
    await failLogins('victim-two', 4, attacker);
    expect(errorCode(await fx.post('/login', member, { ip: attacker }))).toBe('LOGIN_THROTTLED');
  });

  it('counts a capitalised username as the same username', async () => {
    const member = await signUpMember(fx);
    await failLogins(member.username.toUpperCase(), 10, '192.0.2.5');
    expect(errorCode(await fx.post('/login', member, { ip: '192.0.2.6' }))).toBe('LOGIN_THROTTLED');
  });
});
