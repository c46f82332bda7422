import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFailureWindowMs,
  codeFailuresPerTargetMax,
  codeRequestsPerTargetMax,
  codeTriesMax,
} from '../../src/modules/accounts/verification-codes.ts';
import {
  errorCode,
  lastSentCode,
  openAccountsFixture,
  phoneSequence,
  wrongCode,
} from '../support/accounts-fixture.ts';
import type { AccountsFixture } from '../support/accounts-fixture.ts';

let fx: AccountsFixture;
const nextPhone = phoneSequence('8100');

beforeAll(async () => {
  fx = await openAccountsFixture();
});
afterAll(async () => {
  await fx.close();
});

describe('code limits under load and over days', () => {
  it(`accepts exactly ${codeRequestsPerTargetMax} of 30 parallel requests for one phone`, async () => {
    const phone = nextPhone();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        fx.post('/certi/certificate_phone', { key: phone.typed }, { ip: `10.9.2.${n}` }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(codeRequestsPerTargetMax);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(errorCode(response)).toBe('RATE_LIMITED');
    }
    const sent = await fx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM demo_outbox WHERE target = $1',
      [phone.digits],
    );
    expect(sent.rows[0]!.n).toBe(codeRequestsPerTargetMax);
  });

  it(`refuses every code of a phone after ${codeFailuresPerTargetMax} wrong ones in a day, across codes`, async () => {
    const phone = nextPhone();
    const codes = codeFailuresPerTargetMax / codeTriesMax;
    let failures = 0;
    for (let n = 0; n < codes; n += 1) {
      await fx.post('/certi/certificate_phone', { key: phone.typed }, { ip: `10.9.3.${n}` });
      const code = await lastSentCode(fx.db, fx.site.id, phone.digits);
      for (let attempt = 0; attempt < codeTriesMax; attempt += 1) {
        await fx.post('/certi/verify_phone', { key: phone.typed, secretCode: wrongCode(code) });
        failures += 1;
      }
      // Requests are limited per 15 minutes; the daily cap must hold across those windows.
      fx.clock.advanceMs(15 * 60 * 1000);
    }
    expect(failures).toBe(codeFailuresPerTargetMax);

    await fx.post('/certi/certificate_phone', { key: phone.typed }, { ip: '10.9.3.100' });
    const fresh = await lastSentCode(fx.db, fx.site.id, phone.digits);
    const right = await fx.post('/certi/verify_phone', { key: phone.typed, secretCode: fresh });
    expect(right.statusCode).toBe(429);
    expect(errorCode(right)).toBe('CODE_TRIES_EXCEEDED');

    fx.clock.advanceMs(codeFailureWindowMs);
    await fx.post('/certi/certificate_phone', { key: phone.typed }, { ip: '10.9.3.101' });
    const next = await lastSentCode(fx.db, fx.site.id, phone.digits);
    expect((await fx.post('/certi/verify_phone', { key: phone.typed, secretCode: next })).statusCode).toBe(
      200,
    );
  });

  it('refuses a phone whose digits are no Korean number before sending anything', async () => {
    for (const key of ['0--------', '010-1234']) {
      const response = await fx.post('/certi/certificate_phone', { key });
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe('INVALID_INPUT');
    }
    const stored = await fx.db.query('SELECT 1 FROM verification_code WHERE target IN ($1, $2)', [
      '0',
      '0101234',
    ]);
    expect(stored.rowCount).toBe(0);
  });
});
