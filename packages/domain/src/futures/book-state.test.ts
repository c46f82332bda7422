import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import { FuturesBook } from './futures-book.ts';
import { futuresTerms } from './terms.ts';
import type { FuturesCommand, FuturesEvent, FuturesResult } from './types.ts';

// `decide` gathers a command's events without growing an array from empty (`BookState.emit`): the
// first waits in a field, the second makes an array of two. What a caller gets must not show it.

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

describe('BookState.decide', () => {
  it('answers none, one, two and more events in order, each command in an array of its own', () => {
    const engine = loaded();
    const quiet = engine.decide({
      type: 'TICK',
      tick: { source: 'replay', atMs: 2_000, lastPrice: P(50_001), markPrice: P(50_001) },
    });
    const placed = engine.decide({
      type: 'PLACE',
      memberId: 'a',
      orderId: 'o1',
      side: 'LONG',
      orderType: 'LIMIT',
      qtyMinor: 1_000n * USDT,
      price: P(49_000),
    });
    const amended = engine.decide({ type: 'AMEND', memberId: 'a', orderId: 'o1', price: P(48_000) });
    const filled = engine.decide({
      type: 'TICK',
      tick: { source: 'replay', atMs: 3_000, lastPrice: P(47_000), markPrice: P(47_000) },
    });
    const refused = engine.decide({ type: 'CANCEL', memberId: 'a', orderId: 'o1' });
    expect(types(quiet.events)).toEqual([]);
    expect(types(placed.events)).toEqual(['MONEY', 'ORDER_SUCCESS']);
    expect(types(amended.events)).toEqual(['ORDER_UPDATE']);
    expect(types(filled.events).length).toBeGreaterThan(2);
    expect(types(filled.events)).toContain('ORDER_FILLED');
    expect(refused).toEqual({ result: { ok: false, code: 'ORDER_NOT_FOUND' }, events: [] });
    const arrays = [quiet.events, placed.events, amended.events, filled.events, refused.events];
    expect(new Set(arrays).size).toBe(arrays.length);
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
