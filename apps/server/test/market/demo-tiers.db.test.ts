import { ALT_MARGIN_TIERS, DEFAULT_MARGIN_TIERS, THIN_MARGIN_TIERS } from '@baro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMarket } from '../../src/demo/demo-market.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { loadFuturesOption } from '../../src/modules/futures/futures-option.ts';
import { buildTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

// The demo's coins each have brackets by their leverage cap (a thin coin's are smaller than BTC's),
// stored on the option, answered by /futures/option/list and decided on by the server.

let t: TestApp;
let siteId: number;

beforeAll(async () => {
  t = await buildTestApp();
  siteId = (await seedDemo(t.ctx)).siteId;
  await seedDemoMarket(t.db, siteId);
});
afterAll(() => t.close());

async function options() {
  const res = await t.app.inject({ url: `/api/futures/option/list?siteInfoId=${siteId}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number; stock: string; maxLeverage: number; tiers: { maxNotional: string }[] }[]>();
}

describe('the demo futures options', () => {
  it('give each coin the brackets of its leverage cap, on the wire and in the server terms', async () => {
    const listed = await options();
    const byStock = new Map(listed.map((option) => [option.stock, option]));
    const btc = byStock.get('BTCUSDT');
    const doge = byStock.get('DOGEUSDT');
    const chz = byStock.get('CHZUSDT');
    expect([btc?.maxLeverage, doge?.maxLeverage, chz?.maxLeverage]).toEqual([125, 50, 20]);
    expect(btc?.tiers[0]?.maxNotional).toBe('50000');
    expect(doge?.tiers[0]?.maxNotional).toBe('5000');
    expect(chz?.tiers).toHaveLength(THIN_MARGIN_TIERS.length);
    const dogeTerms = await loadFuturesOption(t.db, siteId, doge!.id);
    expect(dogeTerms?.terms.tiers).toEqual(ALT_MARGIN_TIERS);
    expect((await loadFuturesOption(t.db, siteId, btc!.id))?.terms.tiers).toEqual(DEFAULT_MARGIN_TIERS);
  });

  it('keeps a table an operator stored when the demo starts again', async () => {
    const btc = (await options()).find((option) => option.stock === 'BTCUSDT')!;
    const own = JSON.stringify([
      {
        maxNotionalMinor: '1000000000000',
        maintenanceRateBps: '100',
        maxLeverage: 10,
        maintenanceAmountMinor: '0',
      },
    ]);
    await t.db.query('UPDATE futures_option SET tiers = $2::jsonb WHERE id = $1', [btc.id, own]);
    await seedDemoMarket(t.db, siteId);
    const again = (await options()).find((option) => option.stock === 'BTCUSDT')!;
    expect(again.maxLeverage).toBe(10);
    expect(again.tiers).toEqual([
      { maxNotional: '10000', maintenanceRateBps: 100, maxLeverage: 10, maintenanceAmount: '0' },
    ]);
  });
});
