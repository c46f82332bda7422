import { assert, type MarketTick } from '@baro/domain';
import type { Clock } from '../../context.ts';
import type { TickSink } from './price-feed.ts';
import type { Scheduler, TimerHandle } from './timers.ts';

/** DOMAIN.md `feedGapMs`: a stock without a tick for longer than this has no price. */
export const DEFAULT_FEED_GAP_MS = 5_000;

export interface GapDetectorOptions {
  readonly source: string;
  readonly stocks: readonly string[];
  readonly gapMs: number;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  /** How often quiet stocks are looked for; default a tenth of `gapMs`, so a gap is seen within 1.1 × gapMs. */
  readonly checkEveryMs?: number;
}

/**
 * The one place every feed decides that a stock has no price. A gap is reported once, when a stock has
 * been quiet for longer than `gapMs` by the clock, when its next tick is more than `gapMs` after the
 * previous one (the process was paused, or a recording has a hole), or at once for every stock when a
 * venue connection drops. The stock resumes with its next tick. Nothing here ever invents a tick.
 */
export class GapDetector {
  readonly #options: GapDetectorOptions;
  readonly #indexes = new Map<string, number>();
  // Per stock, by index: plain typed arrays, so delivering a tick allocates nothing.
  readonly #lastTickAtMs: Float64Array;
  readonly #lastArrivalMs: Float64Array;
  readonly #inGap: Uint8Array;
  #sink: TickSink | null = null;
  #timer: TimerHandle | null = null;

  constructor(options: GapDetectorOptions) {
    assert(options.gapMs > 0, 'gapMs must be positive.');
    this.#options = options;
    options.stocks.forEach((stock, index) => this.#indexes.set(stock, index));
    assert(this.#indexes.size === options.stocks.length, 'Stocks must be distinct.');
    this.#lastTickAtMs = new Float64Array(options.stocks.length).fill(Number.NaN);
    this.#lastArrivalMs = new Float64Array(options.stocks.length);
    this.#inGap = new Uint8Array(options.stocks.length);
  }

  /**
   * Starts watching; the quiet time of every stock counts from now. `lastTickAtMs` gives the time of a
   * stock's last tick before this start (its last stored tick), so a restart after a long stop reports
   * the stop as a gap when the first new tick comes.
   */
  start(sink: TickSink, lastTickAtMs?: ReadonlyMap<string, number>): void {
    assert(this.#sink === null, 'The gap detector is already started.');
    const nowMs = this.#options.clock.nowMs();
    this.#lastArrivalMs.fill(nowMs);
    this.#inGap.fill(0);
    this.#options.stocks.forEach((stock, index) => {
      this.#lastTickAtMs[index] = lastTickAtMs?.get(stock) ?? Number.NaN;
    });
    this.#sink = sink;
    const checkEveryMs = this.#options.checkEveryMs ?? Math.max(10, Math.floor(this.#options.gapMs / 10));
    this.#timer = this.#options.scheduler.setInterval(() => {
      this.check();
    }, checkEveryMs);
  }

  stop(): void {
    this.#timer?.cancel();
    this.#timer = null;
    this.#sink = null;
  }

  isInGap(stock: string): boolean {
    return this.#inGap[this.#indexOf(stock)] === 1;
  }

  /**
   * Hands a batch to the sink, with a resume before the first tick of a stock that was in a gap and a
   * gap then a resume before a tick that comes more than `gapMs` after the previous one. The batch is
   * split only where such a report falls, so the usual batch reaches the sink as it is.
   */
  deliver(ticks: readonly MarketTick[]): void {
    const sink = this.#sink;
    if (sink === null || ticks.length === 0) return;
    const { source, gapMs, clock } = this.#options;
    const nowMs = clock.nowMs();
    let deliveredUpTo = 0;
    for (let i = 0; i < ticks.length; i += 1) {
      const tick = ticks[i] as MarketTick;
      const index = this.#indexOf(tick.stock);
      const lastAtMs = this.#lastTickAtMs[index] as number;
      const hole = this.#inGap[index] === 0 && tick.atMs - lastAtMs > gapMs;
      if (hole || this.#inGap[index] === 1) {
        if (i > deliveredUpTo) sink.onTicks(ticks.slice(deliveredUpTo, i));
        deliveredUpTo = i;
        if (hole) sink.onGap({ stock: tick.stock, source, lastTickAtMs: lastAtMs, detectedAtMs: nowMs });
        this.#inGap[index] = 0;
        sink.onResume(tick.stock, source, tick.atMs);
      }
      this.#lastTickAtMs[index] = tick.atMs;
      this.#lastArrivalMs[index] = nowMs;
    }
    sink.onTicks(deliveredUpTo === 0 ? ticks : ticks.slice(deliveredUpTo));
  }

  /** Reports every stock that has been quiet for longer than `gapMs` and is not already in a gap. */
  check(): void {
    const nowMs = this.#options.clock.nowMs();
    this.#reportWhere((index) => nowMs - (this.#lastArrivalMs[index] as number) > this.#options.gapMs);
  }

  /** The connection is gone: every stock not already in a gap is in one now, without waiting `gapMs`. */
  reportAll(): void {
    this.#reportWhere(() => true);
  }

  #reportWhere(isQuiet: (index: number) => boolean): void {
    const sink = this.#sink;
    if (sink === null) return;
    const nowMs = this.#options.clock.nowMs();
    this.#options.stocks.forEach((stock, index) => {
      if (this.#inGap[index] === 1 || !isQuiet(index)) return;
      this.#inGap[index] = 1;
      const lastAtMs = this.#lastTickAtMs[index] as number;
      sink.onGap({
        stock,
        source: this.#options.source,
        lastTickAtMs: Number.isNaN(lastAtMs) ? null : lastAtMs,
        detectedAtMs: nowMs,
      });
    });
  }

  #indexOf(stock: string): number {
    const index = this.#indexes.get(stock);
    assert(index !== undefined, `The feed delivered a stock it does not price: ${stock}.`);
    return index;
  }
}
