import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOverseaFixture } from './oversea-fixture.ts';
import type { Member, OverseaFixture } from './oversea-fixture.ts';

// POST /oversea/order, cancel and cancel_all over HTTP with DOMAIN.md §4's rule: PnL = d × (exit −
// entry) / tickSize × tickValue × lots × KRW rate. NQ: tick 0.25 = $5, 1,400 KRW per USD; margin
// 1,000,000 and fee 5,000 won per lot (the fixture's terms). Prices are NQ hundredths.

let f: OverseaFixture;

beforeAll(async () => {
  f = await openOverseaFixture();
});
afterAll(() => f.close());

const order = (member: Member, body: Record<string, unknown>) =>
  f.post('/oversea/order', { overseaOptionId: f.options.NQ, ...body }, member);

describe('POST /oversea/order without a price', () => {
  it('refuses with PRICE_UNAVAILABLE before the feed has priced NQ, and changes nothing', async () => {
    const m = await f.member();
    const res = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PRICE_UNAVAILABLE' });
    expect(await f.binary(m.id)).toEqual([10_000_000n, 0n]);
  });
});

describe('a MARKET order', () => {
  it('opens at the last price, holds the margin per lot, charges the fee and records the tick', async () => {
    f.tick('NQ', 2_500_000);
    const m = await f.member();
    const res = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: 1, requestId: 'nq-long-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      marketType: 'MARKET',
      status: 'FILLED',
      qty: 1,
      fee: '5000',
      fillTick: { source: 'simulated', price: '25000.00' },
    });
    expect(await f.binary(m.id)).toEqual([8_995_000n, 1_000_000n]);
    expect(await f.invariants()).toEqual([]);
  });

  it('closes with the formula: +40 ticks × $5 × 1,400 = 280,000 won, less both fees', async () => {
    f.tick('NQ', 2_500_000);
    const m = await f.member();
    await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    f.overseaEvents();
    f.tick('NQ', 2_501_000);
    const res = await order(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: 1 });
    expect(res.json()).toMatchObject({ status: 'FILLED', fee: '5000', fillTick: { price: '25010.00' } });
    expect(await f.binary(m.id)).toEqual([10_000_000n - 10_000n + 280_000n, 0n]);
    expect(f.lastCross(m)).toMatchObject({ playerPoint: '10270000', losscut: '0', lastPnl: '0' });
    const events = f.overseaEvents(m);
    expect(events.map((event) => event.type)).toEqual(['ORDER_FILLED', 'POSITION_CLOSE']);
    expect(events[1]).toMatchObject({ realizedPnl: '280000', closePrice: '25010.00', marketType: 'MARKET' });
    expect(await f.invariants()).toEqual([]);
  });

  it('replays a retried request id without a second order', async () => {
    f.tick('NQ', 2_500_000);
    const m = await f.member();
    const body = { tradeType: 'SHORT', marketType: 'MARKET', qty: 3, requestId: 'retry-me' };
    const first = await order(m, body);
    const again = await order(m, body);
    expect(again.json()).toEqual(first.json());
    expect(await f.binary(m.id)).toEqual([10_000_000n - 3_000_000n - 15_000n, 3_000_000n]);
  });
});

describe('refusals change nothing', () => {
  it.each([
    ['qty 0', 0],
    ['qty -1', -1],
    ['qty 1.5', 1.5],
    ['qty over the maximum', 1001],
  ])('%s is INVALID_INPUT', async (_name, qty) => {
    f.tick('NQ', 2_500_000);
    const m = await f.member();
    const res = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await f.binary(m.id)).toEqual([10_000_000n, 0n]);
  });

  it('a point that cannot pay margin and fee is INSUFFICIENT_BALANCE', async () => {
    f.tick('NQ', 2_500_000);
    const m = await f.member(1_004_999n);
    const res = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await f.binary(m.id)).toEqual([1_004_999n, 0n]);
  });

  it('a closed session answers the spec message with the stock', async () => {
    // Saturday 2026-11-28 12:00 UTC: CME Globex is closed for the weekend.
    const toSaturday = Date.UTC(2026, 10, 28, 12, 0, 0) - f.clock.nowMs();
    f.clock.advanceMs(toSaturday);
    try {
      f.tick('NQ', 2_500_000);
      const m = await f.member();
      const res = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'OVERSEA_MARKET_CLOSED',
        message: 'NQ종목이 현재 휴장중입니다.',
      });
      expect(await f.binary(m.id)).toEqual([10_000_000n, 0n]);
    } finally {
      f.clock.advanceMs(-toSaturday);
    }
  });

  it('a MIT on the wrong side of the market and a level off the tick grid are ORDER_PRICE_INVALID', async () => {
    f.tick('NQ', 2_500_000);
    const m = await f.member();
    // A buy MIT rests below the market; one above it would fill at once.
    const above = await order(m, { tradeType: 'LONG', marketType: 'STOPMARKET', qty: 1, price: '25010.00' });
    expect(above.json()).toMatchObject({ code: 'ORDER_PRICE_INVALID' });
    const offGrid = await order(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: 1, price: '24990.10' });
    expect(offGrid.json()).toMatchObject({ code: 'ORDER_PRICE_INVALID' });
    expect(await f.binary(m.id)).toEqual([10_000_000n, 0n]);
  });
});

describe('resting orders', () => {
  it('a LIMIT below the market holds margin and fee, and its cancel gives them back', async () => {
    f.tick('NQ', 2_500_000);
    const m = await f.member();
    const placed = await order(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: 2, price: '24990.00' });
    expect(placed.json()).toMatchObject({ status: 'OPEN', price: '24990.00', qty: 2 });
    expect(await f.binary(m.id)).toEqual([10_000_000n - 2_010_000n, 2_010_000n]);
    const id = placed.json<{ id: number }>().id;
    const other = await f.member();
    const stranger = await f.post('/oversea/order/cancel', { id }, other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const cancelled = await f.post('/oversea/order/cancel', { id }, m);
    expect(cancelled.json()).toMatchObject({ id, status: 'CANCELLED' });
    expect(await f.binary(m.id)).toEqual([10_000_000n, 0n]);
    expect(await f.invariants()).toEqual([]);
  });

  it('cancel_all cancels every resting order and answers the count', async () => {
    f.tick('NQ', 2_500_000);
    const m = await f.member();
    await order(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: 1, price: '24990.00' });
    // A sell MIT rests above the market.
    await order(m, { tradeType: 'SHORT', marketType: 'STOPMARKET', qty: 1, price: '25010.00' });
    const res = await f.post('/oversea/order/cancel_all', {}, m);
    expect(res.json()).toEqual({ count: 2 });
    expect(await f.binary(m.id)).toEqual([10_000_000n, 0n]);
  });
});
