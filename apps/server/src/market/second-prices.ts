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

  constructor(readonly capacity: number) {
    this.seconds = new Float64Array(capacity).fill(Number.NaN);
    this.prices = new Float64Array(capacity);
    this.times = new Float64Array(capacity);
  }

  /** Records a tick; within a second the latest by time wins (ties: the later one recorded). */
  record(price: number, atMs: number): void {
    const second = Math.floor(atMs / 1000);
    // Older than the ring holds: nothing to keep.
    if (second <= this.newestSecond - this.capacity) return;
    const slot = second % this.capacity;
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

  /** Whether `second` is older than what the ring holds. */
  isBeyondRetention(second: number): boolean {
    return second < this.newestSecond - this.capacity + 1;
  }
}
