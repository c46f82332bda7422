import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExactOrderCost } from './exact-cost.ts';
import { orderCostMinor } from './formulas.ts';

describe('ExactOrderCost', () => {
  it('equals orderCostMinor below, at and above its fast bound', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 20n }),
        fc.integer({ min: 1, max: 125 }),
        fc.oneof(
          fc.bigInt({ min: 0n, max: 10n ** 12n }),
          fc.bigInt({ min: 2n ** 49n - 10_000n, max: 2n ** 53n + 10_000n }),
        ),
        (fee, leverage, qty) => {
          const cost = new ExactOrderCost(fee);
          expect(cost.of(qty, leverage)).toBe(orderCostMinor(qty, leverage, fee));
          const edge = cost.fastQtyBound;
          for (const near of [edge - 1n, edge, edge + 1n]) {
            expect(cost.of(near, leverage)).toBe(orderCostMinor(near, leverage, fee));
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('gives the worked cost: 10,000 USDT at 10× and 0.04 % is 1,008 USDT', () => {
    expect(new ExactOrderCost(4n).of(10_000n * 100_000_000n, 10)).toBe(1_008n * 100_000_000n);
  });
});
