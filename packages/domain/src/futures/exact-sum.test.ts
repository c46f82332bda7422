import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAST_ADDEND_MAX, stepDivides, sumExceeds } from './exact-sum.ts';

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

describe('exact machine-number checks', () => {
  it('sumExceeds equals the bigint comparison at, around and beyond its fast bound', () => {
    const edges = [
      0n,
      1n,
      FAST_ADDEND_MAX - 1n,
      FAST_ADDEND_MAX,
      FAST_ADDEND_MAX + 1n,
      SAFE,
      SAFE + 1n,
      2n ** 60n,
    ];
    for (const a of edges) {
      for (const b of edges) {
        for (const c of edges) {
          const sum = a + b + c;
          for (const cap of [sum - 1n, sum, sum + 1n, SAFE, SAFE + 1n, 2n ** 53n + 2n]) {
            expect(sumExceeds(a, b, c, cap)).toBe(a + b + c > cap);
          }
        }
      }
    }
    // 3 × 2^51 is 2^52.58…: the largest fast sum is exact, and one past it compares right.
    expect(sumExceeds(FAST_ADDEND_MAX, FAST_ADDEND_MAX, FAST_ADDEND_MAX, 3n * FAST_ADDEND_MAX - 1n)).toBe(
      true,
    );
    expect(sumExceeds(FAST_ADDEND_MAX, FAST_ADDEND_MAX, FAST_ADDEND_MAX, 3n * FAST_ADDEND_MAX)).toBe(false);
  });

  it('sumExceeds equals the bigint comparison on random values', () => {
    const value = fc.bigInt({ min: 0n, max: 2n ** 54n });
    fc.assert(
      fc.property(value, value, value, fc.bigInt({ min: 0n, max: 2n ** 56n }), (a, b, c, cap) => {
        expect(sumExceeds(a, b, c, cap)).toBe(a + b + c > cap);
        expect(sumExceeds(a, b, c, a + b + c)).toBe(false);
        expect(sumExceeds(a, b, c, a + b + c - 1n)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('stepDivides equals the bigint remainder below, at and above 2^53', () => {
    const steps = [1n, 3n, 1_000_000n, 2n ** 52n, SAFE, SAFE + 1n];
    for (const step of steps) {
      for (const qty of [
        0n,
        step,
        SAFE - 1n,
        SAFE,
        SAFE + 1n,
        SAFE + 2n,
        2n ** 60n,
        2n ** 60n + 1_000_000n,
      ]) {
        for (const q of [qty, qty + 1n, qty * 7n]) {
          expect(stepDivides(q, step)).toBe(q % step === 0n);
        }
      }
    }
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 55n }), fc.bigInt({ min: 1n, max: 2n ** 54n }), (q, s) => {
        expect(stepDivides(q, s)).toBe(q % s === 0n);
      }),
      { numRuns: 2_000 },
    );
  });
});
