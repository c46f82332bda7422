import { describe, expect, it } from 'vitest';
import type { OverseaBookCore } from './book-core.ts';
import type { OverseaCommand, OverseaEvent, OverseaResult, OverseaSide } from './book-types.ts';
import { OverseaBook } from './oversea-book.ts';
import { ReferenceOverseaBook } from './reference-oversea-book.ts';
import { simulationTerms } from './simulation-support.ts';

// Golden cases of the overseas book, worked by hand, on both engines. NQ: tick 0.25 (25 units) worth
// $5 × 1,380 = 6,900 won a lot, margin 3,000,000 and fee 5,000 a lot. CL: tick 0.01 worth $10 ×
// 1,380 = 13,800 won, margin and fee as the catalogue says. The losscut line is 30 % of the margin.

const TERMS = simulationTerms();
const NQ = 2_500_000; // 25,000.00
const CL = 7_500; // 75.00

let atMs = Date.UTC(2026, 2, 9, 3, 0);
let nextId = 1;

function tick(stock: string, price: number): OverseaCommand {
  atMs += 1_000;
  return { type: 'TICK', tick: { stock, source: 'test', atMs, price } };
}

function place(
  memberId: string,
  stock: string,
  side: OverseaSide,
  orderType: 'MARKET' | 'LIMIT' | 'STOPMARKET',
  lots: number,
  extra: { price?: number; tpTick?: number; slTick?: number } = {},
): OverseaCommand & { type: 'PLACE' } {
  return { type: 'PLACE', memberId, orderId: `o${nextId++}`, stock, side, orderType, lots, ...extra };
}

type Engine = OverseaBookCore;

function start(make: () => Engine, members: Record<string, bigint>): Engine {
  const engine = make();
  for (const [memberId, pointMinor] of Object.entries(members)) {
    ok(engine, { type: 'SYNC_MEMBER', memberId, pointMinor });
  }
  ok(engine, tick('NQ', NQ));
  ok(engine, tick('CL', CL));
  return engine;
}

function ok(engine: Engine, command: OverseaCommand): OverseaEvent[] {
  const decided = engine.decide(command);
  expect(decided.result.ok, JSON.stringify(decided.result)).toBe(true);
  return decided.events;
}

function refused(engine: Engine, command: OverseaCommand): OverseaResult {
  const decided = engine.decide(command);
  expect(decided.events).toEqual([]);
  return decided.result;
}

function types(events: readonly OverseaEvent[]): string[] {
  return events.filter((event) => event.type !== 'MONEY').map((event) => event.type);
}

function point(engine: Engine, memberId: string): bigint {
  return engine.member(memberId)?.pointMinor ?? -1n;
}

const ENGINES: [string, () => Engine][] = [
  ['OverseaBook', () => new OverseaBook(TERMS)],
  ['ReferenceOverseaBook', () => new ReferenceOverseaBook(TERMS)],
];

describe.each(ENGINES)('%s', (_, make) => {
  it('buy 1 NQ lot, its TP 10 ticks up fills: the point gains 10 × 6,900 less two fees', () => {
    const engine = start(make, { a: 10_000_000n });
    const opened = ok(engine, place('a', 'NQ', 'LONG', 'MARKET', 1, { tpTick: 10, slTick: 10 }));
    expect(types(opened)).toEqual(['ORDER_FILLED', 'POSITION_OPEN']);
    expect(point(engine, 'a')).toBe(10_000_000n - 3_000_000n - 5_000n);
    const [position] = engine.positions('a');
    expect(position).toMatchObject({ entryPrice: NQ, takeProfitPrice: NQ + 250, stopLossPrice: NQ - 250 });
    expect(types(ok(engine, tick('NQ', NQ + 225)))).toEqual([]); // 9 ticks: not yet
    const closed = ok(engine, tick('NQ', NQ + 275)); // through the TP: fills at the touching price
    expect(types(closed)).toEqual(['ORDER_FILLED', 'POSITION_CLOSE']);
    const fill = closed.find((event) => event.type === 'ORDER_FILLED');
    expect(fill?.type === 'ORDER_FILLED' && fill.fill).toMatchObject({
      kind: 'TAKEPROFIT',
      price: NQ + 275,
      tick: { source: 'test', atMs, price: NQ + 275 },
      realisedPnlMinor: 11n * 6_900n,
      feeMinor: 5_000n,
    });
    expect(point(engine, 'a')).toBe(10_000_000n + 11n * 6_900n - 10_000n);
    expect(engine.positions('a')).toEqual([]);
  });

  it('cuts at equity exactly on the line, not one tick above it', () => {
    // After opening, point 4,500: equity = 4,500 + 3,000,000 + pnl, line 900,000. 305 ticks down
    // lose 2,104,500: equity 900,000, on the line. 304 ticks down: 906,900, above it.
    const engine = start(make, { a: 3_009_500n });
    ok(engine, place('a', 'NQ', 'LONG', 'MARKET', 1));
    expect(point(engine, 'a')).toBe(4_500n);
    expect(types(ok(engine, tick('NQ', NQ - 304 * 25)))).toEqual([]);
    expect(engine.account('a')).toEqual({ equityMinor: 906_900n, losscutMinor: 900_000n });
    const cut = ok(engine, tick('NQ', NQ - 305 * 25));
    const liquid = cut.find((event) => event.type === 'POSITION_LIQUID');
    expect(liquid?.type === 'POSITION_LIQUID' && liquid).toMatchObject({
      equityMinor: 900_000n,
      losscutMinor: 900_000n,
      insuranceMinor: 0n,
      cause: { stock: 'NQ', tick: { source: 'test', atMs, price: NQ - 305 * 25 } },
      fill: {
        kind: 'LIQUIDATION',
        side: 'SHORT',
        lots: 1,
        price: NQ - 305 * 25,
        realisedPnlMinor: -2_104_500n,
      },
    });
    // 3,004,500 back, less the loss and the closing fee.
    expect(point(engine, 'a')).toBe(3_004_500n - 2_104_500n - 5_000n);
  });

  it('a tick on CL cuts a member holding NQ and CL: both close at their own last price, orders cancelled', () => {
    const engine = start(make, { a: 8_000_000n, b: 50_000_000n });
    ok(engine, place('a', 'NQ', 'LONG', 'MARKET', 1));
    ok(engine, place('a', 'CL', 'LONG', 'MARKET', 1));
    ok(engine, place('a', 'NQ', 'LONG', 'LIMIT', 1, { price: NQ - 10_000 }));
    ok(engine, place('b', 'NQ', 'LONG', 'MARKET', 1));
    ok(engine, tick('NQ', NQ - 2_500)); // NQ −100 ticks: −690,000
    expect(engine.positions('a')).toHaveLength(2);
    const margins = TERMS.instruments.map((instrument) => instrument.marginPerLotMinor);
    const clMargin = margins[1] ?? 0n;
    const account = engine.account('a');
    expect(account?.losscutMinor).toBe(((3_000_000n + clMargin) * 3n + 9n) / 10n);
    // Find the CL price that takes the member to the line: 13,800 won a tick.
    const room = (account?.equityMinor ?? 0n) - (account?.losscutMinor ?? 0n);
    const ticksDown = Number(room / 13_800n) + 1;
    const cut = ok(engine, tick('CL', CL - ticksDown));
    expect(types(cut)).toEqual(['ORDER_CANCEL', 'POSITION_LIQUID', 'POSITION_LIQUID']);
    const liquid = cut.filter((event) => event.type === 'POSITION_LIQUID');
    expect(liquid.map((event) => [event.fill.stock, event.fill.price, event.cause?.stock])).toEqual([
      ['NQ', NQ - 2_500, 'CL'],
      ['CL', CL - ticksDown, 'CL'],
    ]);
    expect(engine.positions('a')).toEqual([]);
    expect(engine.orders('a')).toEqual([]);
    expect(engine.positions('b')).toHaveLength(1); // b holds NQ only; the CL tick is not theirs
  });

  it('a gap beyond the point is the insurance account’s, and the point stops at zero', () => {
    const engine = start(make, { a: 3_005_000n });
    ok(engine, place('a', 'NQ', 'LONG', 'MARKET', 1));
    const cut = ok(engine, tick('NQ', NQ - 1_000 * 25)); // −6,900,000 on 3,000,000 held
    const liquid = cut.find((event) => event.type === 'POSITION_LIQUID');
    expect(liquid?.type === 'POSITION_LIQUID' && liquid.insuranceMinor).toBe(3_900_000n);
    expect(point(engine, 'a')).toBe(0n);
    expect(engine.totals().insuranceMinor).toBe(-3_900_000n);
  });

  it('a losscut closes winners before losers, so the house draws only what the whole account cannot pay', () => {
    // CL margin 1,500,000 and fee 5,000 a lot. After both opens the point is 3,490,000. CL +50 ticks
    // gains 690,000; then NQ gaps 1,500 ticks down (−10,350,000). CL closes first: the point is
    // 3,490,000 + 1,500,000 + 690,000 − 5,000 = 5,675,000; NQ's loss takes it and NQ's 3,000,000
    // margin, and the insurance account pays the other 1,675,000 (NQ's fee is waived).
    const engine = start(make, { a: 8_000_000n });
    ok(engine, place('a', 'NQ', 'LONG', 'MARKET', 1));
    ok(engine, place('a', 'CL', 'LONG', 'MARKET', 1));
    expect(point(engine, 'a')).toBe(3_490_000n);
    ok(engine, tick('CL', CL + 50));
    const cut = ok(engine, tick('NQ', NQ - 1_500 * 25));
    const liquid = cut.filter((event) => event.type === 'POSITION_LIQUID');
    expect(
      liquid.map((event) => [event.fill.stock, event.fill.realisedPnlMinor, event.insuranceMinor]),
    ).toEqual([
      ['CL', 690_000n, 0n],
      ['NQ', -10_350_000n, 1_675_000n],
    ]);
    expect(point(engine, 'a')).toBe(0n);
  });

  // A hedge: NQ LONG (margin 3,000,000) and CL SHORT (1,500,000), the point 3,490,000 after both
  // opens. CL falls 600 ticks (+8,280,000 on the SHORT), NQ 1,000 ticks (−6,900,000 on the LONG):
  // equity 9,370,000, far above the 1,350,000 line. Closing NQ alone would pay 6,490,000 of its loss
  // from the point and its margin and leave 410,000 to the insurance while CL's gain stays open.
  function hedgeAtItsWidest(engine: Engine, nq: { slTick?: number } = {}): void {
    ok(engine, place('a', 'NQ', 'LONG', 'MARKET', 1, nq));
    ok(engine, place('a', 'CL', 'SHORT', 'MARKET', 1));
    expect(point(engine, 'a')).toBe(3_490_000n);
    ok(engine, tick('CL', CL - 600));
  }

  /**
   * The hedge's losscut for a shortfall: CL's gain (+8,280,000) closes first, then NQ's loss
   * (−6,900,000) is paid from the point, the insurance untouched: 3,490,000 + 4,500,000 of margins +
   * the two results − two fees = 9,360,000.
   */
  function expectHedgeCutGainFirst(engine: Engine, events: readonly OverseaEvent[]): void {
    const liquid = events.filter((event) => event.type === 'POSITION_LIQUID');
    expect(
      liquid.map((event) => [
        event.fill.stock,
        event.fill.realisedPnlMinor,
        event.insuranceMinor,
        event.shortfall,
      ]),
    ).toEqual([
      ['CL', 8_280_000n, 0n, true],
      ['NQ', -6_900_000n, 0n, true],
    ]);
    expect(point(engine, 'a')).toBe(9_360_000n);
    expect(engine.totals().insuranceMinor).toBe(0n);
  }

  it('refuses a close whose loss would need the insurance while another position could pay it; the gain first, then it closes', () => {
    const engine = start(make, { a: 8_000_000n });
    hedgeAtItsWidest(engine);
    expect(types(ok(engine, tick('NQ', NQ - 1_000 * 25)))).toEqual([]);
    expect(refused(engine, place('a', 'NQ', 'SHORT', 'MARKET', 1))).toEqual({
      ok: false,
      code: 'CLOSE_SHORTFALL',
    });
    ok(engine, place('a', 'CL', 'LONG', 'MARKET', 1));
    expect(point(engine, 'a')).toBe(13_265_000n);
    ok(engine, place('a', 'NQ', 'SHORT', 'MARKET', 1));
    expect(point(engine, 'a')).toBe(9_360_000n);
    expect(engine.totals().insuranceMinor).toBe(0n);
  });

  it('a stop-loss whose loss would need the insurance while another position could pay it becomes the losscut: the gain first', () => {
    const engine = start(make, { a: 8_000_000n });
    hedgeAtItsWidest(engine, { slTick: 1_000 });
    const cut = ok(engine, tick('NQ', NQ - 1_000 * 25));
    expectHedgeCutGainFirst(engine, cut);
  });

  it('a resting order that would close with the insurance paying is cancelled, its hold back', () => {
    const engine = start(make, { a: 8_000_000n });
    hedgeAtItsWidest(engine);
    ok(engine, tick('NQ', NQ - 1_000 * 25));
    // A LIMIT sell above the market, touched 10 ticks up: still 990 ticks (6,831,000) down.
    ok(engine, place('a', 'NQ', 'SHORT', 'LIMIT', 1, { price: NQ - 990 * 25 }));
    const before = point(engine, 'a');
    const touched = ok(engine, tick('NQ', NQ - 990 * 25));
    expect(types(touched)).toEqual(['ORDER_CANCEL']);
    expect(engine.positions('a')).toHaveLength(2);
    expect(point(engine, 'a') - before).toBe(3_005_000n);
    expect(engine.totals().insuranceMinor).toBe(0n);
  });

  it('a session end whose close the insurance must help becomes the losscut: the other position’s gain first', () => {
    const engine = start(make, { a: 8_000_000n });
    hedgeAtItsWidest(engine);
    ok(engine, tick('NQ', NQ - 1_000 * 25));
    const ended = ok(engine, { type: 'SESSION_END', stock: 'NQ' });
    expectHedgeCutGainFirst(engine, ended);
  });

  it('a close the insurance must help is not refused while the other position’s session is closed: it cannot be closed first', () => {
    const engine = start(make, { a: 8_000_000n });
    hedgeAtItsWidest(engine);
    // CL held overnight (its equity covers twice its margin), then its session ends.
    ok(engine, { type: 'SET_OVERNIGHT', memberId: 'a', stock: 'CL', on: true });
    ok(engine, { type: 'SESSION_END', stock: 'CL' });
    expect(engine.positions('a')).toHaveLength(2);
    ok(engine, tick('NQ', NQ - 1_000 * 25));
    const closed = ok(engine, place('a', 'NQ', 'SHORT', 'MARKET', 1));
    expect(types(closed)).toEqual(['ORDER_FILLED', 'POSITION_CLOSE']);
    // The point (3,490,000) and NQ's margin (3,000,000) pay 6,490,000 of the 6,900,000 lost.
    expect(engine.totals().insuranceMinor).toBe(-410_000n);
    expect(engine.positions('a').map((position) => position.stock)).toEqual(['CL']);
  });

  it('MIT: a buy rests below the market, a sell above; at or through it is refused; it fills at the touching price', () => {
    const engine = start(make, { a: 10_000_000n });
    for (const [side, level] of [
      ['LONG', NQ],
      ['LONG', NQ + 25],
      ['SHORT', NQ],
      ['SHORT', NQ - 25],
    ] as const) {
      expect(refused(engine, place('a', 'NQ', side, 'STOPMARKET', 1, { price: level }))).toEqual({
        ok: false,
        code: 'ORDER_PRICE_INVALID',
      });
    }
    const buy = place('a', 'NQ', 'LONG', 'STOPMARKET', 1, { price: NQ - 250 });
    expect(types(ok(engine, buy))).toEqual(['ORDER_SUCCESS']);
    expect(engine.orders('a')[0]?.heldMinor).toBe(3_005_000n);
    expect(point(engine, 'a')).toBe(6_995_000n);
    expect(types(ok(engine, tick('NQ', NQ - 225)))).toEqual([]);
    const filled = ok(engine, tick('NQ', NQ - 300));
    expect(types(filled)).toEqual(['ORDER_FILLED', 'POSITION_OPEN']);
    expect(engine.positions('a')[0]).toMatchObject({
      positionId: buy.orderId,
      entryPrice: NQ - 300,
      lots: 1,
    });
    expect(point(engine, 'a')).toBe(6_995_000n);
  });

  it('a marketable LIMIT fills at once at the market price, not its limit', () => {
    const engine = start(make, { a: 10_000_000n });
    const events = ok(engine, place('a', 'NQ', 'LONG', 'LIMIT', 1, { price: NQ + 1_000 }));
    const fill = events.find((event) => event.type === 'ORDER_FILLED');
    expect(fill?.type === 'ORDER_FILLED' && fill.fill.price).toBe(NQ);
  });

  it('flips: long 1 NQ, sell 3 at market closes the 1 and opens 2 short', () => {
    const engine = start(make, { a: 20_000_000n });
    ok(engine, place('a', 'NQ', 'LONG', 'MARKET', 1));
    ok(engine, tick('NQ', NQ + 100)); // +4 ticks
    const sell = place('a', 'NQ', 'SHORT', 'MARKET', 3);
    const events = ok(engine, sell);
    expect(types(events)).toEqual(['ORDER_FILLED', 'POSITION_CLOSE', 'POSITION_OPEN']);
    const fill = events.find((event) => event.type === 'ORDER_FILLED');
    expect(fill?.type === 'ORDER_FILLED' && fill.fill).toMatchObject({
      closedLots: 1,
      openedLots: 2,
      realisedPnlMinor: 4n * 6_900n,
      feeMinor: 3n * 5_000n,
    });
    expect(engine.positions('a')).toMatchObject([
      { positionId: sell.orderId, side: 'SHORT', lots: 2, entryPrice: NQ + 100, marginMinor: 6_000_000n },
    ]);
    // 20,000,000 − (3,005,000 open) + (3,000,000 + 27,600 − 5,000 close) − (6,010,000 open 2).
    expect(point(engine, 'a')).toBe(20_000_000n - 3_005_000n + 3_022_600n - 6_010_000n);
  });

  it('session end without overnight: closes at the last price, cancels that instrument’s orders only', () => {
    const engine = start(make, { a: 20_000_000n });
    ok(engine, place('a', 'NQ', 'LONG', 'MARKET', 1));
    ok(engine, place('a', 'NQ', 'LONG', 'LIMIT', 1, { price: NQ - 500 }));
    ok(engine, place('a', 'CL', 'LONG', 'LIMIT', 1, { price: CL - 50 }));
    ok(engine, tick('NQ', NQ + 50));
    const decided = engine.decide({ type: 'SESSION_END', stock: 'NQ' });
    expect(decided.result).toEqual({ ok: true, count: 1 });
    expect(types(decided.events)).toEqual(['ORDER_CANCEL', 'ORDER_FILLED', 'POSITION_CLOSE']);
    const fill = decided.events.find((event) => event.type === 'ORDER_FILLED');
    expect(fill?.type === 'ORDER_FILLED' && fill.fill).toMatchObject({ kind: 'SESSION_END', price: NQ + 50 });
    expect(engine.positions('a')).toEqual([]);
    expect(engine.orders('a').map((order) => order.stock)).toEqual(['CL']);
    expect(refused(engine, place('a', 'NQ', 'LONG', 'MARKET', 1))).toEqual({
      ok: false,
      code: 'OVERSEA_MARKET_CLOSED',
    });
    ok(engine, { type: 'SESSION_OPEN', stock: 'NQ' });
    ok(engine, place('a', 'NQ', 'LONG', 'MARKET', 1));
  });

  it('session end with overnight: stays when equity covers 2× margin, closes when it does not', () => {
    const engine = start(make, { rich: 20_000_000n, poor: 9_000_000n });
    for (const memberId of ['rich', 'poor']) {
      ok(engine, place(memberId, 'NQ', 'LONG', 'MARKET', 1));
      ok(engine, { type: 'SET_OVERNIGHT', memberId, stock: 'NQ', on: true });
    }
    // 450 ticks down (−3,105,000): rich's equity 16,890,000 ≥ 6,000,000; poor's 5,890,000 < 6,000,000.
    ok(engine, tick('NQ', NQ - 450 * 25));
    const decided = engine.decide({ type: 'SESSION_END', stock: 'NQ' });
    expect(decided.result).toEqual({ ok: true, count: 1 });
    expect(engine.positions('rich')).toMatchObject([{ overnight: true, lots: 1 }]);
    expect(engine.positions('poor')).toEqual([]);
  });

  it('overnight is refused while the equity would not keep the position overnight', () => {
    const engine = start(make, { a: 9_000_000n });
    ok(engine, place('a', 'NQ', 'LONG', 'MARKET', 1));
    // Equity 8,995,000 ≥ 2 × 3,000,000: accepted. Then 450 ticks down (−3,105,000): 5,890,000 < 6,000,000.
    ok(engine, { type: 'SET_OVERNIGHT', memberId: 'a', stock: 'NQ', on: true });
    ok(engine, { type: 'SET_OVERNIGHT', memberId: 'a', stock: 'NQ', on: false });
    ok(engine, tick('NQ', NQ - 450 * 25));
    expect(refused(engine, { type: 'SET_OVERNIGHT', memberId: 'a', stock: 'NQ', on: true })).toEqual({
      ok: false,
      code: 'OVERNIGHT_MARGIN_INSUFFICIENT',
    });
  });

  it('cancels all orders, or only one instrument’s', () => {
    const engine = start(make, { a: 20_000_000n });
    ok(engine, place('a', 'NQ', 'LONG', 'LIMIT', 1, { price: NQ - 500 }));
    ok(engine, place('a', 'CL', 'LONG', 'LIMIT', 1, { price: CL - 50 }));
    ok(engine, place('a', 'CL', 'SHORT', 'LIMIT', 1, { price: CL + 50 }));
    expect(engine.decide({ type: 'CANCEL_ALL', memberId: 'a', stock: 'CL' }).result).toEqual({
      ok: true,
      count: 2,
    });
    expect(engine.orders('a').map((order) => order.stock)).toEqual(['NQ']);
    expect(engine.decide({ type: 'CANCEL_ALL', memberId: 'a' }).result).toEqual({ ok: true, count: 1 });
    expect(point(engine, 'a')).toBe(20_000_000n);
  });

  it('TP/SL edits: set in ticks from the entry, refused when already touched, removed', () => {
    const engine = start(make, { a: 10_000_000n });
    expect(refused(engine, { type: 'SET_TPSL', memberId: 'a', stock: 'NQ', tpTick: 5 })).toEqual({
      ok: false,
      code: 'POSITION_NOT_FOUND',
    });
    ok(engine, place('a', 'NQ', 'SHORT', 'MARKET', 2));
    ok(engine, tick('NQ', NQ - 150)); // 6 ticks in the short's favour
    // A TP of 5 ticks is already touched: refused, and the valid SL sent with it is not set either.
    expect(refused(engine, { type: 'SET_TPSL', memberId: 'a', stock: 'NQ', tpTick: 5, slTick: 4 })).toEqual({
      ok: false,
      code: 'TPSL_PRICE_INVALID',
    });
    expect(engine.positions('a')[0]).toMatchObject({ tpTick: null, slTick: null });
    expect(refused(engine, { type: 'SET_TPSL', memberId: 'a', stock: 'NQ' })).toEqual({
      ok: false,
      code: 'INVALID_INPUT',
    });
    ok(engine, { type: 'SET_TPSL', memberId: 'a', stock: 'NQ', tpTick: 8, slTick: 4 });
    expect(engine.positions('a')[0]).toMatchObject({ takeProfitPrice: NQ - 200, stopLossPrice: NQ + 100 });
    ok(engine, { type: 'DELETE_TPSL', memberId: 'a', stock: 'NQ', kind: 'TP' });
    expect(types(ok(engine, tick('NQ', NQ - 250)))).toEqual([]);
    const stopped = ok(engine, tick('NQ', NQ + 100));
    const fill = stopped.find((event) => event.type === 'ORDER_FILLED');
    expect(fill?.type === 'ORDER_FILLED' && fill.fill).toMatchObject({ kind: 'STOPLOSS', lots: 2 });
  });

  it('refuses bad lots, an unknown instrument and an order the point cannot pay', () => {
    const engine = start(make, { a: 3_004_999n });
    for (const lots of [0, -1, 1.5]) {
      expect(refused(engine, place('a', 'NQ', 'LONG', 'MARKET', lots))).toEqual({
        ok: false,
        code: 'INVALID_INPUT',
      });
    }
    expect(refused(engine, place('a', 'ZZ', 'LONG', 'MARKET', 1))).toEqual({
      ok: false,
      code: 'INVALID_INPUT',
    });
    expect(refused(engine, place('a', 'NQ', 'LONG', 'MARKET', 1))).toEqual({
      ok: false,
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(refused(engine, place('a', 'NQ', 'LONG', 'LIMIT', 1, { price: NQ - 100 }))).toEqual({
      ok: false,
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(refused(engine, { type: 'CANCEL', memberId: 'a', orderId: 'nope' })).toEqual({
      ok: false,
      code: 'ORDER_NOT_FOUND',
    });
  });
});

describe('OverseaBook indexes', () => {
  it('keys a single-instrument holder by losscut price, a multi-instrument holder by its share on each', () => {
    const engine = new OverseaBook(TERMS);
    ok(engine, { type: 'SYNC_MEMBER', memberId: 'a', pointMinor: 50_000_000n });
    ok(engine, tick('NQ', NQ));
    ok(engine, tick('CL', CL));
    ok(engine, place('a', 'NQ', 'LONG', 'MARKET', 1));
    expect(engine.indexedCount()).toMatchObject({ losscuts: 1, multiHolders: 0 });
    ok(engine, place('a', 'CL', 'SHORT', 'MARKET', 1));
    expect(engine.indexedCount()).toMatchObject({ losscuts: 0, multiHolders: 2 });
    ok(engine, place('a', 'NQ', 'SHORT', 'MARKET', 1));
    expect(engine.indexedCount()).toMatchObject({ losscuts: 1, multiHolders: 0 });
  });
});
