import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TriggerIndex, type RankedEntry } from './trigger-index.ts';

const byRankThenSeq = (a: RankedEntry, b: RankedEntry): number => a.rank - b.rank || a.seq - b.seq;

describe('TriggerIndex', () => {
  it('pops the crossed entries from the tail, most eager first', () => {
    const index = new TriggerIndex<RankedEntry>();
    for (const [rank, seq] of [
      [5, 1],
      [9, 2],
      [7, 3],
      [9, 0],
    ] as const) {
      index.insert({ rank, seq });
    }
    const out: RankedEntry[] = [];
    index.popFrom(7, out);
    expect(out).toEqual([
      { rank: 9, seq: 2 },
      { rank: 9, seq: 0 },
      { rank: 7, seq: 3 },
    ]);
    expect(index.toArray()).toEqual([{ rank: 5, seq: 1 }]);
  });

  it('agrees with a sorted array under random inserts, removes and pops', () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), rank: fc.integer({ min: -50, max: 50 }) }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('pop' as const), rank: fc.integer({ min: -60, max: 60 }) }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 2_000 }), (operations) => {
        const index = new TriggerIndex<RankedEntry>();
        let model: RankedEntry[] = [];
        let seq = 0;
        for (const op of operations) {
          if (op.kind === 'insert') {
            const entry = { rank: op.rank, seq: seq++ };
            index.insert(entry);
            model.push(entry);
            model.sort(byRankThenSeq);
          } else if (op.kind === 'remove') {
            if (model.length === 0) {
              expect(index.remove({ rank: 0, seq: -1 })).toBe(false);
              continue;
            }
            const entry = model[op.pick % model.length] as RankedEntry;
            expect(index.remove(entry)).toBe(true);
            expect(index.remove(entry)).toBe(false);
            model = model.filter((candidate) => candidate !== entry);
          } else {
            const out: RankedEntry[] = [];
            index.popFrom(op.rank, out);
            const crossed = model.filter((entry) => entry.rank >= op.rank).reverse();
            expect(out).toEqual(crossed);
            model = model.filter((entry) => entry.rank < op.rank);
          }
          expect(index.size).toBe(model.length);
        }
        expect(index.toArray()).toEqual(model);
      }),
      { numRuns: 60 },
    );
  });
});
