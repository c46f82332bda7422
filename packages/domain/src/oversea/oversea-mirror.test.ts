import { describe, expect, it } from 'vitest';
import type { OverseaCommand, OverseaEvent } from './book-types.ts';
import { OverseaMirror } from './oversea-mirror.ts';
import { simulationTerms } from './simulation-support.ts';

// The trigger loop's mirror: forgetting a member takes everything of theirs out of the indexes, so
// a tick no longer touches them, and restoring them from what was stored puts it all back.

const NQ = 2_500_000;
const CL = 7_500;
let atMs = Date.UTC(2026, 2, 9, 3, 0);

function tick(stock: string, price: number): OverseaCommand {
  atMs += 1_000;
  return { type: 'TICK', tick: { stock, source: 'test', atMs, price } };
}

function ok(book: OverseaMirror, command: OverseaCommand): OverseaEvent[] {
  const decided = book.decide(command);
  expect(decided.result.ok, JSON.stringify(decided.result)).toBe(true);
  return decided.events;
}

function membersOf(events: readonly OverseaEvent[]): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    if (event.type === 'MONEY') ids.add(event.movement.memberId);
    else if (event.type === 'ORDER_FILLED') ids.add(event.fill.memberId);
    else if ('order' in event) ids.add(event.order.memberId);
    else ids.add(event.position.memberId);
  }
  return [...ids].sort();
}

/** a: an NQ long with TP/SL and a resting NQ limit; b: NQ and CL (a multi-instrument holder). */
function mirror(): OverseaMirror {
  const book = new OverseaMirror(simulationTerms());
  ok(book, { type: 'SYNC_MEMBER', memberId: 'a', pointMinor: 10_000_000n });
  ok(book, { type: 'SYNC_MEMBER', memberId: 'b', pointMinor: 20_000_000n });
  ok(book, tick('NQ', NQ));
  ok(book, tick('CL', CL));
  const place = (memberId: string, stock: string, orderType: 'MARKET' | 'LIMIT', extra = {}) =>
    ok(book, {
      type: 'PLACE',
      memberId,
      orderId: `${memberId}-${stock}-${orderType}`,
      stock,
      side: 'LONG',
      orderType,
      lots: 1,
      ...extra,
    });
  place('a', 'NQ', 'MARKET', { tpTick: 10, slTick: 10 });
  place('a', 'NQ', 'LIMIT', { price: NQ - 1_000 });
  place('b', 'NQ', 'MARKET');
  place('b', 'CL', 'MARKET');
  return book;
}

describe('OverseaMirror.forget', () => {
  it('takes the member out of every index, the instrument books and the totals', () => {
    const book = mirror();
    const before = book.totals();
    expect(book.indexedCount()).toEqual({ orders: 1, tpsl: 2, losscuts: 1, multiHolders: 2 });
    const aPoint = book.member('a')?.pointMinor ?? 0n;
    const aHeld = book.orders('a').reduce((sum, order) => sum + order.heldMinor, 0n);
    const aMargin = book.positions('a').reduce((sum, position) => sum + position.marginMinor, 0n);
    book.forget('a');
    expect(book.has('a')).toBe(false);
    expect(book.member('a')).toBeNull();
    expect(book.indexedCount()).toEqual({ orders: 0, tpsl: 0, losscuts: 0, multiHolders: 2 });
    // a's point, the limit's hold and the position's margin left as money taken out.
    const after = book.totals();
    expect(after.pointMinor).toBe(before.pointMinor - aPoint);
    expect(after.orderMarginMinor).toBe(0n);
    expect(after.positionMarginMinor).toBe(before.positionMarginMinor - aMargin);
    expect(after.externalMinor).toBe(before.externalMinor - aPoint - aHeld - aMargin);
    book.forget('b');
    expect(book.indexedCount()).toEqual({ orders: 0, tpsl: 0, losscuts: 0, multiHolders: 0 });
    expect(book.totals()).toMatchObject({ pointMinor: 0n, orderMarginMinor: 0n, positionMarginMinor: 0n });
  });

  it('a forgotten member is not touched by a tick through their levels; restored, they are', () => {
    const book = mirror();
    const orders = book.orders('a');
    const positions = book.positions('a');
    const pointMinor = book.member('a')?.pointMinor ?? 0n;
    book.forget('a');
    // Through a's TP (10 ticks up): nothing of a's fires. Then down through the limit and the SL.
    expect(membersOf(ok(book, tick('NQ', NQ + 300)))).toEqual([]);
    expect(membersOf(ok(book, tick('NQ', NQ - 1_200)))).toEqual([]);
    ok(book, tick('NQ', NQ));
    ok(book, { type: 'SYNC_MEMBER', memberId: 'a', pointMinor });
    for (const position of positions) ok(book, { type: 'RESTORE_POSITION', position });
    for (const order of orders) ok(book, { type: 'RESTORE_ORDER', order });
    expect(book.indexedCount()).toMatchObject({ orders: 1, tpsl: 2, losscuts: 1 });
    expect(membersOf(ok(book, tick('NQ', NQ + 300)))).toEqual(['a']);
  });

  it('forgetting an unknown member does nothing', () => {
    const book = mirror();
    const before = book.totals();
    book.forget('nobody');
    expect(book.totals()).toEqual(before);
  });
});

describe('OverseaMirror.touchedBy', () => {
  it('names the members a tick would decide something for, as deciding it does, and decides nothing', () => {
    // Up through a's TP; down through a's limit and SL; a CL crash that takes b (NQ and CL) to the line.
    const cases: [string, number][] = [
      ['NQ', NQ + 300],
      ['NQ', NQ - 1_200],
      ['NQ', NQ + 1],
      ['CL', 1],
    ];
    for (const [stock, price] of cases) {
      const twin = mirror();
      const decided = membersOf(ok(twin, tick(stock, price)));
      const book = mirror();
      const before = book.totals();
      const command = tick(stock, price);
      if (command.type !== 'TICK') throw new Error('a tick');
      expect(book.touchedBy(command.tick), `${stock} at ${price}`).toEqual(decided);
      expect(book.totals()).toEqual(before);
      expect(book.lastTick(stock)).toEqual(command.tick);
    }
  });
});
