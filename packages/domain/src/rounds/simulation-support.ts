import { seededUnit } from '../random/mulberry32.ts';
import type { DecidingTick } from './types.ts';

// Support for the round simulations (tests only): a seeded generator and a rough tick tape. The
// domain package takes randomness as an argument, so the generator is seeded by the test.

export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  bool(probability: number): boolean;
}

/** A seeded generator (mulberry32) to drive simulations: the same seed gives the same run. */
export function createPrng(seed: number): Prng {
  const next = seededUnit(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    bool: (probability) => next() < probability,
  };
}

/**
 * A feed as rough as the rules must survive: a price that moves by at most one unit per tick (so
 * equal lock and close prices are common), ticks 0.2–1.5 s apart, and now and then a silence of
 * 5–12 s (a gap longer than the 5 s limit, or nearly).
 */
export class SimulatedTape {
  readonly ticks: DecidingTick[] = [];
  private price = 1_000;
  private atMs: number;

  constructor(
    private readonly prng: Prng,
    startMs: number,
  ) {
    this.atMs = startMs;
  }

  advanceTo(nowMs: number): void {
    for (;;) {
      const silent = this.prng.bool(0.012);
      const nextAtMs = this.atMs + (silent ? this.prng.int(5_000, 12_000) : this.prng.int(200, 1_500));
      if (nextAtMs > nowMs) return;
      this.atMs = nextAtMs;
      this.price = Math.max(1, this.price + this.prng.pick([-1, 0, 0, 1]));
      this.ticks.push({ price: this.price, atMs: nextAtMs, source: 'simulated' });
    }
  }
}

/** The last tick at or before `atMs` in a tape sorted by time, or null (binary search). */
export function lastTickAtOrBefore(ticks: readonly DecidingTick[], atMs: number): DecidingTick | null {
  let low = 0;
  let high = ticks.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ticks[middle] as DecidingTick).atMs <= atMs) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? null : (ticks[low - 1] as DecidingTick);
}
