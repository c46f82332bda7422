import { assert, type MarketTick } from '@baro/domain';
import type { Clock } from '../../context.ts';
import { DEFAULT_FEED_GAP_MS, GapDetector } from './gap-detector.ts';
import type { PriceFeed, TickSink } from './price-feed.ts';
import {
  maxTickIntervalMs,
  SIMULATED_SOURCE,
  SimulatedWalk,
  type SimulatedInstrument,
  type WalkPoint,
} from './random-walk.ts';
import type { Scheduler, TimerHandle } from './timers.ts';

export interface SimulatedFeedConfig {
  readonly instruments: readonly SimulatedInstrument[];
  /** The same seed (and the same starting points) gives the same ticks. */
  readonly seed: number;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  /**
   * Where each stock's walk continues from: its last stored tick, so a restart goes on where the last
   * run stopped. A stock not listed starts at its reference price at start time.
   */
  readonly resumeFrom?: ReadonlyMap<string, WalkPoint>;
  /** Ticks are delivered in batches, every this many milliseconds (default 100). */
  readonly batchMs?: number;
  readonly gapMs?: number;
  /**
   * Ticks older than this when a timer turn comes (the process was paused, or `resumeFrom` is old)
   * are passed over, not delivered; the gap detector reports the hole. Default 10 s.
   */
  readonly catchUpMaxMs?: number;
}

/** Past this much lag the walk jumps instead of stepping through every missed tick. */
const JUMP_AFTER_MS = 3_600_000;

/**
 * The default market: one `SimulatedWalk` per instrument, run against the clock. Every `batchMs` it
 * delivers the ticks whose time has come, in time order per stock.
 */
export class SimulatedFeed implements PriceFeed {
  readonly source = SIMULATED_SOURCE;
  readonly stocks: readonly string[];
  readonly #config: SimulatedFeedConfig;
  readonly #detector: GapDetector;
  #walks: SimulatedWalk[] = [];
  #timer: TimerHandle | null = null;

  constructor(config: SimulatedFeedConfig) {
    const gapMs = config.gapMs ?? DEFAULT_FEED_GAP_MS;
    const batchMs = config.batchMs ?? 100;
    assert(batchMs > 0, 'batchMs must be positive.');
    for (const instrument of config.instruments) {
      // Otherwise the cadence itself would open a gap now and then, and rounds would be voided for nothing.
      assert(
        maxTickIntervalMs(instrument) + batchMs < gapMs,
        `${instrument.stock}: ticksPerSecond too low for a ${gapMs} ms gap limit.`,
      );
    }
    this.#config = config;
    this.stocks = config.instruments.map((instrument) => instrument.stock);
    this.#detector = new GapDetector({
      source: this.source,
      stocks: this.stocks,
      gapMs,
      clock: config.clock,
      scheduler: config.scheduler,
    });
  }

  start(sink: TickSink): Promise<void> {
    assert(this.#timer === null, 'The simulated feed is already started.');
    const { instruments, seed, clock, resumeFrom } = this.#config;
    const nowMs = clock.nowMs();
    this.#walks = instruments.map((instrument) => {
      const from = resumeFrom?.get(instrument.stock) ?? { price: instrument.referencePrice, atMs: nowMs };
      return new SimulatedWalk(instrument, seed, from);
    });
    const lastTicks = new Map<string, number>();
    for (const [stock, point] of resumeFrom ?? []) lastTicks.set(stock, point.atMs);
    this.#detector.start(sink, lastTicks);
    this.#timer = this.#config.scheduler.setInterval(() => {
      this.#turn();
    }, this.#config.batchMs ?? 100);
    return Promise.resolve();
  }

  stop(): Promise<void> {
    this.#timer?.cancel();
    this.#timer = null;
    this.#detector.stop();
    return Promise.resolve();
  }

  /** Where each walk is now (its last tick): what a caller stores to continue after a restart. */
  points(): Map<string, WalkPoint> {
    return new Map(this.#walks.map((walk) => [walk.stock, { price: walk.price, atMs: walk.atMs }]));
  }

  #turn(): void {
    const nowMs = this.#config.clock.nowMs();
    const skipBeforeMs = nowMs - (this.#config.catchUpMaxMs ?? 10_000);
    const batch: MarketTick[] = [];
    for (const walk of this.#walks) {
      if (walk.nextAtMs < skipBeforeMs - JUMP_AFTER_MS) walk.jumpTo(skipBeforeMs);
      while (walk.nextAtMs < skipBeforeMs) walk.step();
      const stock = walk.stock;
      while (walk.nextAtMs <= nowMs) {
        walk.step();
        batch.push({ stock, price: walk.price, qty: walk.qty, atMs: walk.atMs, source: SIMULATED_SOURCE });
      }
    }
    this.#detector.deliver(batch);
  }
}
