import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrderCost } from './exact-cost.ts';
import { orderCostMinor } from './formulas.ts';

describe('OrderCost', () => {
  it('equals orderCostMinor for any qty, fee and leverage, above the cached leverages too', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 20n }),
        fc.integer({ min: 1, max: 125 }),
        fc.oneof(
          fc.bigInt({ min: 0n, max: 10n ** 12n }),
          fc.bigInt({ min: 2n ** 49n - 10_000n, max: 2n ** 53n + 10_000n }),
          fc.bigInt({ min: 0n, max: 2n ** 80n }),
        ),
        (fee, leverage, qty) => {
          const cost = new OrderCost(fee, 100);
          expect(cost.of(qty, leverage)).toBe(orderCostMinor(qty, leverage, fee));
          for (const near of [qty + 1n, qty + 9_999n, qty * 10_000n]) {
            expect(cost.of(near, leverage)).toBe(orderCostMinor(near, leverage, fee));
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('rounds each part up exactly at and around a multiple of the divisor', () => {
    const cost = new OrderCost(4n, 125);
    for (const leverage of [1, 3, 10, 125]) {
      for (const base of [0n, 10_000n * BigInt(leverage), 2n ** 53n * BigInt(leverage)]) {
        for (const qty of [base, base - 1n, base + 1n].filter((q) => q >= 0n)) {
          expect(cost.of(qty, leverage)).toBe(orderCostMinor(qty, leverage, 4n));
        }
      }
    }
  });

  it('gives the worked cost: 10,000 USDT at 10× and 0.04 % is 1,008 USDT', () => {
    expect(new OrderCost(4n, 125).of(10_000n * 100_000_000n, 10)).toBe(1_008n * 100_000_000n);
  });
});
