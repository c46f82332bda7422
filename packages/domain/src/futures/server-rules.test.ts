import { describe, expect, it } from 'vitest';
import type { FuturesBookCore } from './book-core.ts';
import { FuturesBook } from './futures-book.ts';
import { ReferenceFuturesBook } from './reference-futures-book.ts';
import { futuresTerms } from './terms.ts';
import type { FuturesCommand, FuturesDecision, FuturesEvent, FuturesMoneyMovement } from './types.ts';

// Golden cases where the engine must decide as the server does (the server is the durable truth:
// apps/server/src/modules/futures/place-order.ts, order-input.ts, fill-order.ts, position-writes.ts,
// trigger-loop.ts, funding.ts, leverage-setting.ts). Both engines, one suite. Prices at 2 decimals.

const USDT = 100_000_000n;
const P = (price: number): number => Math.round(price * 100);
const terms = futuresTerms('BTCUSDT');

function money(
  events: readonly FuturesEvent[],
): Pick<FuturesMoneyMovement, 'kind' | 'from' | 'to' | 'amountMinor'>[] {
  return events.flatMap((event) =>
    event.type === 'MONEY'
      ? [
          {
            kind: event.movement.kind,
            from: event.movement.from,
            to: event.movement.to,
            amountMinor: event.movement.amountMinor,
          },
        ]
      : [],
  );
}

function types(events: readonly FuturesEvent[]): string[] {
  return events.filter((event) => event.type !== 'MONEY').map((event) => event.type);
}

for (const [name, make] of [
  ['FuturesBook', () => new FuturesBook(terms)],
  ['ReferenceFuturesBook', () => new ReferenceFuturesBook(terms)],
] as const) {
  describe(`${name} decides as the server`, () => {
    function setUp(availableUsdt: bigint, marginType: 'ISOLATED' | 'CROSS' = 'ISOLATED') {
      const engine: FuturesBookCore = make();
      const decide = (command: FuturesCommand): FuturesDecision => engine.decide(command);
      decide({
        type: 'SYNC_MEMBER',
        memberId: 'a',
        availableMinor: availableUsdt * USDT,
        leverage: 10,
        marginType,
      });
      const tick = (last: number, mark = last): FuturesEvent[] =>
        decide({
          type: 'TICK',
          tick: { source: 'replay', atMs: 1_000, lastPrice: P(last), markPrice: P(mark) },
        }).events;
      tick(50_000);
      return { engine, decide, tick };
    }

    it('a) holds qty / leverage + qty × 0.0008 while a LIMIT rests, and gives all of it back on cancel', () => {
      const { engine, decide } = setUp(2_000n);
      const placed = decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'LIMIT',
        qtyMinor: 10_000n * USDT,
        price: P(49_000),
      });
      expect(types(placed.events)).toEqual(['ORDER_SUCCESS']);
      expect(money(placed.events)).toEqual([
        { kind: 'HOLD_ORDER_MARGIN', from: 'AVAILABLE', to: 'ORDER_MARGIN', amountMinor: 1_008n * USDT },
      ]);
      expect(engine.member('a')?.availableMinor).toBe(992n * USDT);
      const cancelled = decide({ type: 'CANCEL', memberId: 'a', orderId: 1 });
      expect(money(cancelled.events)).toEqual([
        { kind: 'RELEASE_ORDER_MARGIN', from: 'ORDER_MARGIN', to: 'AVAILABLE', amountMinor: 1_008n * USDT },
      ]);
      expect(engine.member('a')?.availableMinor).toBe(2_000n * USDT);
    });

    it('a) releases the whole hold when a resting order fills, then pays margin and open fee from the wallet', () => {
      const { engine, decide, tick } = setUp(2_000n);
      decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'LIMIT',
        qtyMinor: 10_000n * USDT,
        price: P(49_000),
      });
      const filled = tick(49_000);
      expect(money(filled)).toEqual([
        { kind: 'RELEASE_ORDER_MARGIN', from: 'ORDER_MARGIN', to: 'AVAILABLE', amountMinor: 1_008n * USDT },
        { kind: 'OPEN_MARGIN', from: 'AVAILABLE', to: 'POSITION_MARGIN', amountMinor: 1_000n * USDT },
        { kind: 'TAKER_FEE', from: 'AVAILABLE', to: 'FEES', amountMinor: 4n * USDT },
      ]);
      // 2,000 − 1,000 margin − 4 open fee: the close-fee part of the hold is back.
      expect(engine.member('a')?.availableMinor).toBe(996n * USDT);
      expect(engine.totals().orderMarginMinor).toBe(0n);
    });

    it('a) refuses to rest an order the estimate does not fit, while a MARKET needs only margin and open fee', () => {
      // 1,005 ≥ 1,000 + 4 for the MARKET; < 1,008 for the LIMIT (the server's reserve refuses it).
      const { engine, decide } = setUp(1_005n);
      const limit = decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'LIMIT',
        qtyMinor: 10_000n * USDT,
        price: P(49_000),
      });
      expect(limit).toEqual({ result: { ok: false, code: 'INSUFFICIENT_BALANCE' }, events: [] });
      const market = decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 2,
        side: 'LONG',
        orderType: 'MARKET',
        qtyMinor: 10_000n * USDT,
      });
      expect(market.result).toEqual({ ok: true });
      expect(engine.member('a')?.availableMinor).toBe(1n * USDT);
    });

    it('b) refuses a STOPMARKET or STOPLIMIT whose stop the last price is already at or through', () => {
      const { engine, decide } = setUp(2_000n);
      const place = (
        orderId: number,
        side: 'LONG' | 'SHORT',
        type: 'STOPMARKET' | 'STOPLIMIT',
        stop: number,
      ) =>
        decide({
          type: 'PLACE',
          memberId: 'a',
          orderId,
          side,
          orderType: type,
          qtyMinor: 1_000n * USDT,
          stopPrice: P(stop),
          ...(type === 'STOPLIMIT' ? { price: P(stop) } : {}),
        });
      const refused = { result: { ok: false, code: 'ORDER_PRICE_INVALID' }, events: [] };
      // A LONG stop fires at last ≥ stop: at 50,000 a stop at 50,000 or 49,000 would trigger at once.
      expect(place(101, 'LONG', 'STOPMARKET', 50_000)).toEqual(refused);
      expect(place(102, 'LONG', 'STOPLIMIT', 49_000)).toEqual(refused);
      expect(place(103, 'SHORT', 'STOPMARKET', 50_000)).toEqual(refused);
      expect(place(104, 'SHORT', 'STOPLIMIT', 51_000)).toEqual(refused);
      expect(engine.orders('a')).toEqual([]);
      expect(engine.position('a')).toBeNull();
      expect(engine.member('a')?.availableMinor).toBe(2_000n * USDT);
      // Beyond the last price they rest.
      expect(place(105, 'LONG', 'STOPMARKET', 50_000.01).result).toEqual({ ok: true });
      expect(place(106, 'SHORT', 'STOPLIMIT', 49_999.99).result).toEqual({ ok: true });
      expect(engine.orders('a').map((order) => order.orderId)).toEqual([105, 106]);
      // An amend that moves a stop onto the last price is refused the same way.
      expect(decide({ type: 'AMEND', memberId: 'a', orderId: 105, stopPrice: P(49_000) })).toEqual(refused);
    });

    it('c) refuses at placement an order that, with the position and resting orders on its side, passes the tier cap', () => {
      // 10×: at most 20,000,000 USDT of position (the default table's 10× edge).
      const { engine, decide } = setUp(10_000_000n);
      const place = (
        orderId: number,
        side: 'LONG' | 'SHORT',
        orderType: 'MARKET' | 'LIMIT' | 'STOPMARKET',
        usdt: bigint,
        price?: number,
      ) =>
        decide({
          type: 'PLACE',
          memberId: 'a',
          orderId,
          side,
          orderType,
          qtyMinor: usdt * USDT,
          ...(orderType === 'LIMIT' && price !== undefined ? { price: P(price) } : {}),
          ...(orderType === 'STOPMARKET' && price !== undefined ? { stopPrice: P(price) } : {}),
        });
      const tooLarge = { result: { ok: false, code: 'MAX_POSITION_EXCEEDED' }, events: [] };
      expect(place(201, 'LONG', 'LIMIT', 15_000_000n, 49_000).result).toEqual({ ok: true });
      // 15,000,000 resting + 5,000,001 > 20,000,000, whether it would rest, fill at once or stop.
      expect(place(202, 'LONG', 'LIMIT', 5_000_001n, 48_000)).toEqual(tooLarge);
      expect(place(203, 'LONG', 'MARKET', 5_000_001n)).toEqual(tooLarge);
      expect(place(204, 'LONG', 'STOPMARKET', 5_000_001n, 51_000)).toEqual(tooLarge);
      expect(place(205, 'LONG', 'LIMIT', 5_000_001n, 50_500)).toEqual(tooLarge);
      // Exactly at the cap is allowed; the other side has its own room.
      expect(place(206, 'LONG', 'LIMIT', 5_000_000n, 48_000).result).toEqual({ ok: true });
      expect(place(101, 'SHORT', 'LIMIT', 20_000_000n, 52_000).result).toEqual({ ok: true });
      expect(place(102, 'SHORT', 'LIMIT', 1n, 52_000)).toEqual(tooLarge);
      expect(engine.usedNotionalMinor('a')).toBe(40_000_000n * USDT);
      // A cancel frees the room again.
      decide({ type: 'CANCEL', memberId: 'a', orderId: 201 });
      expect(place(207, 'LONG', 'MARKET', 15_000_000n).result).toEqual({ ok: true });
      expect(engine.position('a')).toMatchObject({ side: 'LONG', qtyMinor: 15_000_000n * USDT });
      expect(place(208, 'LONG', 'LIMIT', 1n, 48_000)).toEqual(tooLarge);
    });

    it('c) counts only what opens: the part of an order that closes the position is never counted', () => {
      const { engine, decide } = setUp(10_000_000n);
      const place = (orderId: number, side: 'LONG' | 'SHORT', usdt: bigint, price?: number) =>
        decide({
          type: 'PLACE',
          memberId: 'a',
          orderId,
          side,
          orderType: price === undefined ? 'MARKET' : 'LIMIT',
          qtyMinor: usdt * USDT,
          ...(price === undefined ? {} : { price: P(price) }),
        });
      const tooLarge = { result: { ok: false, code: 'MAX_POSITION_EXCEEDED' }, events: [] };
      expect(place(301, 'LONG', 15_000_000n).result).toEqual({ ok: true });
      // Against a LONG of 15,000,000 a SHORT opens only its excess: 20,000,001 passes the cap.
      expect(place(101, 'SHORT', 35_000_001n, 51_000)).toEqual(tooLarge);
      expect(place(102, 'SHORT', 35_000_000n, 51_000).result).toEqual({ ok: true });
      // A SHORT that only closes is placed whatever rests on its side; one that opens 1 is not.
      expect(place(103, 'SHORT', 15_000_000n, 52_000).result).toEqual({ ok: true });
      expect(place(104, 'SHORT', 15_000_001n, 52_000)).toEqual(tooLarge);
      // A MARKET flip opens its excess over the position, within the cap with nothing resting LONG.
      decide({ type: 'CANCEL_ALL', memberId: 'a' });
      expect(place(105, 'SHORT', 35_000_001n)).toEqual(tooLarge);
      expect(place(106, 'SHORT', 35_000_000n).result).toEqual({ ok: true });
      expect(engine.position('a')).toMatchObject({ side: 'SHORT', qtyMinor: 20_000_000n * USDT });
    });

    it('c) still checks the cap when a resting order fills, cancelling it and releasing its hold', () => {
      const { engine, decide, tick } = setUp(10_000_000n);
      const place = (orderId: number, side: 'LONG' | 'SHORT', usdt: bigint, price?: number) =>
        decide({
          type: 'PLACE',
          memberId: 'a',
          orderId,
          side,
          orderType: price === undefined ? 'MARKET' : 'LIMIT',
          qtyMinor: usdt * USDT,
          ...(price === undefined ? {} : { price: P(price) }),
        }).result;
      expect(place(301, 'SHORT', 10_000_000n)).toEqual({ ok: true });
      // Each of these only closes the SHORT when placed, so placement counts none of them.
      expect(place(303, 'LONG', 10_000_000n, 49_000)).toEqual({ ok: true });
      expect(place(304, 'LONG', 10_000_000n, 48_500)).toEqual({ ok: true });
      expect(place(305, 'LONG', 10_000_000n, 48_000)).toEqual({ ok: true });
      expect(place(302, 'LONG', 10_000_000n)).toEqual({ ok: true });
      expect(engine.position('a')).toBeNull();
      const before = engine.member('a')?.availableMinor ?? 0n;
      // b opens 10,000,000, c adds 10,000,000 (at the cap), d would pass it: cancelled, hold back.
      const crossed = tick(47_900);
      expect(types(crossed)).toEqual([
        'ORDER_FILLED',
        'POSITION_OPEN',
        'ORDER_FILLED',
        'POSITION_UPDATE',
        'ORDER_CANCEL',
      ]);
      expect(money(crossed).at(-1)).toEqual({
        kind: 'RELEASE_ORDER_MARGIN',
        from: 'ORDER_MARGIN',
        to: 'AVAILABLE',
        amountMinor: 1_008_000n * USDT,
      });
      expect(engine.position('a')).toMatchObject({ side: 'LONG', qtyMinor: 20_000_000n * USDT });
      expect(engine.orders('a')).toEqual([]);
      expect(engine.member('a')?.availableMinor).toBeLessThan(before + 3_024_000n * USDT);
    });

    it('answers a leverage or margin type it already has as done, with nothing published', () => {
      const { decide } = setUp(2_000n);
      decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'MARKET',
        qtyMinor: 100n * USDT,
      });
      expect(decide({ type: 'SET_LEVERAGE', memberId: 'a', leverage: 10 })).toEqual({
        result: { ok: true },
        events: [],
      });
      expect(decide({ type: 'SET_MARGIN_TYPE', memberId: 'a', marginType: 'ISOLATED' })).toEqual({
        result: { ok: true },
        events: [],
      });
      expect(decide({ type: 'SET_LEVERAGE', memberId: 'a', leverage: 11 }).result).toEqual({
        ok: false,
        code: 'LEVERAGE_CHANGE_WITH_POSITION',
      });
    });

    describe('CROSS losses stay backed (cross-loss.ts; docs/spec-interpretations.md)', () => {
      // 3,000 in the wallet, CROSS: LONG 10,000 at 50,000 and 10× takes 1,000 margin and a 4 fee,
      // leaving 1,996; at a mark of 48,000 the position loses 400, which the wallet backs.
      function losingCross(marginType: 'ISOLATED' | 'CROSS' = 'CROSS') {
        const set = setUp(3_000n, marginType);
        expect(place(set.decide, 1, 'LONG', 10_000n).result).toEqual({ ok: true });
        set.tick(48_000);
        expect(set.engine.member('a')?.availableMinor).toBe(1_996n * USDT);
        return set;
      }
      /** A MARKET order, or a LIMIT at `price`, of member a. */
      function place(
        decide: (command: FuturesCommand) => FuturesDecision,
        orderId: number,
        side: 'LONG' | 'SHORT',
        qtyUsdt: bigint,
        price?: number,
      ): FuturesDecision {
        return decide({
          type: 'PLACE',
          memberId: 'a',
          orderId,
          side,
          orderType: price === undefined ? 'MARKET' : 'LIMIT',
          qtyMinor: qtyUsdt * USDT,
          ...(price === undefined ? {} : { price: P(price) }),
        });
      }

      it('refuses a fill that adds to the position and would spend the 400 that back its loss', () => {
        const { engine, decide } = losingCross();
        // 16,000 more costs 1,600 + 6.4: 389.6 would be left, under the 400.
        const refused = place(decide, 2, 'LONG', 16_000n);
        expect(refused.result).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE' });
        expect(refused.events).toEqual([]);
        expect(engine.member('a')?.availableMinor).toBe(1_996n * USDT);
        // 15,000 more costs 1,500 + 6: 490 is left.
        expect(place(decide, 3, 'LONG', 15_000n).result).toEqual({ ok: true });
        expect(engine.member('a')?.availableMinor).toBe(490n * USDT);
      });

      it('refuses a resting hold on either side that would spend the backing, and never a close', () => {
        const { engine, decide } = losingCross();
        // A hold of 1,600 + 12.8 would leave 383.2; the side does not matter while the order rests.
        for (const [side, price] of [
          ['LONG', 47_000],
          ['SHORT', 49_000],
        ] as const) {
          const refused = place(decide, 2, side, 16_000n, price);
          expect(refused.result).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE' });
          expect(refused.events).toEqual([]);
        }
        // 15,000 holds 1,500 + 12: 484 is left.
        expect(place(decide, 3, 'LONG', 15_000n, 47_000).result).toEqual({ ok: true });
        expect(engine.member('a')?.availableMinor).toBe(484n * USDT);
        // Closing the losing position realises the loss itself: never refused for it.
        expect(place(decide, 4, 'SHORT', 10_000n).result).toEqual({ ok: true });
        expect(engine.position('a')).toBeNull();
      });

      it('leaves an ISOLATED position out: its margin alone backs it', () => {
        const { decide } = losingCross('ISOLATED');
        expect(place(decide, 2, 'LONG', 16_000n).result).toEqual({ ok: true });
        expect(place(decide, 3, 'SHORT', 1_000n, 49_000).result).toEqual({ ok: true });
      });
    });

    it('takes an ISOLATED funding payment from the wallet first and pays a receipt into the wallet', () => {
      const { engine, decide, tick } = setUp(1_004n + 1n);
      decide({
        type: 'PLACE',
        memberId: 'a',
        orderId: 1,
        side: 'LONG',
        orderType: 'MARKET',
        qtyMinor: 10_000n * USDT,
      });
      tick(55_000);
      // 0.01 % of 11,000 = 1.1 USDT: 1 from the wallet, 0.1 from the margin.
      const paid = decide({ type: 'FUNDING', atMs: 8 * 3_600_000, ratePpm: 100n });
      expect(money(paid.events)).toEqual([
        { kind: 'FUNDING', from: 'AVAILABLE', to: 'HOUSE', amountMinor: 1n * USDT },
        { kind: 'FUNDING', from: 'POSITION_MARGIN', to: 'HOUSE', amountMinor: 10_000_000n },
      ]);
      expect(engine.position('a')?.marginMinor).toBe(1_000n * USDT - 10_000_000n);
      const received = decide({ type: 'FUNDING', atMs: 16 * 3_600_000, ratePpm: -100n });
      expect(money(received.events)).toEqual([
        { kind: 'FUNDING', from: 'HOUSE', to: 'AVAILABLE', amountMinor: 110_000_000n },
      ]);
      expect(engine.member('a')?.fundingPaidMinor).toBe(0n);
    });
  });
}
