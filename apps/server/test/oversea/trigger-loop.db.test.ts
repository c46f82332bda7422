import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverseaLoop } from '../../src/modules/oversea/oversea-loop.ts';
import type { OverseaFixture } from './oversea-fixture.ts';
import { openWithSteppedOverseaLoop, placeOversea, stepAt, takeFromBinary } from './stepped-loop.ts';

// The site's overseas trigger loop, stepped by hand: what a new price touches (resting LIMIT and MIT
// orders, TP/SL, the losscut) is found by the loop's mirror and decided in the database for those
// members, at that tick, pushes after commit. NQ: tick 0.25 (25 units) = $5 × 1,400 = 7,000 won a
// lot; CL: tick 0.01 (1 unit) = $10 × 1,400 = 14,000 won; margin 1,000,000, fee 5,000 won a lot.

const NQ = 2_500_000;
const CL = 7_500;

let f: OverseaFixture;
let loop: OverseaLoop;

beforeAll(async () => {
  ({ f, loop } = await openWithSteppedOverseaLoop({ NQ, CL }));
});
afterAll(async () => {
  await loop.stop();
  await f.close();
});

/** A new price one second on, and a loop step. */
const tickAndStep = (stock: 'NQ' | 'CL', price: number) => stepAt(f, loop, stock, price);

/** Prices back to the start, with a step, and the pushes so far dropped. */
async function reset(): Promise<void> {
  await tickAndStep('NQ', NQ);
  await tickAndStep('CL', CL);
  f.overseaEvents();
}

function filledTick(price: string) {
  return { source: 'simulated', at: new Date(f.clock.nowMs()).toISOString(), price };
}

describe('resting orders', () => {
  it('a LIMIT buy fills when a tick crosses it, at the tick price, the tick recorded', async () => {
    await reset();
    const m = await f.member();
    const order = await placeOversea(f, m, {
      tradeType: 'LONG',
      marketType: 'LIMIT',
      qty: 1,
      price: '24990.00',
    });
    expect(order.status).toBe('OPEN');
    f.overseaEvents();
    expect(await tickAndStep('NQ', NQ - 25)).toEqual([]);
    const written = await tickAndStep('NQ', 2_498_500);
    expect(written.map((w) => [w.type, w.memberId])).toEqual([
      ['ORDER_FILLED', m.id],
      ['POSITION_OPEN', m.id],
    ]);
    const events = f.overseaEvents(m);
    expect(events[0]).toMatchObject({
      type: 'ORDER_FILLED',
      id: order.id,
      marketType: 'LIMIT',
      status: 'FILLED',
      fillTick: filledTick('24985.00'),
    });
    expect(events[1]).toMatchObject({ type: 'POSITION_OPEN', entryPrice: '24985.00', qty: 1 });
    expect(await f.binary(m.id)).toEqual([10_000_000n - 1_005_000n, 1_000_000n]);
    expect(await f.invariants()).toEqual([]);
  });

  it('a MIT sell (above the market) fills when touched, at the touching tick', async () => {
    await reset();
    const m = await f.member();
    const order = await placeOversea(f, m, {
      tradeType: 'SHORT',
      marketType: 'STOPMARKET',
      qty: 2,
      price: '25010.00',
    });
    f.overseaEvents();
    expect(await tickAndStep('NQ', NQ + 975)).toEqual([]);
    await tickAndStep('NQ', NQ + 1_025);
    const events = f.overseaEvents(m);
    expect(events.map((event) => event.type)).toEqual(['ORDER_FILLED', 'POSITION_OPEN']);
    expect(events[0]).toMatchObject({
      id: order.id,
      marketType: 'STOPMARKET',
      fillTick: filledTick('25010.25'),
    });
    expect(events[1]).toMatchObject({ tradeType: 'SHORT', entryPrice: '25010.25', qty: 2 });
    expect(await f.binary(m.id)).toEqual([10_000_000n - 2_010_000n, 2_000_000n]);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('TP and SL', () => {
  it('the TP fires 10 ticks up: the KRW balance gains 10 × 7,000 less both fees', async () => {
    await reset();
    const m = await f.member();
    await placeOversea(f, m, { tradeType: 'LONG', marketType: 'MARKET', qty: 1, tpTick: 10, slTick: 10 });
    await tickAndStep('NQ', NQ);
    f.overseaEvents();
    expect(await tickAndStep('NQ', NQ + 225)).toEqual([]);
    await tickAndStep('NQ', NQ + 250);
    expect(f.lastCross(m)).toMatchObject({ playerPoint: '10060000', losscut: '0' });
    const events = f.overseaEvents(m);
    expect(events.map((event) => [event.type, event.marketType])).toEqual([
      ['ORDER_FILLED', 'TAKEPROFIT'],
      ['POSITION_CLOSE', 'TAKEPROFIT'],
    ]);
    expect(events[0]).toMatchObject({ fillTick: filledTick('25002.50') });
    expect(events[1]).toMatchObject({ realizedPnl: '70000', closePrice: '25002.50' });
    expect(await f.binary(m.id)).toEqual([10_000_000n + 70_000n - 10_000n, 0n]);
    expect(await f.invariants()).toEqual([]);
  });

  it('the SL fires 10 ticks down, through it: at the touching price', async () => {
    await reset();
    const m = await f.member();
    await placeOversea(f, m, { tradeType: 'LONG', marketType: 'MARKET', qty: 1, tpTick: 10, slTick: 10 });
    await tickAndStep('NQ', NQ);
    f.overseaEvents();
    await tickAndStep('NQ', NQ - 300);
    const events = f.overseaEvents(m);
    expect(events.map((event) => [event.type, event.marketType])).toEqual([
      ['ORDER_FILLED', 'STOPLOSS'],
      ['POSITION_CLOSE', 'STOPLOSS'],
    ]);
    expect(events[1]).toMatchObject({ realizedPnl: '-84000', closePrice: '24997.00' });
    expect(await f.binary(m.id)).toEqual([10_000_000n - 84_000n - 10_000n, 0n]);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('the losscut', () => {
  it('a falling price cuts at equity on the line (not a tick above): every position liquidated, orders cancelled', async () => {
    await reset();
    // After a 1-lot long and a far LIMIT (hold 1,005,000): point 990,000, equity 2,995,000 + uPnL,
    // line 300,000. 384 ticks down: equity 307,000; 385 ticks: exactly 300,000.
    const m = await f.member(3_000_000n);
    await placeOversea(f, m, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    await placeOversea(f, m, { tradeType: 'LONG', marketType: 'LIMIT', qty: 1, price: '20000.00' });
    await tickAndStep('NQ', NQ);
    f.overseaEvents();
    expect(await tickAndStep('NQ', NQ - 384 * 25)).toEqual([]);
    const written = await tickAndStep('NQ', NQ - 385 * 25);
    expect(written.map((w) => w.type)).toEqual(['ORDER_CANCEL', 'POSITION_LIQUID']);
    const events = f.overseaEvents(m);
    expect(events[1]).toMatchObject({
      type: 'POSITION_LIQUID',
      marketType: 'LIQUIDATION',
      closePrice: '24903.75',
      realizedPnl: '-2695000',
      closeTick: filledTick('24903.75'),
    });
    // 2,995,000 back, less the loss and the closing fee.
    expect(await f.binary(m.id)).toEqual([295_000n, 0n]);
    const open = await f.t.db.query(
      `SELECT id FROM oversea_order WHERE member_id = $1 AND status = 'OPEN'
       UNION ALL SELECT id FROM oversea_position WHERE member_id = $1 AND status = 'OPEN'`,
      [m.id],
    );
    expect(open.rows).toEqual([]);
    expect(await f.invariants()).toEqual([]);
  });

  it('a member holding NQ and CL is cut by a tick on CL: both close at their own last price', async () => {
    await reset();
    // Point 490,000 after both longs; equity 2,490,000 + uPnL; line 30 % of 2,000,000 = 600,000.
    const m = await f.member(2_500_000n);
    await placeOversea(f, m, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    await placeOversea(f, m, {
      overseaOptionId: f.options.CL,
      tradeType: 'LONG',
      marketType: 'MARKET',
      qty: 1,
    });
    // NQ −100 ticks (−700,000): equity 1,790,000. CL −84 ticks (−1,176,000): 614,000, not yet.
    expect(await tickAndStep('NQ', NQ - 2_500)).toEqual([]);
    expect(await tickAndStep('CL', CL - 84)).toEqual([]);
    f.overseaEvents();
    // CL −85 ticks (−1,190,000): equity 600,000, on the line.
    await tickAndStep('CL', CL - 85);
    const events = f.overseaEvents(m);
    expect(events.map((event) => [event.type, event.stock, event.closePrice])).toEqual([
      ['POSITION_LIQUID', 'NQ', '24975.00'],
      ['POSITION_LIQUID', 'CL', '74.15'],
    ]);
    expect(await f.binary(m.id)).toEqual([2_490_000n - 1_890_000n - 10_000n, 0n]);
    expect(await f.invariants()).toEqual([]);
  });

  it("a point taken from the BINARY wallet (a round's bet) is read in and cuts at an unchanged price", async () => {
    await reset();
    const m = await f.member(2_000_000n);
    await placeOversea(f, m, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    // Point 995,000; NQ −200 ticks: equity 1,995,000 − 1,400,000 = 595,000 > 300,000.
    expect(await tickAndStep('NQ', NQ - 5_000)).toEqual([]);
    f.overseaEvents();
    await takeFromBinary(f, m, 300_000n);
    // Point 695,000: equity 295,000 ≤ 300,000. At the same price, the loop reads the point change
    // (a posting on the BINARY wallet), re-syncs the member and checks them again.
    const written = await loop.step();
    expect(written.map((w) => w.type)).toEqual(['POSITION_LIQUID']);
    expect(f.overseaEvents(m)).toEqual([
      expect.objectContaining({ type: 'POSITION_LIQUID', closePrice: '24950.00' }),
    ]);
    // 695,000 + 1,000,000 margin back − 1,400,000 loss − 5,000 closing fee.
    expect(await f.binary(m.id)).toEqual([290_000n, 0n]);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('an operator’s new terms', () => {
  it('a raised losscut rate reaches the loop on its next refresh and cuts who is now at the line', async () => {
    await reset();
    // Point 990,000 after the long; 200 ticks down: equity 1,990,000 − 1,400,000 = 590,000.
    const m = await f.member(1_995_000n);
    await placeOversea(f, m, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    expect(await tickAndStep('NQ', NQ - 200 * 25)).toEqual([]);
    try {
      // 60 % of the 1,000,000 margin: a line of 600,000, above the equity. No new price comes.
      await f.t.db.query('UPDATE site_info SET oversea_losscut_rate_bps = 6000 WHERE id = $1', [f.site.id]);
      f.clock.advanceMs(1_000);
      const written = await loop.step();
      expect(written.filter((w) => w.type === 'POSITION_LIQUID').map((w) => w.memberId)).toEqual([m.id]);
      // 990,000 + 1,000,000 margin back − 1,400,000 loss − 5,000 closing fee.
      expect(await f.binary(m.id)).toEqual([585_000n, 0n]);
      expect(await f.invariants()).toEqual([]);
    } finally {
      await f.t.db.query('UPDATE site_info SET oversea_losscut_rate_bps = 3000 WHERE id = $1', [f.site.id]);
      await loop.step();
    }
  });
});
