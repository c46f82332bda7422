import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRejection } from '../../src/core/rejection.ts';
import { ensureMemberWallet, systemAccount, transfer } from '../../src/ledger/index.ts';
import { openMemberWallets } from '../../src/modules/accounts/member-wallets.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';
import { testClock } from '../support/accounts-fixture.ts';
import type { TestClock } from '../support/accounts-fixture.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { authenticateTokens, buildTestApp, memberCaller } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { codeOf, publishPrices, walletSiteSettings } from './support/wallet-fixture.ts';

// Coins valued at the market's price (issue 14 §5): BTC's won price is the BTCUSDT market's price
// at the current whole minute times the published USDT price, stamped with the tick's time; with no
// recent tick the published price stands. Conversions move at that price and keep it with them.
// BTCUSDT prices are in units of 0.1 USDT; the published prices are 1,400 won per USDT and
// 140,000,000 won per BTC (100,000 USDT).

/** 30 s into a minute: the minute's price is the last tick at or before 01:00:00. */
const NOW = Date.UTC(2026, 10, 26, 1, 0, 30);
const MINUTE = Date.UTC(2026, 10, 26, 1, 0, 0);

let t: TestApp;
let clock: TestClock;
let site: Site;
let memberId: number;

beforeAll(async () => {
  const db = await openTestDatabase();
  site = await insertSite(db, walletSiteSettings());
  memberId = await insertMember(db, site.id);
  await db.transaction((tx) => openMemberWallets(tx, site, memberId));
  await publishPrices(db, site.id);
  // Published an hour before the test's clock, whatever the wall clock says, so the rates' `at` is
  // the tick's (the later of the two prices').
  await db.query('UPDATE wallet_asset_price SET updated_at = $2 WHERE site_id = $1', [
    site.id,
    new Date(NOW - 3_600_000),
  ]);
  clock = testClock(NOW);
  t = await buildTestApp({
    db,
    clock,
    authenticate: authenticateTokens({ m: memberCaller(site.id, memberId) }),
  });
  const wallet = await ensureMemberWallet(db, { siteId: site.id, memberId, walletType: 'BTC', asset: 'BTC' });
  const clearing = await systemAccount(db, {
    siteId: site.id,
    asset: 'BTC',
    kind: 'PROVIDER_CLEARING',
    shardKey: 1,
  });
  const funded = await transfer(db, {
    siteId: site.id,
    asset: 'BTC',
    debitAccountId: clearing,
    creditAccountId: wallet.availableAccountId,
    amountMinor: 100_000_000n,
    dnwType: 'D',
    ref: 'test:fund',
  });
  if (isRejection(funded)) throw new Error(funded.code);
});
afterAll(async () => {
  await t.close();
  await t.db.close();
});

function tick(price: number, atMs: number) {
  t.ctx.market.onTicks([{ stock: 'BTCUSDT', price, qty: 1, atMs, source: 'simulated' }]);
}

async function rate(base: string, counter: string) {
  const answer = await t.app.inject({
    url: `/api/dnw/get_exchange_rate?siteInfoId=${site.id}&base=${base}&counter=${counter}`,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ rate: string; at: string }>();
}

function member(path: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api${path}?siteInfoId=${site.id}`,
    headers: { authorization: 'Bearer m' },
    payload: body as Record<string, unknown>,
  });
}

describe('coin prices from the market', () => {
  it('uses the published price while the market has no tick of the coin', async () => {
    expect((await rate('BTC', 'KRW')).rate).toBe('140000000');
    expect((await rate('BTC', 'USDT')).rate).toBe('100000');
  });

  it("follows the market's tick at the minute and carries its time, in the rate and in the rate map", async () => {
    tick(814_000, MINUTE - 20_000);
    tick(815_000, MINUTE - 3_000);
    // A tick after the minute began waits for the next minute: a quote holds for its minute.
    tick(820_000, MINUTE + 10_000);
    const btc = await rate('BTC', 'KRW');
    expect(btc).toEqual({
      base: 'BTC',
      counter: 'KRW',
      rate: '114100000',
      at: new Date(MINUTE - 3_000).toISOString(),
    });
    expect((await rate('BTC', 'USDT')).rate).toBe('81500');
    const map = await t.app.inject({ url: `/api/dnw/get_exchange_rate_map?siteInfoId=${site.id}` });
    expect(map.json<{ base: string; counter: string; rate: string }[]>()).toContainEqual(
      expect.objectContaining({ base: 'BTC', counter: 'KRW', rate: '114100000' }),
    );
    // The USDT itself has no market of its own: its published price stands.
    expect((await rate('USDT', 'KRW')).rate).toBe('1400');
  });

  it('converts at the market price shown, keeps that price with the conversion, and refuses the old one', async () => {
    const refused = await member('/dnw/convert', {
      fromCoin: 'BTC',
      toCoin: 'USDT',
      point: '0.01',
      rate: '100000',
    });
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('EXCHANGE_RATE_CHANGED');
    const shown = await rate('BTC', 'USDT');
    const converted = await member('/dnw/convert', {
      fromCoin: 'BTC',
      toCoin: 'USDT',
      point: '0.01',
      rate: shown.rate,
    });
    expect(converted.statusCode).toBe(200);
    // 0.01 BTC less the 0.1 % fee (0.00001) at 81,500 USDT.
    const rows = await t.db.query<{ type: string; point: string; detail: Record<string, string> | null }>(
      `SELECT type, point::text AS point, detail FROM dnw_history WHERE member_id = $1 AND type IN ('CO', 'CI')
       ORDER BY id`,
      [memberId],
    );
    expect(rows.rows).toEqual([
      { type: 'CO', point: '1000000', detail: { rate: '81500', rateAt: shown.at } },
      { type: 'CI', point: '81418500000', detail: null },
    ]);
  });

  it('falls back to the published price when the last tick is more than 5 minutes older than the minute', async () => {
    clock.advanceMs(6 * 60_000);
    expect((await rate('BTC', 'KRW')).rate).toBe('140000000');
  });
});
