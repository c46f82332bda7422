import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketOrder, openPositionId } from './oversea-calls.ts';
import { openOverseaFixture } from './oversea-fixture.ts';
import type { Member, OverseaFixture } from './oversea-fixture.ts';

// The overseas reads over HTTP: GET /oversea/history/list, /open_order, /open_position, and the BINARY wallet's losscut and pnl on /me and /wallet/my. NQ: 7,000 won a tick (0.25) and lot;
// CL: 0.01 = $10 × 1,400 = 14,000 won a tick and lot; margin 1,000,000 and fee 5,000 won per lot.

let f: OverseaFixture;

beforeAll(async () => {
  f = await openOverseaFixture();
});
afterAll(() => f.close());

interface Page {
  content: Record<string, unknown>[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

const limit = (m: Member, body: Record<string, unknown>) =>
  f.post('/oversea/order', { overseaOptionId: f.options.NQ, marketType: 'LIMIT', qty: 1, ...body }, m);

describe('GET /oversea/history/list and /open_order', () => {
  let m: Member;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    f.tick('NQ', 2_500_000);
    m = await f.member();
    ids.opened = (await marketOrder(f, m, f.options.NQ, 'LONG', 1)).id as number;
    ids.resting = (await limit(m, { tradeType: 'LONG', price: '24990.00' })).json<{ id: number }>().id;
    ids.cancelled = (await limit(m, { tradeType: 'LONG', price: '24980.00' })).json<{ id: number }>().id;
    await f.post('/oversea/order/cancel', { id: ids.cancelled }, m);
    ids.closed = (await marketOrder(f, m, f.options.NQ, 'SHORT', 1)).id as number;
  });

  it('lists filled and cancelled orders newest first, the resting one not', async () => {
    const res = await f.get('/oversea/history/list', {}, m);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    expect(page.content.map((order) => [order.id, order.status])).toEqual([
      [ids.closed, 'FILLED'],
      [ids.cancelled, 'CANCELLED'],
      [ids.opened, 'FILLED'],
    ]);
    expect(page).toMatchObject({ page: 1, size: 20, totalElements: 3, totalPages: 1 });
    expect(page.content[0]).toMatchObject({
      tradeType: 'SHORT',
      fee: '5000',
      fillTick: { price: '25000.00' },
    });
  });

  it('pages', async () => {
    const second = (await f.get('/oversea/history/list', { page: 2, size: 2 }, m)).json<Page>();
    expect(second.content.map((order) => order.id)).toEqual([ids.opened]);
    expect(second).toMatchObject({ page: 2, size: 2, totalElements: 3, totalPages: 2 });
  });

  it('filters by option and by KST day', async () => {
    const cl = (await f.get('/oversea/history/list', { overseaOptionId: f.options.CL }, m)).json<Page>();
    expect(cl).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    // The fixture's clock is 2026-11-25 12:00 KST.
    const today = await f.get('/oversea/history/list', { startDate: '2026-11-25', endDate: '2026-11-25' }, m);
    expect(today.json<Page>().totalElements).toBe(3);
    const before = await f.get('/oversea/history/list', { endDate: '2026-11-24' }, m);
    expect(before.json<Page>().totalElements).toBe(0);
  });

  it('open_order lists the resting order only, on its option', async () => {
    const open = await f.get('/oversea/history/open_order', {}, m);
    expect(open.json()).toEqual([
      expect.objectContaining({ id: ids.resting, status: 'OPEN', marketType: 'LIMIT', price: '24990.00' }),
    ]);
    const onCl = await f.get('/oversea/history/open_order', { overseaOptionId: f.options.CL }, m);
    expect(onCl.json()).toEqual([]);
  });

  it('another member sees none of it, whatever playerId says', async () => {
    const other = await f.member();
    const list = await f.get('/oversea/history/list', { playerId: m.id }, other);
    expect(list.json<Page>()).toMatchObject({ content: [], totalElements: 0 });
    expect((await f.get('/oversea/history/open_order', {}, other)).json()).toEqual([]);
    expect((await f.get('/oversea/history/open_position', {}, other)).json()).toEqual([]);
  });
});

describe('GET /oversea/history/open_position and the BINARY wallet figures', () => {
  it('values the position at the last price; /me and /wallet/my carry its losscut and pnl', async () => {
    f.tick('NQ', 2_500_000);
    const m = await f.member();
    await marketOrder(f, m, f.options.NQ, 'LONG', 2);
    const id = await openPositionId(f, m, f.options.NQ);
    // +20 ticks: 20 × 7,000 × 2 lots.
    f.tick('NQ', 2_500_500);
    const res = await f.get('/oversea/history/open_position', { overseaOptionId: f.options.NQ }, m);
    expect(res.json()).toEqual([
      expect.objectContaining({
        overseaPositionId: id,
        stock: 'NQ',
        tradeType: 'LONG',
        qty: 2,
        entryPrice: '25000.00',
        lastPrice: '25005.00',
        margin: '2000000',
        unrealizedPnl: '280000',
        isOvernight: false,
      }),
    ]);
    // Losscut line: 2 lots × 1,000,000 × 30 %.
    const figures = { losscut: '600000', pnl: '280000', point: '7990000', gameWaitPoint: '2000000' };
    const me = await f.get('/me', {}, m);
    expect(me.statusCode).toBe(200);
    expect(me.json<{ wallet: Record<string, unknown> }>().wallet.BINARY).toMatchObject(figures);
    const wallets = await f.get('/wallet/my', {}, m);
    expect(wallets.json<Record<string, unknown>>().BINARY).toMatchObject(figures);
  });

  it('a short on CL and a long on NQ add up; a member without positions shows zero', async () => {
    f.tick('NQ', 2_500_000);
    f.tick('CL', 6_200);
    const m = await f.member();
    await marketOrder(f, m, f.options.NQ, 'LONG', 1);
    await marketOrder(f, m, f.options.CL, 'SHORT', 3);
    // NQ −10 ticks: −70,000; CL +5 ticks against the short: −5 × 14,000 × 3 = −210,000.
    f.tick('NQ', 2_499_750);
    f.tick('CL', 6_205);
    const me = (await f.get('/me', {}, m)).json<{ wallet: Record<string, unknown> }>();
    expect(me.wallet.BINARY).toMatchObject({ losscut: '1200000', pnl: '-280000' });
    const empty = await f.member();
    const none = (await f.get('/me', {}, empty)).json<{ wallet: Record<string, unknown> }>();
    expect(none.wallet.BINARY).toMatchObject({ losscut: '0', pnl: '0' });
  });
});
