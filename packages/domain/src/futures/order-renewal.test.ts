import { describe, expect, it } from 'vitest';
import type { FuturesBookCore } from './book-core.ts';
import { FuturesBook } from './futures-book.ts';
import { ReferenceFuturesBook } from './reference-futures-book.ts';
import { futuresTerms } from './terms.ts';
import type { FuturesCommand, FuturesEvent } from './types.ts';

// The books renew a forgotten order's object for the next new order (`newOrder`'s spare): what a
// member sees must carry nothing of the order that object was before. Prices at 2 decimals.

const USDT = 100_000_000n;
const P = (price: number): number => Math.round(price * 100);
const terms = futuresTerms('BTCUSDT');

type Place = Extract<FuturesCommand, { type: 'PLACE' }>;

function place(
  engine: FuturesBookCore,
  fields: Omit<Place, 'type' | 'memberId' | 'qtyMinor'>,
): FuturesEvent[] {
  const decision = engine.decide({ type: 'PLACE', memberId: 'a', qtyMinor: 1_000n * USDT, ...fields });
  expect(decision.result).toEqual({ ok: true });
  return decision.events;
}

function tick(engine: FuturesBookCore, last: number): FuturesEvent[] {
  return engine.decide({
    type: 'TICK',
    tick: { source: 'replay', atMs: 1_000, lastPrice: P(last), markPrice: P(last) },
  }).events;
}

for (const [name, make] of [
  ['FuturesBook', () => new FuturesBook(terms)],
  ['ReferenceFuturesBook', () => new ReferenceFuturesBook(terms)],
] as const) {
  describe(`${name} renewing forgotten orders`, () => {
    it('gives a new order nothing of a cancelled or filled one: its own fields, hold, price and id', () => {
      const engine = make();
      engine.decide({ type: 'SYNC_MEMBER', memberId: 'a', availableMinor: 100_000n * USDT, leverage: 10 });
      engine.decide({
        type: 'SYNC_MEMBER',
        memberId: 'b',
        availableMinor: 100_000n * USDT,
        leverage: 20,
        marginType: 'CROSS',
      });
      tick(engine, 50_000);
      place(engine, { orderId: 1, side: 'LONG', orderType: 'LIMIT', price: P(49_000) });
      place(engine, { orderId: 2, side: 'LONG', orderType: 'LIMIT', price: P(49_500) });
      expect(engine.decide({ type: 'CANCEL', memberId: 'a', orderId: 1 }).result).toEqual({ ok: true });
      // A new order of another member, another type and side, after o1 was forgotten.
      const placed = engine.decide({
        type: 'PLACE',
        memberId: 'b',
        orderId: 3,
        side: 'SHORT',
        orderType: 'STOPLIMIT',
        qtyMinor: 500n * USDT,
        price: P(48_000),
        stopPrice: P(48_500),
      });
      expect(placed.result).toEqual({ ok: true });
      expect(engine.orders('b')).toEqual([
        {
          orderId: 3,
          memberId: 'b',
          side: 'SHORT',
          type: 'STOPLIMIT',
          qtyMinor: 500n * USDT,
          price: P(48_000),
          stopPrice: P(48_500),
          triggered: false,
          leverage: 20,
          marginType: 'CROSS',
          // 500 / 20 + 500 × 0.0008.
          heldMinor: 25_400_000_00n,
          seq: 3,
        },
      ]);
      expect(engine.orders('a').map((order) => order.orderId)).toEqual([2]);
      expect(engine.decide({ type: 'CANCEL', memberId: 'a', orderId: 1 }).result).toEqual({
        ok: false,
        code: 'ORDER_NOT_FOUND',
      });
      // o1's old price fills nothing of o1; o2 fills; o3 neither fires nor fills.
      const filled = tick(engine, 49_000).flatMap((event) =>
        event.type === 'ORDER_FILLED' ? [event.order?.orderId] : [],
      );
      expect(filled).toEqual([2]);
      expect(engine.orders('b').map((order) => order.triggered)).toEqual([false]);
      // The filled o2's object is renewed too: o4 rests on its own stop. At 48,500 both stops fire in
      // seq order: o3 arms and its limit is already crossed (it opens b's SHORT), o4 closes a's LONG.
      place(engine, { orderId: 4, side: 'SHORT', orderType: 'STOPMARKET', stopPrice: P(48_900) });
      expect(engine.orders('a').map((order) => [order.orderId, order.type, order.stopPrice])).toEqual([
        [4, 'STOPMARKET', P(48_900)],
      ]);
      const fired = tick(engine, 48_500).filter((event) => event.type !== 'MONEY');
      expect(
        fired.map((event) => [
          event.type,
          'order' in event && event.order !== null ? event.order.orderId : null,
        ]),
      ).toEqual([
        ['ORDER_UPDATE', 3],
        ['ORDER_FILLED', 3],
        ['POSITION_OPEN', null],
        ['ORDER_FILLED', 4],
        ['POSITION_CLOSE', null],
      ]);
      expect(engine.orders('a')).toEqual([]);
      expect(engine.orders('b')).toEqual([]);
    });
  });
}
