import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takenFromViolation } from '../../src/modules/accounts/member-taken.ts';
import { certifyPhone, errorCode, openAccountsFixture, signUpMember } from '../support/accounts-fixture.ts';
import type { AccountsFixture } from '../support/accounts-fixture.ts';
import { insertSite } from '../support/seed-site.ts';

let fx: AccountsFixture;

beforeAll(async () => {
  fx = await openAccountsFixture({ usedCoins: 'BINARY,FUTURES,USDT,BTC' });
});
afterAll(async () => {
  await fx.close();
});

let phoneSerial = 0;

/** A fresh phone for each body, so the per-target limit on code requests never interferes. */
function nextPhone(): string {
  phoneSerial += 1;
  return `010-7000-${String(phoneSerial).padStart(4, '0')}`;
}

async function signupBody(fields: Record<string, unknown> = {}, phone = nextPhone()) {
  return {
    username: 'newmember',
    password: 'correct-horse-battery',
    name: '김철수',
    phone,
    certificateValue: await certifyPhone(fx, phone),
    ...fields,
  };
}

describe('POST /player (signup)', () => {
  it('creates the member with its BINARY, FUTURES and coin wallets', async () => {
    const member = await signUpMember(fx);
    const wallets = await fx.db.query<{ wallet_type: string; asset: string }>(
      `SELECT DISTINCT wallet_type, asset FROM ledger_account WHERE member_id = $1 ORDER BY wallet_type`,
      [member.id],
    );
    expect(wallets.rows).toEqual([
      { wallet_type: 'BINARY', asset: 'KRW' },
      { wallet_type: 'BTC', asset: 'BTC' },
      { wallet_type: 'FUTURES', asset: 'USDT' },
      { wallet_type: 'USDT', asset: 'USDT' },
    ]);
    const stored = await fx.db.query<{ password_hash: string; phone: string }>(
      'SELECT password_hash, phone FROM member WHERE id = $1',
      [member.id],
    );
    expect(stored.rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.rows[0]?.phone).toBe(member.phone);
  });

  it.each([
    ['USERNAME_INVALID', { username: 'Bad Name' }],
    ['USERNAME_INVALID', { username: 'abc' }],
    ['PASSWORD_INVALID', { password: 'short1' }],
    ['PASSWORD_INVALID', { password: 'has a space inside' }],
    ['PASSWORD_COMMON', { password: 'qwer1234' }],
    ['PASSWORD_COMMON', { username: 'samesame', password: 'samesame' }],
    ['PARTNER_NOT_FOUND', { partnerId: 'no-such-code' }],
  ])('refuses with %s', async (code, fields) => {
    const response = await fx.post('/player', await signupBody(fields));
    expect(errorCode(response)).toBe(code);
  });

  it('refuses a username, nick or phone another member of the site holds', async () => {
    const first = await signUpMember(fx);
    const nick = (await fx.db.query<{ nick: string }>('SELECT nick FROM member WHERE id = $1', [first.id]))
      .rows[0]!.nick;
    const username = await fx.post('/player', await signupBody({ username: first.username }));
    expect(errorCode(username)).toBe('USERNAME_TAKEN');
    const takenNick = await fx.post('/player', await signupBody({ nick }));
    expect(errorCode(takenNick)).toBe('NICK_TAKEN');
    const phone = await fx.post('/player', await signupBody({ username: 'otherone' }, first.phone));
    expect(errorCode(phone)).toBe('PHONE_TAKEN');
  });

  it('maps a unique violation that beat the checks to its code by constraint name', async () => {
    const member = await signUpMember(fx);
    const error = await fx.db
      .query(`INSERT INTO member (site_id, username, password_hash, name) VALUES ($1, $2, 'x', 'x')`, [
        fx.site.id,
        member.username,
      ])
      .catch((caught: unknown) => caught);
    expect(takenFromViolation(error)).toMatchObject({ code: 'USERNAME_TAKEN' });
  });

  it('requires a phone certificate for the same phone, and spends it once', async () => {
    const { certificateValue: _omitted, ...withoutCertificate } = await signupBody();
    expect(errorCode(await fx.post('/player', withoutCertificate))).toBe('CERTIFICATE_REQUIRED');

    const forOtherPhone = await signupBody({ phone: nextPhone() });
    expect(errorCode(await fx.post('/player', forOtherPhone))).toBe('CERTIFICATE_REQUIRED');

    const body = await signupBody({ username: 'spendonce' });
    const first = await fx.post('/player', body);
    expect(first.statusCode).toBe(200);
    // Free the phone again, so that only the spent certificate can refuse the second signup.
    await fx.db.query('UPDATE member SET phone = NULL WHERE id = $1', [first.json<{ id: number }>().id]);
    const again = await fx.post('/player', { ...body, username: 'spendtwice' });
    expect(errorCode(again)).toBe('CERTIFICATE_REQUIRED');
  });

  it('answers an invalid certificate the same whether or not the phone is registered', async () => {
    const registered = await signUpMember(fx);
    const hashesBefore = fx.hasher.calls.count;
    const answers = [];
    for (const [username, phone] of [
      ['probeone', registered.phone],
      ['probetwo', nextPhone()],
    ] as const) {
      for (const certificateValue of ['bogus', await certifyPhone(fx, nextPhone())]) {
        const response = await fx.post('/player', {
          username,
          password: 'correct-horse-battery',
          name: '김철수',
          phone,
          certificateValue,
        });
        answers.push([response.statusCode, errorCode(response)]);
      }
    }
    expect(answers).toEqual(Array.from({ length: 4 }, () => [400, 'CERTIFICATE_REQUIRED']));
    expect(fx.hasher.calls.count).toBe(hashesBefore);
  });

  it('stores the username lower-cased and trimmed, as sign-in looks it up', async () => {
    const body = await signupBody({ username: ' CapitalKim ' });
    const response = await fx.post('/player', body);
    expect(response.json()).toEqual({ id: expect.any(Number) as number, username: 'capitalkim' });
    expect((await fx.post('/login', { username: 'capitalkim', password: body.password })).statusCode).toBe(
      200,
    );
    expect((await fx.post('/login', { username: 'CapitalKim', password: body.password })).statusCode).toBe(
      200,
    );
    const again = await fx.post('/player', await signupBody({ username: 'capitalKIM' }));
    expect(errorCode(again)).toBe('USERNAME_TAKEN');
  });

  it.each(['0--------', '0-1-2-3-4', '010-1234'])(
    'refuses the phone %j, whose digits are no Korean number',
    async (phone) => {
      const response = await fx.post('/player', {
        username: 'badphone',
        password: 'correct-horse-battery',
        name: '김철수',
        phone,
        certificateValue: 'irrelevant',
      });
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe('INVALID_INPUT');
    },
  );

  it('keeps a certificate unspent when the signup fails after the checks', async () => {
    const body = await signupBody({ username: 'retryafter', partnerId: 'missing' });
    expect(errorCode(await fx.post('/player', body))).toBe('PARTNER_NOT_FOUND');
    expect((await fx.post('/player', { ...body, partnerId: undefined })).statusCode).toBe(200);
  });

  it('attaches the partner of a referral code, and of an id', async () => {
    const partner = await fx.db.query<{ id: number }>(
      `INSERT INTO partner (site_id, code, name) VALUES ($1, 'REF777', '추천인') RETURNING id`,
      [fx.site.id],
    );
    const partnerId = partner.rows[0]!.id;
    const byCode = await signUpMember(fx, { partnerId: 'REF777' });
    const byId = await signUpMember(fx, { partnerId });
    const rows = await fx.db.query<{ partner_id: number }>(
      'SELECT partner_id FROM member WHERE id = ANY($1::int[]) ORDER BY id',
      [[byCode.id, byId.id]],
    );
    expect(rows.rows.map((row) => row.partner_id)).toEqual([partnerId, partnerId]);

    const verify = await fx.get('/partner/verify', { partnerPk: 'REF777' });
    expect(verify.json()).toEqual({ id: partnerId, code: 'REF777', name: '추천인', level: 1 });
    expect(errorCode(await fx.get('/partner/verify', { partnerPk: 'NOPE' }))).toBe('PARTNER_NOT_FOUND');
  });

  it('ignores blockDevice and other keys a client may not set in etcJson', async () => {
    const member = await signUpMember(fx, {
      etcJson: JSON.stringify({ blockDevice: 'M', role: 'ADMIN', telecom: 'SKT' }),
    });
    const stored = await fx.db.query<{ etc_json: unknown }>('SELECT etc_json FROM member WHERE id = $1', [
      member.id,
    ]);
    expect(stored.rows[0]?.etc_json).toEqual({ telecom: 'SKT' });
  });
});

describe('GET /user/check_username', () => {
  it('answers available, taken or malformed', async () => {
    const member = await signUpMember(fx);
    expect((await fx.get('/user/check_username', { username: 'freename' })).json()).toEqual({
      username: 'freename',
      available: true,
    });
    expect(errorCode(await fx.get('/user/check_username', { username: member.username }))).toBe(
      'USERNAME_TAKEN',
    );
    expect(errorCode(await fx.get('/user/check_username', { username: 'NO!' }))).toBe('USERNAME_INVALID');
  });

  it('checks the spelling signup stores: capitals and spaces are folded, not refused', async () => {
    const member = await signUpMember(fx);
    expect((await fx.get('/user/check_username', { username: ' FreeName2 ' })).json()).toEqual({
      username: 'freename2',
      available: true,
    });
    expect(errorCode(await fx.get('/user/check_username', { username: member.username.toUpperCase() }))).toBe(
      'USERNAME_TAKEN',
    );
  });
});

describe('a site that waives the phone certificate', () => {
  it('signs up without one', async () => {
    const waived = await insertSite(fx.db, { settings: { signup: { requirePhoneCertificate: false } } });
    const body = {
      username: 'nocert',
      password: 'correct-horse-battery',
      name: '이영희',
      phone: '010-5555-0000',
    };
    expect((await fx.post('/player', body, { siteId: waived.id })).statusCode).toBe(200);
    expect(
      errorCode(await fx.post('/player', { ...body, username: 'nocert2', phone: '010-5555-0001' })),
    ).toBe('CERTIFICATE_REQUIRED');
  });
});
