import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LevelIndex, type LevelEntry } from './level-index.ts';
import { SortedNumbers } from './sorted-numbers.ts';

interface Entry extends LevelEntry<Entry> {
  readonly id: number;
  indexed: boolean;
  prev: Entry | null;
  next: Entry | null;
}

const entry = (rank: number, id: number): Entry => ({ rank, id, indexed: false, prev: null, next: null });
const keys = (entries: readonly Entry[]): [number, number][] => entries.map((e) => [e.rank, e.id]);
/** By rank, and inside a rank in insertion order: `Array.prototype.sort` is stable. */
const byRank = (entries: readonly Entry[], direction: 1 | -1): Entry[] =>
  [...entries].sort((a, b) => direction * (a.rank - b.rank));

describe('LevelIndex', () => {
  it('pops the crossed levels from the top, highest rank first, each level in insertion order', () => {
    const index = new LevelIndex<Entry>();
    for (const [rank, id] of [
      [5, 1],
      [9, 2],
      [7, 3],
      [9, 0],
    ] as const) {
      index.insert(entry(rank, id));
    }
    expect(keys(index.toArray())).toEqual([
      [5, 1],
      [7, 3],
      [9, 2],
      [9, 0],
    ]);
    const out: Entry[] = [];
    index.popFrom(7, out);
    expect(keys(out)).toEqual([
      [9, 2],
      [9, 0],
      [7, 3],
    ]);
    expect(out.every((e) => !e.indexed && e.prev === null && e.next === null)).toBe(true);
    expect(keys(index.toArray())).toEqual([[5, 1]]);
    expect(index.size).toBe(1);
  });

  it('agrees with a stably sorted array under random inserts, removes and pops', () => {
    // Mostly near ranks (the level table's window), some far or fractional (the table's Map).
    const far = fc.constantFrom(-1e12, 1e12, 0.5, -7.25);
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        rank: fc.oneof(fc.integer({ min: -30, max: 30 }), far),
      }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('pop' as const),
        rank: fc.oneof(fc.integer({ min: -40, max: 40 }), far),
      }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 2_000 }), (operations) => {
        const index = new LevelIndex<Entry>();
        // The model: the entries in the index, in insertion order.
        let model: Entry[] = [];
        let id = 0;
        for (const op of operations) {
          if (op.kind === 'insert') {
            const added = entry(op.rank, (id += 1));
            index.insert(added);
            model.push(added);
          } else if (op.kind === 'remove') {
            if (model.length === 0) {
              expect(index.remove(entry(0, -1))).toBe(false);
              continue;
            }
            const removed = model[op.pick % model.length] as Entry;
            expect(index.remove(removed)).toBe(true);
            expect(index.remove(removed)).toBe(false);
            expect([removed.indexed, removed.prev, removed.next]).toEqual([false, null, null]);
            model = model.filter((candidate) => candidate !== removed);
          } else {
            const out: Entry[] = [];
            index.popFrom(op.rank, out);
            expect(out).toEqual(
              byRank(
                model.filter((e) => e.rank >= op.rank),
                -1,
              ),
            );
            expect(out.every((e) => !e.indexed && e.prev === null && e.next === null)).toBe(true);
            model = model.filter((e) => e.rank < op.rank);
          }
          expect(index.size).toBe(model.length);
          // Each entry says whether it is in: the index removes by it and by its rank, with no level object.
          expect(model.every((e) => e.indexed)).toBe(true);
        }
        expect(index.toArray()).toEqual(byRank(model, 1));
      }),
      { numRuns: 60 },
    );
  });
});
describe('SortedNumbers', () => {
  it('agrees with a sorted set across chunk splits and merges', () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), value: fc.integer({ min: -600, max: 600 }) }),
      fc.record({ kind: fc.constant('remove' as const), value: fc.integer({ min: -600, max: 600 }) }),
      fc.record({ kind: fc.constant('removeMax' as const) }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 3_000 }), (operations) => {
        const set = new SortedNumbers();
        const model = new Set<number>();
        for (const op of operations) {
          if (op.kind === 'insert') {
            expect(set.insert(op.value)).toBe(!model.has(op.value));
            model.add(op.value);
          } else if (op.kind === 'remove') {
            expect(set.remove(op.value)).toBe(model.has(op.value));
            model.delete(op.value);
          } else if (model.size > 0) {
            const max = Math.max(...model);
            expect(set.max()).toBe(max);
            set.removeMax();
            model.delete(max);
          }
          expect(set.size).toBe(model.size);
        }
        expect(set.toArray()).toEqual([...model].sort((a, b) => a - b));
      }),
      { numRuns: 40 },
    );
  });
});
