import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStartingBalances, seedDemo } from '../../src/demo/seed.ts';
import { checkLedgerInvariants } from '../../src/ledger/index.ts';
import { errorCode, lastSentCode, openAccountsFixture } from '../support/accounts-fixture.ts';
import type { AccountsFixture } from '../support/accounts-fixture.ts';
import { insertSite } from '../support/seed-site.ts';

// Starting balances at signup (issue 14 §5): a paper-money site gives every new member its
// configured balances from BONUS in the signup's transaction; a site without the setting gives 0.

let fx: AccountsFixture;

beforeAll(async () => {
  fx = await openAccountsFixture({ usedCoins: 'BINARY,FUTURES,USDT,BTC' });
});
afterAll(async () => {
  await fx.close();
});

let serial = 0;

/** Signs up on a site (with a phone certificate when it needs one), signs in, and answers the token. */
async function joinAndSignIn(siteId: number, certify: boolean): Promise<{ id: number; token: string }> {
  serial += 1;
  const digits = `0107100${String(serial).padStart(4, '0')}`;
  let certificateValue: string | undefined;
  if (certify) {
    const ip = `10.9.0.${serial}`;
    const sent = await fx.post(
      '/certi/certificate_phone',
      { key: digits, purpose: 'SIGNUP' },
      { siteId, ip },
    );
    expect(sent.statusCode).toBe(200);
    const code = await lastSentCode(fx.db, siteId, digits);
    const verified = await fx.post('/certi/verify_phone', { key: digits, secretCode: code }, { siteId });
    certificateValue = verified.json<{ certificateValue: string }>().certificateValue;
  }
  const username = `granted${serial}x`;
  const password = 'correct-horse-battery';
  const body = {
    username,
    password,
    name: '신입',
    phone: digits,
    ...(certificateValue ? { certificateValue } : {}),
  };
  const signedUp = await fx.post('/player', body, { siteId });
  expect(signedUp.statusCode).toBe(200);
  const login = await fx.post('/login', { username, password }, { siteId });
  expect(login.statusCode).toBe(200);
  return { id: signedUp.json<{ id: number }>().id, token: login.json<{ accessToken: string }>().accessToken };
}

async function pointsOf(siteId: number, token: string): Promise<Record<string, string>> {
  const wallets = await fx.get('/wallet/my', {}, { siteId, token });
  expect(wallets.statusCode).toBe(200);
  const map = wallets.json<Record<string, { point: string }>>();
  return Object.fromEntries(Object.entries(map).map(([type, entry]) => [type, entry.point]));
}

async function historyOf(siteId: number, memberId: number) {
  const rows = await fx.db.query<{ type: string; wallet_type: string; point: string; status: string }>(
    `SELECT type, wallet_type, point::text AS point, status FROM dnw_history
     WHERE site_id = $1 AND member_id = $2 ORDER BY id`,
    [siteId, memberId],
  );
  return rows.rows;
}

describe('starting balances at signup', () => {
  it('gives a new member of a site that sets them its balances from BONUS, shown in the wallet and history', async () => {
    const site = await insertSite(fx.db, {
      usedCoins: 'BINARY,FUTURES,USDT,BTC',
      settings: {
        signup: { requirePhoneCertificate: false, startingBalances: { BINARY: '5000000', BTC: '0.25' } },
      },
    });
    const member = await joinAndSignIn(site.id, false);
    expect(await pointsOf(site.id, member.token)).toMatchObject({
      BINARY: '5000000',
      BTC: '0.25',
      FUTURES: '0',
      USDT: '0',
    });
    expect(await historyOf(site.id, member.id)).toEqual([
      { type: 'B', wallet_type: 'BINARY', point: '5000000', status: 'APPROVED' },
      { type: 'B', wallet_type: 'BTC', point: '25000000', status: 'APPROVED' },
    ]);
    const bonus = await fx.db.query<{ kind: string; balance: string }>(
      `SELECT a.kind, sum(a.balance)::text AS balance FROM ledger_account a
       WHERE a.site_id = $1 AND a.asset = 'KRW' AND a.member_id IS NULL GROUP BY a.kind`,
      [site.id],
    );
    expect(bonus.rows).toEqual([{ kind: 'BONUS', balance: '-5000000' }]);
    expect(await checkLedgerInvariants(fx.db)).toEqual([]);
  });

  it('gives nothing on a site without the setting', async () => {
    const site = await insertSite(fx.db, { settings: { signup: { requirePhoneCertificate: false } } });
    const member = await joinAndSignIn(site.id, false);
    const points = await pointsOf(site.id, member.token);
    expect(Object.values(points).every((point) => point === '0')).toBe(true);
    expect(await historyOf(site.id, member.id)).toEqual([]);
  });

  it('refuses to sign up on a site whose setting names a wallet it does not have, and writes nothing', async () => {
    const site = await insertSite(fx.db, {
      settings: { signup: { requirePhoneCertificate: false, startingBalances: { DOGE: '10' } } },
    });
    const before = await fx.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM member WHERE site_id = $1',
      [site.id],
    );
    const answer = await fx.post(
      '/player',
      { username: 'nogrant1', password: 'correct-horse-battery', name: '신입', phone: '01071990001' },
      { siteId: site.id },
    );
    expect(answer.statusCode).toBe(500);
    expect(errorCode(answer)).toBe('INTERNAL');
    const after = await fx.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM member WHERE site_id = $1',
      [site.id],
    );
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count);
  });

  it("gives a new member of the demo site the demo's paper balances", async () => {
    const demo = await seedDemo(fx.ctx);
    const member = await joinAndSignIn(demo.siteId, true);
    expect(await pointsOf(demo.siteId, member.token)).toMatchObject(demoStartingBalances);
    expect(await checkLedgerInvariants(fx.db)).toEqual([]);
  });
});
