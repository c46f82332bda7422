import { describe, expect, it } from 'vitest';
import type { ChartBar } from './chart-bars.ts';
import { barsInRange, niceTicks, priceRangeOf, priceScale, volumeToY } from './chart-price-scale.ts';

function bar(low: number, high: number): ChartBar {
  return { time: 0, open: low, high, low, close: high, volume: 1 };
}

describe('the price scale', () => {
  it('fits the bars between the margins: 20% free above, 25% below', () => {
    const scale = priceScale({ min: 100, max: 200 }, 400, { top: 0.2, bottom: 0.25 });
    expect(scale.toY(200)).toBeCloseTo(80);
    expect(scale.toY(100)).toBeCloseTo(300);
    expect(scale.toPrice(scale.toY(137.5))).toBeCloseTo(137.5);
  });

  it('gives a flat market a span to draw in', () => {
    const scale = priceScale({ min: 50, max: 50 }, 100, { top: 0, bottom: 0 });
    expect(scale.toY(50)).toBeCloseTo(50);
    expect(Number.isFinite(scale.toY(51))).toBe(true);
  });

  it('reads the lowest low and highest high of the bars in view only', () => {
    const bars = [bar(1, 1_000), bar(10, 20), bar(5, 30), bar(0, 2_000)];
    expect(barsInRange(bars, { from: 0.6, to: 2.2 })).toEqual({ first: 0, last: 3 });
    expect(priceRangeOf(bars, 1, 2)).toEqual({ min: 5, max: 30 });
    expect(priceRangeOf(bars, 5, 6)).toBeNull();
  });

  it('puts volumes in the bottom fifth, the largest reaching its top', () => {
    expect(volumeToY(10, 10, 200)).toBeCloseTo(160);
    expect(volumeToY(5, 10, 200)).toBeCloseTo(180);
    expect(volumeToY(0, 0, 200)).toBe(200);
  });
});

describe('nice ticks', () => {
  it('picks a round step at least the gap apart', () => {
    // 1 px a unit, 28 px gap: a step of 40 (1, 2, 2.5, 4, 5 × 10ⁿ).
    expect(niceTicks(1_000, 1_130, 1, 28, 0.1)).toEqual([1_000, 1_040, 1_080, 1_120]);
    expect(niceTicks(0, 10, 10, 28, 0.01)).toEqual([0, 4, 8]);
  });

  it('never steps finer than the price step, nor between two of them', () => {
    // 2.5 would print as 2.5 with 0 decimals shown: skipped for 4 (a whole number of price steps).
    expect(niceTicks(0, 10, 12, 28, 1)).toEqual([0, 4, 8]);
    expect(niceTicks(0, 3, 1_000, 28, 1)).toEqual([0, 1, 2, 3]);
  });

  it('answers none for an empty span', () => {
    expect(niceTicks(5, 5, 1, 28, 1)).toEqual([]);
  });
});
