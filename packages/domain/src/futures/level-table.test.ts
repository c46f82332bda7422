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

describe('LevelTable', () => {
  it('answers as a Map under random adds, deletes and reads', () => {
    const operation = fc.record({ kind: fc.constantFrom('add', 'delete', 'get'), rank });
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 500 }), (operations) => {
        const table = new LevelTable<{ rank: number }>();
        const model = new Map<number, { rank: number }>();
        const seen: number[] = [];
        for (const { kind, rank: value } of operations) {
          seen.push(value);
          if (kind === 'add' && !model.has(value)) {
            const level = { rank: value };
            table.add(value, level);
            model.set(value, level);
          } else if (kind === 'delete' && model.has(value)) {
            table.delete(value);
            model.delete(value);
          }
          // Every rank seen so far, not only this one: a widening must keep what it moved.
          for (const known of seen) expect(table.get(known)).toBe(model.get(known));
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
    expect(table.get(5_000_000)).toBe('start');
    expect(table.get(5_000_000 + MAX_WINDOW - 1)).toBe('widest');
    expect(table.get(5_000_000 + MAX_WINDOW)).toBe('beyond');
    expect(table.get(5_000_000 - 1)).toBe('below');
    table.delete(5_000_000 + MAX_WINDOW);
    expect(table.get(5_000_000 + MAX_WINDOW)).toBeUndefined();
    expect(table.get(0.5)).toBeUndefined();
  });
});
