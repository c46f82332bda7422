import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LevelTable, MAX_WINDOW } from './level-table.ts';

// Ranks near each other (the window), up to a few windows apart (growth, and the Map beyond it),
// far away and fractional (always the Map), as one stream.
const rank = fc.oneof(
  fc.integer({ min: 4_900_000, max: 5_100_000 }),
  fc.integer({ min: -3 * MAX_WINDOW, max: 3 * MAX_WINDOW }),
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.constantFrom(0, -0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
);

/** A level's two ends in the model. */
interface Ends {
  head: { rank: number };
  tail: { rank: number };
}

describe('LevelTable', () => {
  it('answers as a Map of heads and tails under random adds, moves of either end, deletes and reads', () => {
    const operation = fc.record({
      kind: fc.constantFrom('add', 'head', 'tail', 'delete', 'get'),
      rank,
    });
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 500 }), (operations) => {
        const table = new LevelTable<{ rank: number }>();
        const model = new Map<number, Ends>();
        const seen: number[] = [];
        for (const { kind, rank: value } of operations) {
          seen.push(value);
          const ends = model.get(value);
          const entry = { rank: value };
          if (kind === 'add' && ends === undefined) {
            table.add(value, entry);
            model.set(value, { head: entry, tail: entry });
          } else if (kind === 'head' && ends !== undefined) {
            table.setHead(value, entry);
            ends.head = entry;
          } else if (kind === 'tail' && ends !== undefined) {
            table.setTail(value, entry);
            ends.tail = entry;
          } else if (kind === 'delete' && ends !== undefined) {
            table.delete(value);
            model.delete(value);
          }
          // Every rank seen so far, not only this one: a widening must keep what it moved.
          for (const known of seen) {
            expect(table.head(known)).toBe(model.get(known)?.head ?? null);
            expect(table.tail(known)).toBe(model.get(known)?.tail ?? null);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps ranks a whole window apart, in the window or beyond it', () => {
    const table = new LevelTable<string>();
    table.add(5_000_000, 'start');
    table.add(5_000_000 + MAX_WINDOW - 1, 'widest');
    table.add(5_000_000 + MAX_WINDOW, 'beyond');
    table.add(5_000_000 - 1, 'below');
    table.setTail(5_000_000 + MAX_WINDOW, 'beyond, last');
    table.setHead(5_000_000 - 1, 'below, first');
    expect(table.head(5_000_000)).toBe('start');
    expect(table.tail(5_000_000)).toBe('start');
    expect(table.head(5_000_000 + MAX_WINDOW - 1)).toBe('widest');
    expect(table.head(5_000_000 + MAX_WINDOW)).toBe('beyond');
    expect(table.tail(5_000_000 + MAX_WINDOW)).toBe('beyond, last');
    expect(table.head(5_000_000 - 1)).toBe('below, first');
    expect(table.tail(5_000_000 - 1)).toBe('below');
    table.delete(5_000_000 + MAX_WINDOW);
    expect(table.head(5_000_000 + MAX_WINDOW)).toBeNull();
    expect(table.tail(5_000_000 + MAX_WINDOW)).toBeNull();
    expect(table.head(0.5)).toBeNull();
  });
});
