import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../support/seed-site.ts';
import { marketOrder, openPositionId } from './oversea-calls.ts';
import { insertOverseaOption, openOverseaFixture } from './oversea-fixture.ts';
import type { OverseaFixture } from './oversea-fixture.ts';

// The overseas calls' refusals that the other files do not cover: malformed input, another site's
// option, a call without a token, and a SHORT position's TP/SL prices. Each refusal changes nothing.

let f: OverseaFixture;

beforeAll(async () => {
  f = await openOverseaFixture();
});
afterAll(() => f.close());

describe('malformed input is INVALID_INPUT (400)', () => {
  it.each([
    ['tpTick 0', { tpTick: 0 }],
    ['tpTick -1', { tpTick: -1 }],
    ['slTick 1.5', { slTick: 1.5 }],
  ])('/order/tpsl with %s', async (_name, ticks) => {
    f.tick('NQ', 2_500_000);
    const m = await f.member();
    await marketOrder(f, m, f.options.NQ, 'LONG', 1);
    const id = await openPositionId(f, m, f.options.NQ);
    const res = await f.post(
      '/oversea/order/tpsl',
      { overseaPositionId: id, overseaOptionId: f.options.NQ, ...ticks },
      m,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('/order/delete-tpsl with a value other than TP or SL, /overnight without a boolean', async () => {
    const m = await f.member();
    const tpsl = await f.post(
      '/oversea/order/delete-tpsl',
      { id: 1, overseaOptionId: f.options.NQ, value: 'BOTH' },
      m,
    );
    expect(tpsl.statusCode).toBe(400);
    expect(tpsl.json()).toMatchObject({ code: 'INVALID_INPUT' });
    const overnight = await f.post('/oversea/overnight', { overseaPositionId: 1, isActive: 'yes' }, m);
    expect(overnight.statusCode).toBe(400);
    expect(overnight.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it.each([
    ['a page size over 100', { size: 101 }],
    ['page 0', { page: 0 }],
    ['a date that is not a calendar date', { startDate: '2026-02-30' }],
  ])('the history reads with %s', async (_name, query) => {
    const m = await f.member();
    for (const path of ['/oversea/history/list', '/oversea/history/daily_profit']) {
      const res = await f.get(path, query, m);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
  });
});

describe("another site's option", () => {
  it('is OPTION_NOT_FOUND to an order and to cancel_all, and nothing moves', async () => {
    const elsewhere = await insertSite(f.t.db);
    const foreign = await insertOverseaOption(f.t.db, elsewhere.id, 'NQ');
    f.tick('NQ', 2_500_000);
    const m = await f.member();
    const order = await f.post(
      '/oversea/order',
      { overseaOptionId: foreign, tradeType: 'LONG', marketType: 'MARKET', qty: 1 },
      m,
    );
    expect(order.statusCode).toBe(404);
    expect(order.json()).toMatchObject({ code: 'OPTION_NOT_FOUND' });
    const cancelAll = await f.post('/oversea/order/cancel_all', { overseaOptionId: foreign }, m);
    expect(cancelAll.statusCode).toBe(404);
    expect(cancelAll.json()).toMatchObject({ code: 'OPTION_NOT_FOUND' });
    expect(await f.binary(m.id)).toEqual([10_000_000n, 0n]);
  });
});

describe('without a token', () => {
  it.each([
    '/oversea/history/list',
    '/oversea/history/open_order',
    '/oversea/history/open_position',
    '/oversea/history/daily_profit',
    '/oversea/overnight',
  ])('GET %s is refused with 401', async (path) => {
    const res = await f.t.app.inject({ method: 'GET', url: `/api${path}?siteInfoId=${f.site.id}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('a SHORT position', () => {
  it('has its TP below the entry and its SL above (CL: 0.01 a tick)', async () => {
    f.tick('CL', 6_200);
    const m = await f.member();
    await marketOrder(f, m, f.options.CL, 'SHORT', 1);
    const id = await openPositionId(f, m, f.options.CL);
    const res = await f.post(
      '/oversea/order/tpsl',
      { overseaPositionId: id, overseaOptionId: f.options.CL, tpTick: 10, slTick: 5 },
      m,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tradeType: 'SHORT', tpPrice: '61.90', slPrice: '62.05' });
    // The price already 5 ticks up: an SL 5 ticks from the entry would fire at once.
    f.tick('CL', 6_205);
    const touched = await f.post(
      '/oversea/order/tpsl',
      { overseaPositionId: id, overseaOptionId: f.options.CL, slTick: 5 },
      m,
    );
    expect(touched.statusCode).toBe(400);
    expect(touched.json()).toMatchObject({ code: 'TPSL_PRICE_INVALID' });
  });
});
