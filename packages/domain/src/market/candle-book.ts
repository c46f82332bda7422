import { assert } from '../assert.ts';
import { CANDLE_INTERVALS, type CandleInterval } from './candle-interval.ts';
import { CandleSeries } from './candles.ts';
import type { MarketTick } from './tick.ts';

/** How many candles each interval keeps: one number for all, or one per interval. */
export type CandleCapacity = number | Readonly<Record<CandleInterval, number>>;

/**
 * Every interval's candles of one stock. One call per tick updates them all; in the steady state
 * (ticks in order) it allocates nothing, which is what a feed of 200,000 ticks a second needs.
 */
export class CandleBook {
  // In CANDLE_INTERVALS order, so that bit i of `apply`'s answer is CANDLE_INTERVALS[i].
  private readonly all: readonly CandleSeries[];

  constructor(
    readonly stock: string,
    capacity: CandleCapacity,
  ) {
    this.all = CANDLE_INTERVALS.map(
      (interval) => new CandleSeries(interval, typeof capacity === 'number' ? capacity : capacity[interval]),
    );
  }

  /**
   * Applies one tick of this stock to every interval. Answers a bit mask of the intervals that opened
   * a new running candle (bit i for `CANDLE_INTERVALS[i]`; `openedIntervals` reads it): the candle
   * before each of those is final, which is when a server stores it. Zero means nothing closed.
   */
  apply(tick: MarketTick): number {
    assert(tick.stock === this.stock, 'A tick goes to the candle book of its own stock.');
    const { price, qty, atMs } = tick;
    const all = this.all;
    let opened = 0;
    for (let i = 0; i < all.length; i += 1) {
      if ((all[i] as CandleSeries).apply(price, qty, atMs) === 'opened') opened |= 1 << i;
    }
    return opened;
  }

  /** The series of one interval, for queries and for loading stored candles. */
  series(interval: CandleInterval): CandleSeries {
    return this.all[CANDLE_INTERVALS.indexOf(interval)] as CandleSeries;
  }

  /** Ticks left out for being older than the retained window, summed over the intervals. */
  droppedCount(): number {
    return this.all.reduce((sum, series) => sum + series.droppedCount, 0);
  }
}

/** The intervals named by a mask from `CandleBook.apply`, shortest first. */
export function openedIntervals(mask: number): CandleInterval[] {
  return CANDLE_INTERVALS.filter((_, i) => (mask & (1 << i)) !== 0);
}
