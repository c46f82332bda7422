import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginFailuresPerAddressMax,
  loginFailuresPerUsernameMax,
  loginWindowMs,
} from '../../src/modules/accounts/login-throttle.ts';
import { certifyPhone, errorCode, openAccountsFixture, signUpMember } from '../support/accounts-fixture.ts';
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

/** Fails a username the per-username ceiling's number of times, spread over addresses. */
async function failFromManyAddresses(username: string, prefix: string) {
  const addresses = loginFailuresPerUsernameMax / loginFailuresPerAddressMax;
  for (let n = 0; n < addresses; n += 1)
    await failLogins(username, loginFailuresPerAddressMax, `${prefix}.${n}`);
}

function tally(responses: LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const code = response.statusCode === 200 ? 'OK' : errorCode(response);
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

describe('login throttling', () => {
  it('after 10 failures from an address, refuses it even the right password, without hashing it', async () => {
    const member = await signUpMember(fx);
    await failLogins(member.username, 10, '192.0.2.1');

    const hashesBefore = fx.hasher.calls.count;
    const eleventh = await fx.post('/login', member, { ip: '192.0.2.1' });
    expect(eleventh.statusCode).toBe(429);
    expect(errorCode(eleventh)).toBe('LOGIN_THROTTLED');
    expect(fx.hasher.calls.count).toBe(hashesBefore);

    fx.clock.advanceMs(loginWindowMs);
    expect((await fx.post('/login', member, { ip: '192.0.2.1' })).statusCode).toBe(200);
  });

  it("does not lock the member out elsewhere: an attacker's 10 failures bind only the attacker's address", async () => {
    const victim = await signUpMember(fx);
    await failLogins(victim.username, 10, '192.0.2.10');
    expect((await fx.post('/login', victim, { ip: '198.51.100.10' })).statusCode).toBe(200);
    expect(errorCode(await fx.post('/login', victim, { ip: '192.0.2.10' }))).toBe('LOGIN_THROTTLED');
  });

  it(`caps a username at ${loginFailuresPerUsernameMax} failures across all addresses`, async () => {
    const member = await signUpMember(fx);
    await failFromManyAddresses(member.username, '203.0.113');

    const hashesBefore = fx.hasher.calls.count;
    expect(errorCode(await fx.post('/login', member, { ip: '198.51.100.11' }))).toBe('LOGIN_THROTTLED');
    expect(fx.hasher.calls.count).toBe(hashesBefore);
    fx.clock.advanceMs(loginWindowMs);
    expect((await fx.post('/login', member, { ip: '198.51.100.11' })).statusCode).toBe(200);
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
    await failFromManyAddresses(member.username.toUpperCase(), '192.0.3');
    expect(errorCode(await fx.post('/login', member, { ip: '192.0.2.6' }))).toBe('LOGIN_THROTTLED');
  });
});

describe('login throttling under parallel guesses', () => {
  it('lets at most 10 of 60 parallel wrong passwords from one address be checked', async () => {
    const member = await signUpMember(fx);
    const hashesBefore = fx.hasher.calls.count;
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        fx.post(
          '/login',
          { username: member.username, password: `wrong-password-${n}` },
          { ip: '192.0.2.20' },
        ),
      ),
    );
    const counts = tally(responses);
    expect(counts.LOGIN_FAILED ?? 0).toBeLessThanOrEqual(loginFailuresPerAddressMax);
    expect((counts.LOGIN_FAILED ?? 0) + (counts.LOGIN_THROTTLED ?? 0)).toBe(60);
    expect(fx.hasher.calls.count - hashesBefore).toBeLessThanOrEqual(loginFailuresPerAddressMax);
  });

  it(`lets at most ${loginFailuresPerUsernameMax} parallel wrong passwords on a username through, from any number of addresses`, async () => {
    const member = await signUpMember(fx);
    const hashesBefore = fx.hasher.calls.count;
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, n) =>
        fx.post(
          '/login',
          { username: member.username, password: `wrong-password-${n}` },
          { ip: `198.18.1.${n}` },
        ),
      ),
    );
    const counts = tally(responses);
    expect(counts.LOGIN_FAILED ?? 0).toBeLessThanOrEqual(loginFailuresPerUsernameMax);
    expect((counts.LOGIN_FAILED ?? 0) + (counts.LOGIN_THROTTLED ?? 0)).toBe(80);
    expect(fx.hasher.calls.count - hashesBefore).toBeLessThanOrEqual(loginFailuresPerUsernameMax);
  });
});

describe('password reset and the throttle', () => {
  it('find_pw forgets the username failures, so the member signs in with the new password at once', async () => {
    const member = await signUpMember(fx);
    const home = '192.0.2.30';
    // Ten typos at home, and enough guesses elsewhere to reach the username's ceiling.
    await failLogins(member.username, 10, home);
    for (let n = 0; n < 4; n += 1) await failLogins(member.username, 10, `192.0.4.${n}`);
    expect(errorCode(await fx.post('/login', member, { ip: home }))).toBe('LOGIN_THROTTLED');
    expect(errorCode(await fx.post('/login', member, { ip: '198.51.100.30' }))).toBe('LOGIN_THROTTLED');

    const certificateValue = await certifyPhone(fx, member.phone, 'FIND_PW');
    const reset = await fx.post('/player/find_pw', {
      username: member.username.toUpperCase(),
      certificateValue,
      password: 'reset-passphrase-1',
    });
    expect(reset.json()).toEqual({ ok: true });
    const login = { username: member.username, password: 'reset-passphrase-1' };
    expect((await fx.post('/login', login, { ip: home })).statusCode).toBe(200);
    expect((await fx.post('/login', login, { ip: '198.51.100.30' })).statusCode).toBe(200);
  });
});
