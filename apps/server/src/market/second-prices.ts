/**
 * The last tick of each second for one stock, for the last `capacity` seconds: what
 * `GET /stock/last_price {stock, second}` answers, and what a settlement looks up when its deciding
 * instant has just passed. A ring of plain numbers, so recording a tick allocates nothing.
 */
export class SecondPrices {
  private readonly seconds: Float64Array;
  private readonly prices: Float64Array;
  private readonly times: Float64Array;
  private newestSecond = Number.NEGATIVE_INFINITY;
  // A tick at exactly the first millisecond of a second, kept beside the second's last tick: a round
  // locks and closes on a whole second, and its price is the last tick at or before that instant
  // (DOMAIN.md §2), which a later tick of the same second would otherwise hide.
  private readonly edgeSeconds: Float64Array;
  private readonly edgePrices: Float64Array;

  constructor(readonly capacity: number) {
    this.seconds = new Float64Array(capacity).fill(Number.NaN);
    this.prices = new Float64Array(capacity);
    this.times = new Float64Array(capacity);
    this.edgeSeconds = new Float64Array(capacity).fill(Number.NaN);
    this.edgePrices = new Float64Array(capacity);
  }

  /** Records a tick; within a second the latest by time wins (ties: the later one recorded). */
  record(price: number, atMs: number): void {
    const second = Math.floor(atMs / 1000);
    // Older than the ring holds: nothing to keep.
    if (second <= this.newestSecond - this.capacity) return;
    const slot = second % this.capacity;
    if (atMs === second * 1000) {
      this.edgeSeconds[slot] = second;
      this.edgePrices[slot] = price;
    }
    if (this.seconds[slot] !== second) {
      this.seconds[slot] = second;
      this.prices[slot] = price;
      this.times[slot] = atMs;
    } else if (atMs >= (this.times[slot] as number)) {
      this.prices[slot] = price;
      this.times[slot] = atMs;
    }
    if (second > this.newestSecond) this.newestSecond = second;
  }

  /**
   * The last tick at or before the end of `second` (epoch seconds): `{ price, atMs }`, or null when
   * nothing at or before it is retained (`isBeyondRetention` tells "no price yet" from "no longer
   * kept").
   */
  atOrBefore(second: number): { price: number; atMs: number } | null {
    // Before the first tick the window's bounds are infinite and the walk below would never end.
    if (this.newestSecond === Number.NEGATIVE_INFINITY) return null;
    const newest = Math.min(second, this.newestSecond);
    const oldest = this.newestSecond - this.capacity + 1;
    for (let s = newest; s >= oldest; s -= 1) {
      const slot = s % this.capacity;
      if (this.seconds[slot] === s)
        return { price: this.prices[slot] as number, atMs: this.times[slot] as number };
    }
    return null;
  }

  /**
   * The last tick at or before the instant `atMs`, which must be a whole second (round boundaries
   * are): the tick at exactly that millisecond if there was one, else the last tick of the second
   * before. Null when nothing at or before it is retained.
   */
  atOrBeforeInstant(atMs: number): { price: number; atMs: number } | null {
    if (!Number.isSafeInteger(atMs) || atMs % 1000 !== 0) {
      throw new Error(`atOrBeforeInstant takes a whole second, got ${atMs}.`);
    }
    const second = atMs / 1000;
    const slot = second % this.capacity;
    if (this.edgeSeconds[slot] === second && !this.isBeyondRetention(second)) {
      return { price: this.edgePrices[slot] as number, atMs };
    }
    return this.atOrBefore(second - 1);
  }

  /** Whether `second` is older than what the ring holds. */
  isBeyondRetention(second: number): boolean {
    return second < this.newestSecond - this.capacity + 1;
  }
}
