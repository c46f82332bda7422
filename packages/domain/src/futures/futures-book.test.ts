import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import type { FuturesBookCore } from './book-core.ts';
import { FuturesBook } from './futures-book.ts';
import { ReferenceFuturesBook } from './reference-futures-book.ts';
import { futuresTerms } from './terms.ts';
import type { FuturesEvent, FuturesMoneyMovement } from './types.ts';

// One suite, both engines (as the rounds engines do): the worked figures of DOMAIN.md §3 and the
// refusals, decided end to end through commands. Prices at 2 decimals; USDT at 8.

const USDT = 100_000_000n;
const P = (price: number): number => Math.round(price * 100);
const terms = futuresTerms('BTCUSDT');

function tick(engine: FuturesBookCore, last: number, mark = last, atMs = 1_000): FuturesEvent[] {
  return engine.decide({
    type: 'TICK',
    tick: { source: 'replay', atMs, lastPrice: P(last), markPrice: P(mark) },
  }).events;
}

function money(events: readonly FuturesEvent[]): FuturesMoneyMovement[] {
  return events.flatMap((event) => (event.type === 'MONEY' ? [event.movement] : []));
}

function types(events: readonly FuturesEvent[]): string[] {
  return events.filter((event) => event.type !== 'MONEY').map((event) => event.type);
}

for (const [name, make] of [
  ['FuturesBook', () => new FuturesBook(terms)],
  ['ReferenceFuturesBook', () => new ReferenceFuturesBook(terms)],
] as const) {
  describe(name, () => {
    function withMember(
      availableUsdt: bigint,
      marginType: 'ISOLATED' | 'CROSS' = 'ISOLATED',
    ): FuturesBookCore {
      const engine = make();
      engine.decide({
        type: 'SYNC_MEMBER',
        memberId: 'a',
        availableMinor: availableUsdt * USDT,
        leverage: 10,
        marginType,
      });
      tick(engine, 50_000);
      return engine;
    }

    it('opens LONG 10,000 at 10× at the last price and closes it at 55,000 for +1,000 USDT less fees', () => {
      const engine = withMember(2_000n);
      const open = engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'MARKET',
        qtyMinor: 10_000n * USDT,
      });
      expect(open.result).toEqual({ ok: true });
      // Filled at once: no ORDER_SUCCESS (the server sends that only for an order that rests).
      expect(types(open.events)).toEqual(['ORDER_FILLED', 'POSITION_OPEN']);
      const position = engine.position('a');
      expect(position).toMatchObject({
        positionId: 1,
        entryPrice: P(50_000),
        marginMinor: 1_000n * USDT,
        liquidationPrice: 4_518_072,
      });
      // 2,000 − 1,000 margin − 4 open fee.
      expect(engine.member('a')?.availableMinor).toBe(996n * USDT);
      tick(engine, 55_000);
      const close = engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 2,
        side: 'SHORT',
        orderType: 'MARKET',
        qtyMinor: 10_000n * USDT,
      });
      const filled = close.events.find((event) => event.type === 'ORDER_FILLED');
      expect(filled?.type === 'ORDER_FILLED' && filled.fill).toMatchObject({
        realisedPnlMinor: 1_000n * USDT,
        feeMinor: 440_000_000n,
        price: P(55_000),
        tick: { source: 'replay', atMs: 1_000, price: P(55_000) },
      });
      expect(engine.position('a')).toBeNull();
      // 996 + 1,000 margin back + 1,000 pnl − 4.4 close fee.
      expect(engine.member('a')?.availableMinor).toBe(2_991n * USDT + 60_000_000n);
      expect(engine.totals()).toMatchObject({ houseMinor: -1_000n * USDT, feesMinor: 840_000_000n });
    });

    it('rests a LIMIT holding its cost estimate and fills it at the crossing last price, its limit or better', () => {
      const engine = withMember(2_000n);
      engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'LIMIT',
        qtyMinor: 10_000n * USDT,
        price: P(49_000),
      });
      // 10,000 / 10 + 10,000 × 0.0008: margin, open and close fee, as the server holds it.
      expect(engine.orders('a')[0]?.heldMinor).toBe(1_008n * USDT);
      expect(engine.usedNotionalMinor('a')).toBe(10_000n * USDT);
      expect(tick(engine, 49_500)).toEqual([]);
      const fill = tick(engine, 48_900).find((event) => event.type === 'ORDER_FILLED');
      expect(fill?.type === 'ORDER_FILLED' && fill.fill.price).toBe(P(48_900));
      expect(engine.position('a')?.entryPrice).toBe(P(48_900));
      expect(engine.orders('a')).toEqual([]);
    });

    it('liquidates an isolated LONG at mark, charges 0.5 %, and has insurance pay a gap', () => {
      const engine = withMember(2_000n);
      engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'MARKET',
        qtyMinor: 10_000n * USDT,
      });
      // Mark 45,180.73 is one unit above the liquidation price; last may be anywhere.
      expect(types(tick(engine, 45_000, 45_180.73))).toEqual(['POSITION_WARN']);
      const crash = tick(engine, 40_000, 40_000, 2_000);
      const liquid = crash.find((event) => event.type === 'POSITION_LIQUID');
      expect(liquid?.type === 'POSITION_LIQUID' && liquid.fill).toMatchObject({
        kind: 'LIQUIDATION',
        price: P(40_000),
        tick: { source: 'replay', atMs: 2_000, price: P(40_000) },
        realisedPnlMinor: -2_000n * USDT,
        feeMinor: 0n,
      });
      // The loss of 2,000 exceeds the 1,000 margin: the member loses the margin, insurance the rest.
      expect(liquid?.type === 'POSITION_LIQUID' && liquid.insuranceMinor).toBe(1_000n * USDT);
      expect(engine.member('a')?.availableMinor).toBe(996n * USDT);
      expect(engine.totals().insuranceMinor).toBe(-1_000n * USDT);
    });

    it('collects the liquidation fee from what is left when the mark stops at the liquidation price', () => {
      const engine = withMember(2_000n);
      engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'MARKET',
        qtyMinor: 10_000n * USDT,
      });
      const events = tick(engine, 45_180.72, 45_180.72);
      const fee = money(events).find((movement) => movement.kind === 'LIQUIDATION_FEE');
      // Left: 1,000 − 963.856 = 36.144; fee 0.5 % of 9,036.144 = 45.18 > 36.144, so 36.144.
      expect(fee?.amountMinor).toBe(3_614_400_000n);
      expect(engine.totals().insuranceMinor).toBe(0n);
    });

    it('moves a CROSS liquidation price when the wallet changes, not with ticks', () => {
      const engine = withMember(5_004n, 'CROSS');
      engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'MARKET',
        qtyMinor: 10_000n * USDT,
      });
      // 1,000 margin + 4,000 available back it: 25,100.40.
      expect(engine.position('a')?.liquidationPrice).toBe(2_510_040);
      const synced = engine.decide({ type: 'SYNC_MEMBER', memberId: 'a', availableMinor: 0n });
      expect(types(synced.events)).toEqual(['POSITION_UPDATE_LIQUIDPRICE']);
      expect(engine.position('a')?.liquidationPrice).toBe(4_518_072);
      expect(types(tick(engine, 49_000))).toEqual([]);
    });

    it('closes at the last price when a TP on mark fires, and forgets the SL', () => {
      const engine = withMember(2_000n);
      engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'MARKET',
        qtyMinor: 10_000n * USDT,
      });
      const set = engine.decide({
        type: 'SET_TPSL',
        memberId: 'a',
        takeProfit: { price: P(52_000), basis: 'MARK' },
        stopLoss: { price: P(48_000), basis: 'LAST' },
      });
      expect(set.result).toEqual({ ok: true });
      const fired = tick(engine, 51_900, 52_000);
      const fill = fired.find((event) => event.type === 'ORDER_FILLED');
      expect(fill?.type === 'ORDER_FILLED' && fill.fill).toMatchObject({
        kind: 'TAKEPROFIT',
        price: P(51_900),
      });
      expect(types(fired)).toEqual(['ORDER_FILLED', 'POSITION_CLOSE']);
      expect(engine.position('a')).toBeNull();
      expect(tick(engine, 47_000)).toEqual([]);
    });

    it('refuses a TP or SL already on the wrong side of the price', () => {
      const engine = withMember(2_000n);
      engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'SHORT',
        orderType: 'MARKET',
        qtyMinor: 10_000n * USDT,
      });
      const tp = engine.decide({
        type: 'SET_TPSL',
        memberId: 'a',
        takeProfit: { price: P(51_000), basis: 'LAST' },
        stopLoss: null,
      });
      expect(tp).toEqual({ result: { ok: false, code: 'TPSL_PRICE_INVALID' }, events: [] });
    });

    it('refuses leverage and margin type changes while a position or an order is open', () => {
      const engine = withMember(2_000n);
      engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'LIMIT',
        qtyMinor: 1_000n * USDT,
        price: P(40_000),
      });
      expect(engine.decide({ type: 'SET_LEVERAGE', memberId: 'a', leverage: 5 }).result).toEqual({
        ok: false,
        code: 'LEVERAGE_CHANGE_WITH_ORDERS',
      });
      engine.decide({ type: 'CANCEL_ALL', memberId: 'a' });
      engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 2,
        side: 'LONG',
        orderType: 'MARKET',
        qtyMinor: 1_000n * USDT,
      });
      expect(engine.decide({ type: 'SET_LEVERAGE', memberId: 'a', leverage: 5 }).result).toEqual({
        ok: false,
        code: 'LEVERAGE_CHANGE_WITH_POSITION',
      });
      expect(engine.decide({ type: 'SET_MARGIN_TYPE', memberId: 'a', marginType: 'CROSS' }).result).toEqual({
        ok: false,
        code: 'MARGIN_TYPE_CHANGE_REFUSED',
      });
      expect(engine.decide({ type: 'SET_LEVERAGE', memberId: 'a', leverage: 126 }).result).toEqual({
        ok: false,
        code: 'LEVERAGE_OUT_OF_RANGE',
      });
    });

    it('refuses what the balance or the tier cannot carry, and bad quantities and prices', () => {
      // 1,003 pays neither the 1,000 margin + 4 open fee of a 10,000 MARKET nor a 10,000 LIMIT's 1,008.
      const engine = withMember(1_003n);
      let nextId = 1;
      const place = (qtyMinor: bigint, extra: object = {}): unknown =>
        engine.decide({
          type: 'PLACE',
          memberId: 'a',
          orderId: nextId++,
          side: 'LONG',
          orderType: 'MARKET',
          qtyMinor,
          ...extra,
        }).result;
      expect(place(10_000n * USDT)).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE' });
      expect(place(10_000n * USDT, { orderType: 'LIMIT', price: P(49_000) })).toEqual({
        ok: false,
        code: 'INSUFFICIENT_BALANCE',
      });
      expect(place(20_000_001n * USDT)).toEqual({ ok: false, code: 'MAX_POSITION_EXCEEDED' });
      expect(place(10n * USDT + 1n)).toEqual({ ok: false, code: 'QUANTITY_UNIT_MISMATCH' });
      // Below the minimum is refused before the step is looked at, as the server checks it.
      expect(place(1n)).toEqual({ ok: false, code: 'INVESTMENT_AMOUNT_TOO_SMALL' });
      expect(place(terms.qtyStepMinor)).toEqual({ ok: false, code: 'INVESTMENT_AMOUNT_TOO_SMALL' });
      expect(place(10n * USDT, { orderType: 'LIMIT' })).toEqual({ ok: false, code: 'ORDER_PRICE_INVALID' });
      expect(place(10n * USDT, { orderType: 'STOPLIMIT', price: P(51_000) })).toEqual({
        ok: false,
        code: 'ORDER_PRICE_INVALID',
      });
      expect(engine.usedNotionalMinor('a')).toBe(0n);
      expect(engine.member('a')?.availableMinor).toBe(1_003n * USDT);
      // A price on a MARKET is dropped (the wire has no such field): it fills at the last price.
      const market = engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 301,
        side: 'LONG',
        orderType: 'MARKET',
        qtyMinor: 10n * USDT,
        price: P(1),
      });
      expect(market.result).toEqual({ ok: true });
      expect(engine.position('a')).toMatchObject({ entryPrice: P(50_000), qtyMinor: 10n * USDT });
    });

    it('adds and removes isolated margin, never below the initial margin less an unrealised loss', () => {
      const engine = withMember(2_000n);
      const adjust = (direction: 'ADD' | 'REMOVE', usdt: bigint): unknown =>
        engine.decide({ type: 'ADJUST_MARGIN', memberId: 'a', direction, amountMinor: usdt * USDT }).result;
      engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'MARKET',
        qtyMinor: 10_000n * USDT,
      });
      expect(adjust('ADD', 500n)).toEqual({ ok: true });
      expect(engine.position('a')?.marginMinor).toBe(1_500n * USDT);
      // Mark 49,000: −200 unrealised, so 1,500 − 200 − 1,000 = 300 may leave.
      tick(engine, 49_000);
      expect(adjust('REMOVE', 301n)).toEqual({ ok: false, code: 'MARGIN_REMOVE_TOO_LARGE' });
      expect(adjust('REMOVE', 300n)).toEqual({ ok: true });
      expect(engine.position('a')?.marginMinor).toBe(1_200n * USDT);
    });

    it('flips a LONG into a SHORT with an opposite order larger than the position', () => {
      const engine = withMember(5_000n);
      engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'MARKET',
        qtyMinor: 10_000n * USDT,
      });
      const flip = engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 2,
        side: 'SHORT',
        orderType: 'MARKET',
        qtyMinor: 15_000n * USDT,
      });
      expect(types(flip.events)).toEqual(['ORDER_FILLED', 'POSITION_CLOSE', 'POSITION_OPEN']);
      expect(engine.position('a')).toMatchObject({
        positionId: 2,
        side: 'SHORT',
        qtyMinor: 5_000n * USDT,
        marginMinor: 500n * USDT,
      });
    });

    it('charges funding at mark: a LONG pays 0.01 % of its notional, and it adds up in minusFundingFee', () => {
      const engine = withMember(2_000n, 'CROSS');
      engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'MARKET',
        qtyMinor: 10_000n * USDT,
      });
      tick(engine, 55_000);
      const funded = engine.decide({ type: 'FUNDING', atMs: 8 * 3_600_000, ratePpm: 100n });
      expect(funded.result).toEqual({ ok: true, count: 1 });
      expect(money(funded.events)[0]).toMatchObject({
        kind: 'FUNDING',
        from: 'AVAILABLE',
        to: 'HOUSE',
        amountMinor: 110_000_000n,
      });
      expect(engine.member('a')?.fundingPaidMinor).toBe(110_000_000n);
    });

    it('treats a used order id as a programmer error and leaves the book as it was', () => {
      const engine = withMember(10_000n);
      const limit = (orderId: number, price: number) =>
        engine.decide({
          type: 'PLACE',
          memberId: 'a',
          orderId,
          side: 'LONG',
          orderType: 'LIMIT',
          qtyMinor: 1_000n * USDT,
          price: P(price),
        });
      limit(1, 49_000);
      limit(2, 48_000);
      const before = { orders: engine.orders('a'), member: engine.member('a'), totals: engine.totals() };
      expect(() => limit(1, 47_000)).toThrow(DomainAssertionError);
      expect(() =>
        engine.decide({
          type: 'PLACE',
          memberId: 'a',
          orderId: 2,
          side: 'LONG',
          orderType: 'MARKET',
          qtyMinor: 1_000n * USDT,
        }),
      ).toThrow(DomainAssertionError);
      expect({ orders: engine.orders('a'), member: engine.member('a'), totals: engine.totals() }).toEqual(
        before,
      );
      // The first o1 is still the one its id finds: it cancels with its own hold.
      const cancelled = engine.decide({ type: 'CANCEL', memberId: 'a', orderId: 1 });
      expect(cancelled.events.find((event) => event.type === 'ORDER_CANCEL')).toMatchObject({
        order: { orderId: 1, price: P(49_000) },
      });
      expect(engine.orders('a').map((order) => order.orderId)).toEqual([2]);
    });

    it('treats an unloaded member as a programmer error', () => {
      const engine = make();
      expect(() => engine.decide({ type: 'CANCEL_ALL', memberId: 'ghost' })).toThrow(DomainAssertionError);
    });
  });
}

describe('FuturesBook indexes', () => {
  it('keeps every resting trigger in its indexes and takes crossed ones out', () => {
    const engine = new FuturesBook(terms);
    engine.decide({ type: 'SYNC_MEMBER', memberId: 'a', availableMinor: 1_000_000n * USDT, leverage: 10 });
    tick(engine, 50_000);
    for (let i = 0; i < 100; i += 1) {
      engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: i + 1,
        side: 'LONG',
        orderType: 'LIMIT',
        qtyMinor: 10n * USDT,
        price: P(49_000 - i),
      });
    }
    expect(engine.indexedCount()).toBe(100);
    tick(engine, 48_950);
    // 51 orders filled (49,000 … 48,950): one position, with a liquidation and a warning price indexed.
    expect(engine.orders('a')).toHaveLength(49);
    expect(engine.indexedCount()).toBe(49 + 2);
  });
});
