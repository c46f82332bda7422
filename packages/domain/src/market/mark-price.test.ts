import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import { applyIndexPrice, halfLifeDecayQ62, markPriceAt, startMarkPrice } from './mark-price.ts';

const T0 = Date.UTC(2026, 2, 9, 0, 0, 0);
const HALF_LIFE = 10_000;
const ONE_Q = 2 ** 62;

describe('halfLifeDecayQ62', () => {
  it('is one at no time, a half after one half-life and a quarter after two', () => {
    expect(halfLifeDecayQ62(0, HALF_LIFE)).toBe(1n << 62n);
    expect(halfLifeDecayQ62(-5, HALF_LIFE)).toBe(1n << 62n);
    expect(halfLifeDecayQ62(HALF_LIFE, HALF_LIFE)).toBe(1n << 61n);
    expect(halfLifeDecayQ62(2 * HALF_LIFE, HALF_LIFE)).toBe(1n << 60n);
    expect(halfLifeDecayQ62(64 * HALF_LIFE, HALF_LIFE)).toBe(0n);
  });

  it('follows 2^(−t/H) to within the 16 binary digits of t/H it uses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), (h, t) => {
        const exact = 2 ** (-t / h);
        const decay = Number(halfLifeDecayQ62(t, h)) / ONE_Q;
        // Rounding t/H down by up to 2^-16 raises the decay by at most that × ln 2, relatively; the
        // products and the final shift each lose less than one unit of 2^-62.
        expect(decay).toBeGreaterThanOrEqual(exact * (1 - 1e-12) - 2 ** -58);
        expect(decay).toBeLessThanOrEqual(exact * (1 + 2 ** -16) + 2 ** -58);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('mark price', () => {
  // The index jumps from 100.00 to 102.00 (precision 2) with a 10 s half-life.
  const jumped = applyIndexPrice(startMarkPrice(10_000, T0, HALF_LIFE), 10_200, T0);

  it('starts at the first index price', () => {
    expect(markPriceAt(startMarkPrice(10_000, T0, HALF_LIFE), T0)).toBe(10_000);
  });

  it('absorbs half of an index jump per half-life: 100.00, 101.00, 101.50, then 102.00', () => {
    expect(markPriceAt(jumped, T0)).toBe(10_000);
    expect(markPriceAt(jumped, T0 + 10_000)).toBe(10_100);
    expect(markPriceAt(jumped, T0 + 20_000)).toBe(10_150);
    expect(markPriceAt(jumped, T0 + 640_000)).toBe(10_200);
  });

  it('is 102.00 − 2.00 / √2 = 100.59 (half to even) half a half-life after the jump', () => {
    expect(markPriceAt(jumped, T0 + 5_000)).toBe(10_059);
  });

  it('follows the same path whether or not ticks of the same index arrive on the way', () => {
    let state = jumped;
    for (const atMs of [T0 + 1_234, T0 + 3_000, T0 + 7_777, T0 + 9_999]) {
      state = applyIndexPrice(state, 10_200, atMs);
    }
    expect(markPriceAt(state, T0 + 10_000)).toBe(10_100);
    expect(markPriceAt(state, T0 + 20_000)).toBe(10_150);
  });

  it('moves toward the index in force in each stretch of time', () => {
    // 10 s toward 102.00 (to 101.00), then 10 s toward 98.00: 101.00 − 3.00 / 2 = 99.50.
    const fell = applyIndexPrice(jumped, 9_800, T0 + 10_000);
    expect(markPriceAt(fell, T0 + 20_000)).toBe(9_950);
  });

  it('takes an index tick older than the last one from the last tick on, without going back in time', () => {
    const late = applyIndexPrice(applyIndexPrice(jumped, 10_200, T0 + 10_000), 10_000, T0 + 4_000);
    expect(late.atMs).toBe(T0 + 10_000);
    expect(markPriceAt(late, T0 + 10_000)).toBe(10_100);
    expect(markPriceAt(late, T0 + 20_000)).toBe(10_050);
  });

  it('gives the same mark for the same ticks every time and stays between the old mark and the index', () => {
    const tick = fc.record({
      price: fc.integer({ min: 1, max: 10_000_000 }),
      gapMs: fc.integer({ min: 0, max: 60_000 }),
    });
    fc.assert(
      fc.property(fc.array(tick, { minLength: 1, maxLength: 30 }), (ticks) => {
        const run = () => {
          let state = startMarkPrice(5_000_000, T0, HALF_LIFE);
          let atMs = T0;
          const marks: number[] = [];
          for (const { price, gapMs } of ticks) {
            atMs += gapMs;
            const before = markPriceAt(state, atMs);
            const index = state.indexPrice;
            expect(before).toBeGreaterThanOrEqual(Math.min(index, markPriceAt(state, state.atMs)));
            expect(before).toBeLessThanOrEqual(Math.max(index, markPriceAt(state, state.atMs)));
            state = applyIndexPrice(state, price, atMs);
            marks.push(before);
          }
          return marks;
        };
        expect(run()).toEqual(run());
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a non-positive index price or half-life as a programmer error', () => {
    expect(() => startMarkPrice(0, T0, HALF_LIFE)).toThrow(DomainAssertionError);
    expect(() => startMarkPrice(1, T0, 0)).toThrow(DomainAssertionError);
    expect(() => applyIndexPrice(jumped, -1, T0)).toThrow(DomainAssertionError);
  });
});
