import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExactTotal } from './exact-total.ts';

const HALF = 2n ** 52n;
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Applies the steps to an `ExactTotal` and to a bigint, checking they agree after each one. */
function expectSameAsBigint(start: bigint, steps: readonly bigint[]): void {
  const total = new ExactTotal(start);
  let expected = start;
  for (const step of steps) {
    if (step >= 0n) total.add(step);
    else total.subtract(-step);
    expected += step;
    expect(total.value()).toBe(expected);
  }
}

describe('ExactTotal', () => {
  it('equals the bigint sum at, around and beyond its fast bounds', () => {
    const edges = [0n, 1n, HALF - 1n, HALF, HALF + 1n, SAFE - 1n, SAFE, SAFE + 1n, SAFE + 2n, 2n ** 70n + 3n];
    const signed = edges.flatMap((edge) => [edge, -edge]);
    for (const start of [0n, 5n, -HALF, 10n ** 18n + 7n]) {
      for (const a of signed)
        for (const b of signed) for (const c of signed) expectSameAsBigint(start, [a, b, c]);
    }
    // Many steps just inside the bound: the pending sum folds into the bigint and stays exact.
    expectSameAsBigint(
      0n,
      Array.from({ length: 40 }, (_, index) => (index % 3 === 2 ? -(HALF - 1n) : HALF - 1n)),
    );
  });

  it('equals the bigint sum under random adds and subtracts of any size', () => {
    const amount = fc.oneof(
      fc.bigInt({ min: -1_000_000_000n, max: 1_000_000_000n }),
      fc.bigInt({ min: -HALF - 10n, max: HALF + 10n }),
      fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }),
    );
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }),
        fc.array(amount, { maxLength: 200 }),
        (start, steps) => {
          expectSameAsBigint(start, steps);
        },
      ),
      { numRuns: 300 },
    );
  });
});
