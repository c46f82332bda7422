import type { MarketTick } from '@baro/domain';
import { describe, expect, it } from 'vitest';
import {
  backfillSimulated,
  maxTickIntervalMs,
  SimulatedWalk,
  type SimulatedInstrument,
} from './random-walk.ts';

const T0 = 1_767_571_200_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const BTC: SimulatedInstrument = {
  stock: 'BTCUSDT',
  precision: 1,
  qtyPrecision: 3,
  referencePrice: 1_000_000,
  annualVolatility: 0.6,
  ticksPerSecond: 10,
};

function collect(instrument: SimulatedInstrument, seed: number, fromMs: number, toMs: number): MarketTick[] {
  const ticks: MarketTick[] = [];
  backfillSimulated(instrument, seed, { price: instrument.referencePrice, atMs: fromMs }, toMs, (tick) => {
    ticks.push(tick);
  });
  return ticks;
}

describe('the simulated random walk', () => {
  it('gives identical ticks for the same seed and start, and different ones for another seed', () => {
    const first = collect(BTC, 7, T0, T0 + 60_000);
    expect(collect(BTC, 7, T0, T0 + 60_000)).toEqual(first);
    const other = collect(BTC, 8, T0, T0 + 60_000);
    expect(other.map((tick) => tick.price)).not.toEqual(first.map((tick) => tick.price));
    expect(other.map((tick) => tick.atMs)).not.toEqual(first.map((tick) => tick.atMs));
  });

  it('gives each stock its own path under one seed', () => {
    const eth = collect({ ...BTC, stock: 'ETHUSDT' }, 7, T0, T0 + 60_000);
    expect(eth.map((tick) => tick.price)).not.toEqual(collect(BTC, 7, T0, T0 + 60_000).map((t) => t.price));
  });

  it('ticks about ticksPerSecond, each interval within 0.5 to 1.5 of the mean, times strictly rising', () => {
    const ticks = collect(BTC, 1, T0, T0 + HOUR_MS);
    expect(ticks.length).toBeGreaterThan(36_000 * 0.97);
    expect(ticks.length).toBeLessThan(36_000 * 1.03);
    const intervals = ticks.map((tick, i) => tick.atMs - (i === 0 ? T0 : (ticks[i - 1] as MarketTick).atMs));
    expect(Math.min(...intervals)).toBe(50);
    expect(Math.max(...intervals)).toBe(maxTickIntervalMs(BTC));
  });

  it('keeps every price a positive whole multiple of the price step, even at extreme volatility', () => {
    const wild: SimulatedInstrument = {
      ...BTC,
      referencePrice: 50,
      annualVolatility: 8,
      priceStepUnits: 25,
      ticksPerSecond: 0.2,
    };
    let minimum = Number.POSITIVE_INFINITY;
    backfillSimulated(wild, 3, { price: 50, atMs: T0 }, T0 + 30 * DAY_MS, (tick) => {
      if (tick.price < minimum) minimum = tick.price;
      if (tick.price % 25 !== 0 || !Number.isSafeInteger(tick.qty) || tick.qty < 1)
        throw new Error('bad tick');
    });
    expect(minimum).toBe(25);
  });

  it('reverts toward the reference over months, from a start twice as high', () => {
    const slow: SimulatedInstrument = { ...BTC, ticksPerSecond: 0.1 };
    const prices: number[] = [];
    const end = backfillSimulated(slow, 11, { price: 2_000_000, atMs: T0 }, T0 + 240 * DAY_MS, (tick) => {
      prices.push(tick.price);
    });
    // 60 % a year reverting with a 30-day half-life keeps the log price within about ±15 % (one sigma)
    // of the reference; eight half-lives remove all but 1/256 of the start's doubling.
    const lastMonth = prices.slice(-Math.floor(prices.length / 8));
    const mean = lastMonth.reduce((sum, price) => sum + price, 0) / lastMonth.length;
    expect(mean).toBeGreaterThan(600_000);
    expect(mean).toBeLessThan(1_600_000);
    expect(Math.max(...prices.slice(-1000))).toBeLessThan(2_000_000);
    expect(end.price).toBe(prices[prices.length - 1]);
  });

  it('continues from a stored tick with the same trade times and, within a unit, the same prices', () => {
    const whole = collect(BTC, 5, T0, T0 + 2 * HOUR_MS);
    const firstHalf: MarketTick[] = [];
    const last = backfillSimulated(BTC, 5, { price: BTC.referencePrice, atMs: T0 }, T0 + HOUR_MS, (tick) => {
      firstHalf.push(tick);
    });
    const secondHalf: MarketTick[] = [];
    backfillSimulated(BTC, 5, last, T0 + 2 * HOUR_MS, (tick) => secondHalf.push(tick));
    const joined = [...firstHalf, ...secondHalf];
    expect(joined.map((tick) => tick.atMs)).toEqual(whole.map((tick) => tick.atMs));
    const largestDifference = Math.max(...joined.map((tick, i) => Math.abs(tick.price - whole[i]!.price)));
    expect(largestDifference).toBeLessThanOrEqual(1);
  });

  it('jumps forward over a long pause in one draw, staying near the reference', () => {
    const walk = new SimulatedWalk(BTC, 9, { price: 1_000_000, atMs: T0 });
    walk.jumpTo(T0 + 365 * DAY_MS);
    expect(walk.atMs).toBe(T0 + 365 * DAY_MS);
    expect(walk.price).toBeGreaterThan(500_000);
    expect(walk.price).toBeLessThan(2_000_000);
    expect(walk.nextAtMs).toBeGreaterThan(walk.atMs);
  });

  it('refuses an instrument without a positive whole reference price', () => {
    expect(() => new SimulatedWalk({ ...BTC, referencePrice: 0 }, 1, { price: 1, atMs: T0 })).toThrow(
      /reference/,
    );
    expect(() => new SimulatedWalk({ ...BTC, referencePrice: 10.5 }, 1, { price: 1, atMs: T0 })).toThrow();
  });
});
