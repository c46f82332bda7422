import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMembers } from '../../src/demo/demo-data.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { checkLedgerInvariants } from '../../src/ledger/index.ts';
import { isRejection } from '../../src/core/rejection.ts';
import { providerOf } from '../../src/modules/providers/provider-lookup.ts';
import { findSiteById } from '../../src/modules/sites/find-site.ts';
import { enabledProvider } from '../../src/modules/sites/site-lookup.ts';
import { buildTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let siteId: number;

beforeAll(async () => {
  t = await buildTestApp();
  siteId = (await seedDemo(t.ctx)).siteId;
});
afterAll(() => t.close());

async function count(sql: string): Promise<number> {
  const found = await t.db.query<{ count: number }>(sql, [siteId]);
  return found.rows[0]!.count;
}

describe('the demo wallet data', () => {
  it('publishes prices for the won, USDT, BKT and every coin of the demo lists', async () => {
    const rate = await t.app.inject({ url: `/api/dnw/get_exchange_rate?siteInfoId=${siteId}` });
    expect(rate.json()).toMatchObject({ base: 'USDT', counter: 'BKT', rate: '1.4' });
    const assets = await t.db.query<{ asset: string }>(
      'SELECT asset FROM wallet_asset_price WHERE site_id = $1 ORDER BY asset',
      [siteId],
    );
    expect(assets.rows.map((row) => row.asset)).toEqual(['BKT', 'BTC', 'ETH', 'KRW', 'USDT', 'XRP']);
  });

  it('offers coupons and the sandbox providers', async () => {
    expect(
      await count('SELECT count(*)::int AS count FROM coupon WHERE site_id = $1 AND expires_at IS NOT NULL'),
    ).toBe(2);
    const site = await findSiteById(t.db, siteId);
    for (const name of ['sandbox', 'bitshop', 'million', 'vancoin']) {
      expect(enabledProvider(site!, name), name).toBeDefined();
      // The demo is paper money: the sandbox provider runs there (site setting `sandboxPayments`).
      expect(isRejection(providerOf(t.ctx, site!, name)), name).toBe(false);
    }
  });

  it("shows each opening balance in the member's dnw history, once, however often it starts", async () => {
    const openings = demoMembers.reduce((sum, member) => sum + Object.keys(member.balances).length, 0);
    const rows =
      "SELECT count(*)::int AS count FROM dnw_history WHERE site_id = $1 AND type = 'D' AND status = 'APPROVED'";
    expect(await count(rows)).toBe(openings);
    await seedDemo(t.ctx);
    expect(await count(rows)).toBe(openings);
    expect(await count('SELECT count(*)::int AS count FROM coupon WHERE site_id = $1')).toBe(2);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});
