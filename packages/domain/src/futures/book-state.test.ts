import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import { copyDecision } from './decision-copy.ts';
import { FuturesBook } from './futures-book.ts';
import { futuresTerms } from './terms.ts';
import type { FuturesCommand, FuturesDecision, FuturesEvent, FuturesResult } from './types.ts';

// The futures book's `decide` answers one reused decision (`DecisionBuffer`): its events array and
// its MONEY and order events are rewritten by the next `decide`. What a caller reads before that must
// be exactly the command's events, and a copy taken before that must keep them.

const USDT = 100_000_000n;
const P = (price: number): number => Math.round(price * 100);

function loaded(): FuturesBook {
  const engine = new FuturesBook(futuresTerms('BTCUSDT'));
  engine.decide({ type: 'SYNC_MEMBER', memberId: 'a', availableMinor: 100_000n * USDT, leverage: 10 });
  engine.decide({
    type: 'TICK',
    tick: { source: 'replay', atMs: 1_000, lastPrice: P(50_000), markPrice: P(50_000) },
  });
  return engine;
}

const types = (events: readonly FuturesEvent[]): string[] => events.map((event) => event.type);

describe('FuturesBook.decide', () => {
  it('answers none, one, two and more events in order, each command read before the next', () => {
    const engine = loaded();
    const quiet = engine.decide({
      type: 'TICK',
      tick: { source: 'replay', atMs: 2_000, lastPrice: P(50_001), markPrice: P(50_001) },
    });
    expect(types(quiet.events)).toEqual([]);
    const placed = engine.decide({
      type: 'PLACE',
      memberId: 'a',
      orderId: 1,
      side: 'LONG',
      orderType: 'LIMIT',
      qtyMinor: 1_000n * USDT,
      price: P(49_000),
    });
    expect(types(placed.events)).toEqual(['MONEY', 'ORDER_SUCCESS']);
    const amended = engine.decide({ type: 'AMEND', memberId: 'a', orderId: 1, price: P(48_000) });
    expect(types(amended.events)).toEqual(['ORDER_UPDATE']);
    const filled = engine.decide({
      type: 'TICK',
      tick: { source: 'replay', atMs: 3_000, lastPrice: P(47_000), markPrice: P(47_000) },
    });
    expect(types(filled.events).length).toBeGreaterThan(2);
    expect(types(filled.events)).toContain('ORDER_FILLED');
    const refused = engine.decide({ type: 'CANCEL', memberId: 'a', orderId: 1 });
    expect(refused).toEqual({ result: { ok: false, code: 'ORDER_NOT_FOUND' }, events: [] });
  });

  it('reuses its decision and pooled events, so a copy taken before the next decide keeps them', () => {
    const engine = loaded();
    const place = (orderId: number, price: number): FuturesDecision =>
      engine.decide({
        type: 'PLACE',
        memberId: 'a',
        orderId,
        side: 'LONG',
        orderType: 'LIMIT',
        qtyMinor: 1_000n * USDT,
        price: P(price),
      });
    const first = place(1, 49_000);
    const kept = copyDecision(first);
    const firstOrder = first.events[1];
    const second = place(2, 48_000);
    // The same objects, rewritten: the contract a caller that keeps a decision must follow.
    expect(second).toBe(first);
    expect(second.events[1]).toBe(firstOrder);
    expect(
      second.events.map((event) => (event.type === 'ORDER_SUCCESS' ? event.order.orderId : null)),
    ).toEqual([null, 2]);
    // The copy still holds the first placement, its hold and its movement included.
    const [hold, success] = kept.events;
    expect(hold?.type === 'MONEY' && hold.movement.orderId).toBe(1);
    expect(success?.type === 'ORDER_SUCCESS' && success.order).toMatchObject({
      orderId: 1,
      price: P(49_000),
    });
    // A cancel's view shows the hold the order had, taken before the hold went back.
    const cancelled = engine.decide({ type: 'CANCEL', memberId: 'a', orderId: 1 });
    const view = cancelled.events.find((event) => event.type === 'ORDER_CANCEL');
    const release = cancelled.events.find((event) => event.type === 'MONEY');
    expect(view?.type === 'ORDER_CANCEL' && view.order.heldMinor).toBe(
      release?.type === 'MONEY' && release.movement.amountMinor,
    );
    expect(view?.type === 'ORDER_CANCEL' && view.order.heldMinor).toBeGreaterThan(0n);
  });

  it('does not carry the events of a command that threw into the next command', () => {
    // A book whose CANCEL_ALL publishes an event and then fails, as a caller's bug would make it.
    class Failing extends FuturesBook {
      protected override run(command: FuturesCommand): FuturesResult {
        if (command.type !== 'CANCEL_ALL') return super.run(command);
        this.emit({ type: 'LEVERAGE_UPDATE', memberId: 'a', leverage: 10, marginType: 'ISOLATED' });
        this.emit({ type: 'LEVERAGE_UPDATE', memberId: 'a', leverage: 10, marginType: 'ISOLATED' });
        throw new DomainAssertionError('failed on purpose');
      }
    }
    const engine = new Failing(futuresTerms('BTCUSDT'));
    engine.decide({ type: 'SYNC_MEMBER', memberId: 'a', availableMinor: 100_000n * USDT, leverage: 10 });
    expect(() => engine.decide({ type: 'CANCEL_ALL', memberId: 'a' })).toThrow(DomainAssertionError);
    const quiet = engine.decide({
      type: 'TICK',
      tick: { source: 'replay', atMs: 1_000, lastPrice: P(50_000), markPrice: P(50_000) },
    });
    expect(quiet.events).toEqual([]);
    expect(() => engine.decide({ type: 'CANCEL_ALL', memberId: 'a' })).toThrow(DomainAssertionError);
    const set = engine.decide({ type: 'SET_LEVERAGE', memberId: 'a', leverage: 20 });
    expect(types(set.events)).toEqual(['LEVERAGE_UPDATE']);
  });
});
