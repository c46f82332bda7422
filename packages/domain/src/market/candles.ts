import { assert } from '../assert.ts';
import { CANDLE_INTERVAL_MS, type CandleInterval, candleOpenTimeMs } from './candle-interval.ts';
import type { MarketTick } from './tick.ts';
import { assertStoredCandle, type CandleApplyResult, type UnitCandle } from './unit-candle.ts';

// One candle is STRIDE doubles in a single Float64Array, so that applying a tick allocates nothing and
// touches one cache line. Every value is a safe integer, which a double holds exactly.
const OPEN_TIME = 0;
const OPEN = 1;
const HIGH = 2;
const LOW = 3;
const CLOSE = 4;
const VOLUME = 5;
// The (atMs, price) of the tick that set the open and of the tick that set the close.
const FIRST_AT = 6;
const LAST_AT = 7;
const STRIDE = 8;

/**
 * The candles of one stock at one interval: a ring of at most `capacity` candles, oldest first, the
 * running candle last.
 *
 * The result does not depend on the order the ticks arrive in. High, low and volume are a max, a min
 * and a sum. The open is the tick that is first by (atMs, price) and the close the one that is last by
 * (atMs, price): two ticks of the same millisecond are ordered by price, so of those the lower price
 * can be the open and the higher price the close. A feed's own sequence would be a truer tie-break,
 * but it would make the candle depend on delivery order; the price is in the tick and is enough.
 *
 * The series keeps the newest `capacity` buckets that had ticks. A tick for a bucket between retained
 * ones creates it (rare: a late tick after a quiet spell); a tick older than every retained bucket of
 * a full series is dropped and counted, because its bucket is no longer among the newest `capacity`.
 *
 * Buckets without ticks get no candle: a quiet market shows a gap, and the chart library draws it as
 * one. Inventing flat candles would put prices on the chart that no feed published.
 */
export class CandleSeries {
  readonly intervalMs: number;
  private readonly slots: Float64Array;
  /** The slot of the oldest candle. */
  private start = 0;
  private size = 0;
  private dropped = 0;

  constructor(
    readonly interval: CandleInterval,
    readonly capacity: number,
  ) {
    assert(Number.isSafeInteger(capacity) && capacity >= 1, 'A candle series holds at least one candle.');
    this.intervalMs = CANDLE_INTERVAL_MS[interval];
    this.slots = new Float64Array(capacity * STRIDE);
  }

  /** How many candles are retained, the running one included. */
  get count(): number {
    return this.size;
  }

  /** How many ticks were older than the retained window and left out. */
  get droppedCount(): number {
    return this.dropped;
  }

  /** Applies one tick (see `apply`). */
  applyTick(tick: MarketTick): CandleApplyResult {
    return this.apply(tick.price, tick.qty, tick.atMs);
  }

  /**
   * Applies one trade: O(1) for a tick in the running bucket or a later one, which is every tick of a
   * feed that delivers in order; O(log capacity) to find an older bucket, O(capacity) to create one.
   */
  apply(price: number, qty: number, atMs: number): CandleApplyResult {
    // Written so that NaN fails too: a tick that is not a number is a bug upstream.
    assert(price > 0 && qty >= 0, 'A tick has a positive price and a non-negative quantity.');
    const bucket = candleOpenTimeMs(atMs, this.intervalMs);
    if (this.size === 0) {
      this.append(bucket, price, qty, atMs);
      return 'opened';
    }
    const running = this.offsetAt(this.size - 1);
    const runningOpenTime = this.slots[running + OPEN_TIME] ?? 0;
    if (bucket === runningOpenTime) {
      this.update(running, price, qty, atMs);
      return 'updated';
    }
    if (bucket > runningOpenTime) {
      this.append(bucket, price, qty, atMs);
      return 'opened';
    }
    return this.applyLate(bucket, price, qty, atMs);
  }

  /** The running candle (the newest), or null before the first tick. */
  running(): UnitCandle | null {
    return this.size === 0 ? null : this.candleAt(this.size - 1);
  }

  /** The start of the oldest retained candle, or null when empty: older candles come from storage. */
  oldestOpenTimeMs(): number | null {
    return this.size === 0 ? null : this.openTimeAt(0);
  }

  /** The newest `limit` candles, oldest first, the running candle last. */
  latest(limit: number): UnitCandle[] {
    return this.range(Math.max(0, this.size - limit), this.size);
  }

  /**
   * The candles whose open time is in `[beginMs, endMs)`, oldest first. When more than `limit` match,
   * the newest `limit` are returned: a chart pages backwards from its left edge, asking for the candles
   * before the oldest it shows.
   */
  candlesBetween(beginMs: number, endMs: number, limit: number): UnitCandle[] {
    const end = this.firstPositionAtOrAfter(endMs);
    const begin = Math.max(this.firstPositionAtOrAfter(beginMs), end - Math.max(0, limit));
    return this.range(begin, end);
  }

  /**
   * One candle that sums up the retained candles whose open time is in `[beginMs, endMs)` (the open
   * time and open of the first, the close of the last), or null when there are none. O(candles in the
   * window), allocating only the answer.
   */
  summarize(beginMs: number, endMs: number): UnitCandle | null {
    const begin = this.firstPositionAtOrAfter(beginMs);
    const end = this.firstPositionAtOrAfter(endMs);
    if (begin >= end) return null;
    const slots = this.slots;
    let high = 0;
    let low = Number.POSITIVE_INFINITY;
    let volume = 0;
    for (let position = begin; position < end; position += 1) {
      const offset = this.offsetAt(position);
      high = Math.max(high, slots[offset + HIGH] ?? 0);
      low = Math.min(low, slots[offset + LOW] ?? 0);
      volume += slots[offset + VOLUME] ?? 0;
    }
    const first = this.offsetAt(begin);
    const last = this.offsetAt(end - 1);
    return {
      openTimeMs: slots[first + OPEN_TIME] ?? 0,
      open: slots[first + OPEN] ?? 0,
      high,
      low,
      close: slots[last + CLOSE] ?? 0,
      volume,
    };
  }

  /**
   * Replaces the content with stored candles (after a restart), oldest first, keeping the newest
   * `capacity`. A stored candle keeps its open; the next tick in its bucket becomes its close, since
   * ticks after a restart are newer than anything stored.
   */
  load(candles: readonly UnitCandle[]): void {
    for (let i = 0; i < candles.length; i += 1) {
      const candle = candles[i] as UnitCandle;
      assertStoredCandle(candle, this.intervalMs);
      const previous = candles[i - 1];
      assert(
        previous === undefined || previous.openTimeMs < candle.openTimeMs,
        'Stored candles go oldest first.',
      );
    }
    this.start = 0;
    this.size = 0;
    this.dropped = 0;
    for (const candle of candles.slice(Math.max(0, candles.length - this.capacity))) {
      const offset = this.offsetAt(this.size);
      this.size += 1;
      // First and last tick just before the bucket: no tick can replace the open, any can the close.
      this.write(offset, candle.openTimeMs, candle.open, candle.close, 0, candle.openTimeMs - 1);
      this.slots[offset + HIGH] = candle.high;
      this.slots[offset + LOW] = candle.low;
      this.slots[offset + VOLUME] = candle.volume;
    }
  }

  private applyLate(bucket: number, price: number, qty: number, atMs: number): CandleApplyResult {
    let position = this.firstPositionAtOrAfter(bucket);
    if (this.openTimeAt(position) === bucket) {
      this.update(this.offsetAt(position), price, qty, atMs);
      return 'late';
    }
    if (this.size === this.capacity) {
      if (position === 0) {
        this.dropped += 1;
        return 'dropped';
      }
      // The new bucket is newer than the oldest one, which therefore leaves the newest `capacity`.
      this.start = this.start + 1 === this.capacity ? 0 : this.start + 1;
      this.size -= 1;
      position -= 1;
    }
    if (position === 0) {
      this.start = this.start === 0 ? this.capacity - 1 : this.start - 1;
    } else {
      for (let p = this.size; p > position; p -= 1) {
        const from = this.offsetAt(p - 1);
        this.slots.copyWithin(this.offsetAt(p), from, from + STRIDE);
      }
    }
    this.size += 1;
    this.write(this.offsetAt(position), bucket, price, price, qty, atMs);
    return 'late';
  }

  private append(bucket: number, price: number, qty: number, atMs: number): void {
    if (this.size === this.capacity) {
      this.start = this.start + 1 === this.capacity ? 0 : this.start + 1;
    } else {
      this.size += 1;
    }
    this.write(this.offsetAt(this.size - 1), bucket, price, price, qty, atMs);
  }

  /** Starts a candle from one tick: `open` and `close` are its price (a stored candle passes both). */
  private write(
    offset: number,
    bucket: number,
    open: number,
    close: number,
    qty: number,
    atMs: number,
  ): void {
    const slots = this.slots;
    slots[offset + OPEN_TIME] = bucket;
    slots[offset + OPEN] = open;
    slots[offset + HIGH] = open;
    slots[offset + LOW] = open;
    slots[offset + CLOSE] = close;
    slots[offset + VOLUME] = qty;
    slots[offset + FIRST_AT] = atMs;
    slots[offset + LAST_AT] = atMs;
  }

  private update(offset: number, price: number, qty: number, atMs: number): void {
    const slots = this.slots;
    if (price > (slots[offset + HIGH] ?? 0)) slots[offset + HIGH] = price;
    if (price < (slots[offset + LOW] ?? 0)) slots[offset + LOW] = price;
    slots[offset + VOLUME] = (slots[offset + VOLUME] ?? 0) + qty;
    const lastAt = slots[offset + LAST_AT] ?? 0;
    if (atMs > lastAt || (atMs === lastAt && price > (slots[offset + CLOSE] ?? 0))) {
      slots[offset + LAST_AT] = atMs;
      slots[offset + CLOSE] = price;
    }
    const firstAt = slots[offset + FIRST_AT] ?? 0;
    if (atMs < firstAt || (atMs === firstAt && price < (slots[offset + OPEN] ?? 0))) {
      slots[offset + FIRST_AT] = atMs;
      slots[offset + OPEN] = price;
    }
  }

  /** The offset in `slots` of the candle at `position` (0 is the oldest). */
  private offsetAt(position: number): number {
    const slot = this.start + position;
    return (slot >= this.capacity ? slot - this.capacity : slot) * STRIDE;
  }

  private openTimeAt(position: number): number {
    return this.slots[this.offsetAt(position) + OPEN_TIME] ?? 0;
  }

  /** The first position whose open time is at or after `atMs` (`size` when there is none). */
  private firstPositionAtOrAfter(atMs: number): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.openTimeAt(middle) < atMs) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private range(begin: number, end: number): UnitCandle[] {
    const candles: UnitCandle[] = [];
    for (let position = begin; position < end; position += 1) candles.push(this.candleAt(position));
    return candles;
  }

  private candleAt(position: number): UnitCandle {
    const slots = this.slots;
    const offset = this.offsetAt(position);
    return {
      openTimeMs: slots[offset + OPEN_TIME] ?? 0,
      open: slots[offset + OPEN] ?? 0,
      high: slots[offset + HIGH] ?? 0,
      low: slots[offset + LOW] ?? 0,
      close: slots[offset + CLOSE] ?? 0,
      volume: slots[offset + VOLUME] ?? 0,
    };
  }
}
