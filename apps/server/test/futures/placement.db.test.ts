import { crossQueue } from '@baro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFuturesOption, openFuturesFixture, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// POST /futures/order's fast placement (order-lock.ts, market-fill.ts): the option's terms the route
// remembers are checked against the rows in its locking read, so a change made by plain SQL is seen
// by the very next order; and a fill at placement written in one statement answers and pushes what
// the database holds, for an open, a reduce and (by the general path) a flip. Prices are in units of
// 0.1 USDT (BTCUSDT's precision); the default leverage is 20×, ISOLATED, the taker fee 0.04 %.

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
  f.tick(500_000);
});
afterAll(() => f.close());

const place = (member: Member, optionId: number, body: Record<string, unknown>) =>
  f.post('/futures/order', { futuresOptionId: optionId, ...body }, member);

/** USDT (decimal string) in minor units. */
const usdt = (value: string) => BigInt(Math.round(Number(value) * 1_000)) * (USDT / 1_000n);

describe('the option the order route remembers', () => {
  it('is read again when its row changed by SQL: the next orders pay the new fee, then are refused when switched off', async () => {
    const optionId = await insertFuturesOption(f.t.db, f.site.id, { stock: 'ETHUSDT' });
    f.t.ctx.market.onTicks([
      { stock: 'ETHUSDT', price: 300_000, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
    ]);
    const m = await f.member();
    const first = await place(m, optionId, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' });
    expect(first.json()).toMatchObject({ status: 'FILLED', fee: '0.4' });
    await f.t.db.query('UPDATE futures_option SET taker_fee_bps = 10 WHERE id = $1', [optionId]);
    const second = await place(m, optionId, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' });
    // 0.1 % of 1,000, at once: not the remembered 0.04 %.
    expect(second.json()).toMatchObject({ status: 'FILLED', fee: '1' });
    await f.t.db.query('UPDATE futures_option SET taker_fee_bps = 20 WHERE id = $1', [optionId]);
    const rested = await place(m, optionId, {
      tradeType: 'LONG',
      marketType: 'LIMIT',
      qty: '1000',
      price: '1000',
    });
    // A resting order's hold too: spec B4's estimate at 0.2 %, 1,000 / 20 + 1,000 × 2 × 0.2 %.
    expect(rested.json()).toMatchObject({ status: 'OPEN', margin: '54' });
    await f.t.db.query('UPDATE futures_option SET is_play = false WHERE id = $1', [optionId]);
    const before = await f.futures(m.id);
    const market = await place(m, optionId, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' });
    expect(market.statusCode).toBe(409);
    expect(market.json()).toMatchObject({ code: 'OPTION_NOT_TRADABLE' });
    const limit = await place(m, optionId, {
      tradeType: 'LONG',
      marketType: 'LIMIT',
      qty: '1000',
      price: '1000',
    });
    expect(limit.statusCode).toBe(409);
    expect(limit.json()).toMatchObject({ code: 'OPTION_NOT_TRADABLE' });
    expect(await f.futures(m.id)).toEqual(before);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('a fill at placement in one statement', () => {
  it('opens, reduces and flips with the formulas, answering and pushing what the database holds', async () => {
    f.tick(500_000);
    const m = await f.member();
    const opened = await place(m, f.optionId, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' });
    // 1,000 at 20×: 50 margin, 0.4 fee.
    expect(opened.json()).toMatchObject({ status: 'FILLED', margin: '50', fee: '0.4' });
    expect(await f.futures(m.id)).toEqual([usdt('9949.6'), usdt('50')]);

    f.tick(550_000);
    f.futuresEvents();
    f.published.length = 0;
    const reduced = await place(m, f.optionId, { tradeType: 'SHORT', marketType: 'MARKET', qty: '400' });
    // 400 of 1,000 closed at +10 %: 20 margin back, +40 pnl, a 0.176 fee on 440.
    expect(reduced.json()).toMatchObject({
      status: 'FILLED',
      futuresPositionId: opened.json<{ futuresPositionId: number }>().futuresPositionId,
      fee: '0.176',
      fillTick: { price: '55000.0' },
    });
    expect(await f.futures(m.id)).toEqual([usdt('10009.424'), usdt('30')]);
    const cross = f.published
      .filter((message) => message.destination === crossQueue.destination)
      .map((message) => JSON.parse(message.body) as { playerPoint: string; markPnl: string });
    // The wallet after the fill, and the 600 left at +10 %: +60.
    expect(cross).toEqual([
      expect.objectContaining({ playerPoint: '10009.424', markPnl: '60', minusFundingFee: '0' }),
    ]);
    const events = f.futuresEvents(m);
    expect(events.map((event) => event.type)).toEqual(['ORDER_FILLED', 'POSITION_UPDATE']);
    const positions = (await f.get('/futures/history/open_position', {}, m)).json<
      Record<string, unknown>[]
    >();
    // The push shows the position as the database holds it after the fill.
    expect(positions).toEqual([expect.objectContaining({ qty: '600', margin: '30' })]);
    expect(events[1]).toMatchObject({
      qty: positions[0]?.qty,
      margin: positions[0]?.margin,
      entryPrice: positions[0]?.entryPrice,
      liquidationPrice: positions[0]?.liquidationPrice,
    });

    const flipped = await place(m, f.optionId, { tradeType: 'SHORT', marketType: 'MARKET', qty: '1000' });
    // 600 closed (+60, 30 back, 0.264 fee), then SHORT 400 opened (20 margin, 0.16 fee).
    expect(flipped.json()).toMatchObject({ status: 'FILLED', fee: '0.424' });
    expect(await f.futures(m.id)).toEqual([usdt('10079'), usdt('20')]);
    const after = (await f.get('/futures/history/open_position', {}, m)).json<Record<string, unknown>[]>();
    expect(after).toEqual([expect.objectContaining({ tradeType: 'SHORT', qty: '400', margin: '20' })]);
    expect(await f.invariants()).toEqual([]);
  });

  it('closes in full, cancels the TP/SL of the position and pushes POSITION_CLOSE with the deciding tick', async () => {
    f.tick(500_000);
    const m = await f.member();
    const opened = await place(m, f.optionId, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' });
    const { futuresPositionId } = opened.json<{ futuresPositionId: number }>();
    const tpsl = await f.post(
      '/futures/order/tpsl',
      { futuresPositionId, takeProfit: '60000', stopLoss: '45000', isMarkTp: false, isMarkSl: false },
      m,
    );
    expect(tpsl.statusCode).toBe(200);
    f.tick(450_000 + 10);
    f.futuresEvents();
    const closed = await place(m, f.optionId, {
      tradeType: 'SHORT',
      marketType: 'MARKET',
      qty: '1000',
      requestId: 'close-in-full',
    });
    expect(closed.json()).toMatchObject({ status: 'FILLED', futuresPositionId });
    const events = f.futuresEvents(m);
    expect(events.map((event) => event.type)).toEqual(['ORDER_FILLED', 'POSITION_CLOSE']);
    expect(events[1]).toMatchObject({ marketType: 'MARKET', closeTick: { price: '45001.0' } });
    expect((await f.get('/futures/history/open_order', {}, m)).json()).toEqual([]);
    expect((await f.get('/futures/history/open_position', {}, m)).json()).toEqual([]);
    // A retry answers the same order and moves nothing.
    const wallet = await f.futures(m.id);
    const again = await place(m, f.optionId, {
      tradeType: 'SHORT',
      marketType: 'MARKET',
      qty: '1000',
      requestId: 'close-in-full',
    });
    expect(again.json()).toEqual(closed.json());
    expect(await f.futures(m.id)).toEqual(wallet);
    expect(await f.invariants()).toEqual([]);
  });
});
