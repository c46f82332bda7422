import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TriggerLoop } from '../../src/modules/futures/trigger-loop.ts';
import { openFuturesFixture, steppedTriggerLoop, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// The option's trigger loop, driven step by step: resting LIMIT and STOP orders and TP/SL fill when
// the feed's price crosses them, at that tick, each fill its own transaction with its pushes after
// commit; the loop's book is rebuilt from the database when a loop starts.

let f: FuturesFixture;
let loop: TriggerLoop;

beforeAll(async () => {
  f = await openFuturesFixture();
  f.tick(500_000);
  loop = newLoop();
  await loop.start();
});
afterAll(async () => {
  await loop.stop();
  await f.close();
});

function newLoop(): TriggerLoop {
  return steppedTriggerLoop(f);
}

async function place(
  member: Member,
  body: Record<string, unknown>,
): Promise<{ id: number; futuresPositionId: number }> {
  const res = await f.post('/futures/order', { futuresOptionId: f.optionId, ...body }, member);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function tenfold(member: Member): Promise<void> {
  await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, member);
}

describe('a resting LIMIT order', () => {
  it('fills when the last price reaches it, at that tick, and opens the position from its released hold', async () => {
    const m = await f.member();
    await tenfold(m);
    f.tick(500_000);
    const { id } = await place(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: '10000', price: '49000' });
    f.tick(495_000);
    expect(await loop.step()).toBe(0);
    f.futuresEvents();
    f.clock.advanceMs(1_000);
    f.tick(490_000, f.clock.nowMs(), 'simulated');
    await loop.step();
    const history = await f.get('/futures/history/list', {}, m);
    expect(history.json<{ content: unknown[] }>().content).toEqual([
      expect.objectContaining({
        id,
        status: 'FILLED',
        fee: '4',
        fillTick: { source: 'simulated', at: new Date(f.clock.nowMs()).toISOString(), price: '49000.0' },
      }),
    ]);
    expect(f.futuresEvents(m).map((event) => event.type)).toEqual(['ORDER_FILLED', 'POSITION_OPEN']);
    expect(await f.futures(m.id)).toEqual([8_996n * USDT, 1_000n * USDT]);
    expect(await f.invariants()).toEqual([]);
  });

  it('does not fill once cancelled, though its entry is still in the book', async () => {
    const m = await f.member();
    f.tick(500_000);
    const { id } = await place(m, { tradeType: 'SHORT', marketType: 'LIMIT', qty: '100', price: '52000' });
    await loop.step();
    await f.post('/futures/order/cancel', { id }, m);
    f.tick(520_000);
    expect(await loop.step()).toBe(0);
    expect((await f.get('/futures/history/list', {}, m)).json()).toMatchObject({
      content: [expect.objectContaining({ id, status: 'CANCELLED', fillTick: null })],
    });
    expect(await f.futures(m.id)).toEqual([10_000n * USDT, 0n]);
  });
});

describe('a STOPMARKET order', () => {
  it('fills when the last price falls through its stop', async () => {
    const m = await f.member();
    f.tick(500_000);
    const { id } = await place(m, {
      tradeType: 'SHORT',
      marketType: 'STOPMARKET',
      qty: '100',
      stopPrice: '45000',
    });
    f.tick(450_000);
    expect(await loop.step()).toBe(1);
    const open = await f.get('/futures/history/open_position', {}, m);
    expect(open.json()).toEqual([expect.objectContaining({ tradeType: 'SHORT', entryPrice: '45000.0' })]);
    expect((await f.get('/futures/history/list', {}, m)).json()).toMatchObject({
      content: [expect.objectContaining({ id, status: 'FILLED' })],
    });
  });
});

describe('a take-profit', () => {
  it('closes the position when the price reaches it, with the worked profit and POSITION_CLOSE', async () => {
    const m = await f.member();
    await tenfold(m);
    f.tick(500_000);
    const { futuresPositionId } = await place(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '10000' });
    await f.post(
      '/futures/order/tpsl',
      { futuresPositionId, takeProfit: '55000', stopLoss: '45000', isMarkTp: false, isMarkSl: false },
      m,
    );
    f.futuresEvents();
    f.tick(550_000);
    await loop.step();
    const events = f.futuresEvents(m);
    expect(events.map((event) => event.type)).toEqual(['ORDER_FILLED', 'POSITION_CLOSE']);
    expect(events[1]).toMatchObject({ marketType: 'TAKEPROFIT', closePrice: '55000.0', realizedPnl: '1000' });
    // 10,000 − 4 + 1,000 − 4.4; the stop-loss is cancelled with the position.
    expect(await f.futures(m.id)).toEqual([10_991n * USDT + 60_000_000n, 0n]);
    expect((await f.get('/futures/history/open_sltp', { futuresPositionId }, m)).json()).toEqual([]);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('a loop that starts', () => {
  it('rebuilds its book from the open orders in the database', async () => {
    const m = await f.member();
    f.tick(500_000);
    await place(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: '100', price: '30000' });
    const fresh = newLoop();
    await fresh.start();
    try {
      const open = await f.t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM futures_order WHERE futures_option_id = $1 AND status = 'OPEN'",
        [f.optionId],
      );
      expect(fresh.restingCount).toBe(open.rows[0]!.n);
      expect(fresh.restingCount).toBeGreaterThan(0);
    } finally {
      await fresh.stop();
    }
  });
});

describe('a liquidation', () => {
  async function isolatedLong(member: Member): Promise<number> {
    await tenfold(member);
    f.tick(500_000);
    const { futuresPositionId } = await place(member, {
      tradeType: 'LONG',
      marketType: 'MARKET',
      qty: '10000',
    });
    return futuresPositionId;
  }

  /**
   * What the site's INSURANCE accounts hold, together: the liquidation sweep pays shortfalls per shard
   * (one posting for all its positions on the shard), so what one liquidation cost is the drop.
   */
  async function insuranceHeld(): Promise<bigint> {
    const rows = await f.t.db.query<{ total: string }>(
      `SELECT COALESCE(SUM(balance), 0)::text AS total FROM ledger_account
       WHERE site_id = $1 AND kind = 'INSURANCE'`,
      [f.site.id],
    );
    return BigInt(rows.rows[0]!.total);
  }

  it('closes an isolated LONG at mark once the mark reaches its liquidation price, and only then', async () => {
    const m = await f.member();
    const id = await isolatedLong(m);
    const [position] = (await f.get('/futures/history/open_position', {}, m)).json<
      { liquidationPrice: string }[]
    >();
    // 50,000 × (1 − 1/10) / (1 − 0.4 %), rounded down to the price unit.
    expect(position!.liquidationPrice).toBe('45180.7');
    await loop.step();
    f.tick(451_808);
    await loop.step();
    expect((await f.get('/futures/history/open_position', {}, m)).json()).toHaveLength(1);
    f.futuresEvents();
    f.tick(451_000);
    await loop.step();
    const events = f.futuresEvents(m);
    expect(events.map((event) => event.type)).toEqual(['ORDER_FILLED', 'POSITION_LIQUID']);
    expect(events[1]).toMatchObject({
      futuresPositionId: id,
      marketType: 'LIQUIDATION',
      closePrice: '45100.0',
      realizedPnl: '-980',
      closeTick: { source: 'simulated', price: '45100.0' },
    });
    // The 1,000 margin pays the 980 loss and 20 of the 45.1 liquidation fee; the wallet keeps the rest.
    expect(await f.futures(m.id)).toEqual([8_996n * USDT, 0n]);
    const history = (await f.get('/futures/history/list', {}, m)).json<{ content: unknown[] }>();
    expect(history.content[0]).toMatchObject({ marketType: 'LIQUIDATION', status: 'FILLED', fee: '20' });
    expect(await f.invariants()).toEqual([]);
  });

  it('lets the insurance account pay a gap beyond the margin, never the member below zero', async () => {
    // What 40,000 reaches of the positions earlier tests left open goes first, so that what the
    // insurance pays below is this position's alone.
    f.tick(400_000);
    await loop.step();
    const m = await f.member();
    const id = await isolatedLong(m);
    await loop.step();
    const insuredBefore = await insuranceHeld();
    f.tick(400_000);
    await loop.step();
    // A 2,000 loss on a 1,000 margin: the member loses the margin, the insurance pays the other 1,000.
    expect(await f.futures(m.id)).toEqual([8_996n * USDT, 0n]);
    expect(await insuranceHeld()).toBe(insuredBefore - 1_000n * USDT);
    const closed = await f.t.db.query<{ status: string }>(
      'SELECT status FROM futures_position WHERE id = $1',
      [id],
    );
    expect(closed.rows[0]?.status).toBe('CLOSED');
    expect(await f.invariants()).toEqual([]);
  });
});

describe('funding', () => {
  it('charges a LONG at the 08:00 UTC funding time, once, at mark, and adds up minusFundingFee', async () => {
    const m = await f.member();
    await tenfold(m);
    f.tick(500_000);
    const { futuresPositionId } = await place(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '10000' });
    // T0 is 01:00 UTC; step past 08:00 with the price unchanged: premium 0, so the rate is the 0.01 % interest.
    f.clock.advanceMs(7 * 3_600_000 + 1_000);
    f.tick(500_000);
    await loop.step();
    await loop.step();
    const rows = await f.t.db.query<{
      amount: string;
      rate_ppm: number;
      funding_at: Date;
      mark_source: string;
    }>(
      'SELECT amount::text AS amount, rate_ppm, funding_at, mark_source FROM futures_funding WHERE futures_position_id = $1',
      [futuresPositionId],
    );
    expect(rows.rows).toEqual([
      {
        amount: '100000000',
        rate_ppm: 100,
        funding_at: new Date(Date.UTC(2026, 10, 25, 8)),
        mark_source: 'simulated',
      },
    ]);
    // 10,000 − 1,000 margin − 4 fee − 1 funding (10,000 × 0.01 %).
    expect(await f.futures(m.id)).toEqual([8_995n * USDT, 1_000n * USDT]);
    const position = await f.t.db.query<{ minus_funding_fee: string }>(
      'SELECT minus_funding_fee::text AS minus_funding_fee FROM futures_position WHERE id = $1',
      [futuresPositionId],
    );
    expect(position.rows[0]!.minus_funding_fee).toBe('100000000');
    expect(await f.invariants()).toEqual([]);
  });
});

describe('a margin warning', () => {
  it('pushes POSITION_WARN once when the margin ratio reaches 80 % at mark', async () => {
    const m = await f.member();
    await tenfold(m);
    f.tick(500_000);
    const { futuresPositionId } = await place(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '10000' });
    await loop.step();
    f.futuresEvents();
    // 50,000 × (1 − 1/10) × 0.8 / (0.8 − 0.4 %) = 45,226.13…: the warning starts at 45,226.1.
    f.tick(452_262);
    await loop.step();
    expect(f.futuresEvents(m)).toEqual([]);
    f.tick(452_200);
    await loop.step();
    f.tick(452_100);
    await loop.step();
    const warnings = f.futuresEvents(m);
    expect(warnings).toEqual([
      expect.objectContaining({ type: 'POSITION_WARN', futuresPositionId, markPrice: '45220.0' }),
    ]);
    expect(Number(warnings[0]!.marginRatio)).toBeGreaterThanOrEqual(80);
    expect(Number(warnings[0]!.marginRatio)).toBeLessThan(100);
  });
});
