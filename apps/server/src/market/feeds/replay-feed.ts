import { readFile } from 'node:fs/promises';
import { assert, type MarketTick } from '@baro/domain';
import type { Clock } from '../../context.ts';
import { DEFAULT_FEED_GAP_MS, GapDetector } from './gap-detector.ts';
import type { PriceFeed, TickSink } from './price-feed.ts';
import { parseRecording, type RecordedTick, type Recording, type ReplayInstrument } from './replay-format.ts';
import type { Scheduler, TimerHandle } from './timers.ts';

export const REPLAY_SOURCE = 'replay';

export interface ReplayFeedConfig {
  readonly instruments: readonly ReplayInstrument[];
  /** The recording (see `parseRecording` for the two CSV forms); read once, at start. */
  readonly filePath: string;
  /** Recorded milliseconds played per real millisecond; default 1 (real speed). */
  readonly speed?: number;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  /** Ticks are delivered in batches, every this many milliseconds (default 100). */
  readonly batchMs?: number;
  /** Candle recordings tick every 15 s: give them a gap limit above that (e.g. 20,000). */
  readonly gapMs?: number;
  /** Ticks older than this when a timer turn comes are passed over, not delivered. Default 10 s. */
  readonly catchUpMaxMs?: number;
}

/**
 * Plays a recording as if it happened now: its first tick is delivered at start time, the rest at
 * their recorded distance from it (divided by `speed`). At the end it starts over, each pass shifted
 * forward by the recording's length, so time only ever moves forward; prices jump back to the first
 * recorded ones at each pass, as recorded.
 */
export class ReplayFeed implements PriceFeed {
  readonly source = REPLAY_SOURCE;
  readonly stocks: readonly string[];
  readonly #config: ReplayFeedConfig;
  readonly #speed: number;
  readonly #detector: GapDetector;
  #recording: Recording | null = null;
  #timer: TimerHandle | null = null;
  #startedAtMs = 0;
  /** The next tick to play: its index in the recording and the pass it is in. */
  #cursor = 0;
  #pass = 0;

  constructor(config: ReplayFeedConfig) {
    this.#speed = config.speed ?? 1;
    assert(this.#speed > 0 && Number.isFinite(this.#speed), 'speed must be positive.');
    this.#config = config;
    this.stocks = config.instruments.map((instrument) => instrument.stock);
    this.#detector = new GapDetector({
      source: this.source,
      stocks: this.stocks,
      gapMs: config.gapMs ?? DEFAULT_FEED_GAP_MS,
      clock: config.clock,
      scheduler: config.scheduler,
    });
  }

  async start(sink: TickSink): Promise<void> {
    assert(this.#timer === null, 'The replay feed is already started.');
    const text = await readFile(this.#config.filePath, 'utf8');
    this.#recording = parseRecording(text, this.#config.instruments);
    this.#startedAtMs = this.#config.clock.nowMs();
    this.#cursor = 0;
    this.#pass = 0;
    this.#detector.start(sink);
    this.#timer = this.#config.scheduler.setInterval(() => {
      this.#turn();
    }, this.#config.batchMs ?? 100);
  }

  stop(): Promise<void> {
    this.#timer?.cancel();
    this.#timer = null;
    this.#detector.stop();
    return Promise.resolve();
  }

  #turn(): void {
    const recording = this.#recording;
    if (recording === null) return;
    const nowMs = this.#config.clock.nowMs();
    // Positions are in recorded milliseconds since the first recorded tick of the first pass.
    const playheadMs = (nowMs - this.#startedAtMs) * this.#speed;
    const skipBeforeMs = playheadMs - (this.#config.catchUpMaxMs ?? 10_000) * this.#speed;
    const passesBehind = Math.floor((skipBeforeMs - this.#position(recording)) / recording.loopMs);
    if (passesBehind > 0) this.#pass += passesBehind;
    while (this.#position(recording) < skipBeforeMs) this.#advance(recording);
    const batch: MarketTick[] = [];
    while (this.#position(recording) <= playheadMs) {
      const recorded = recording.ticks[this.#cursor] as RecordedTick;
      batch.push({
        stock: recorded.stock,
        price: recorded.price,
        qty: recorded.qty,
        atMs: this.#startedAtMs + Math.floor(this.#position(recording) / this.#speed),
        source: REPLAY_SOURCE,
      });
      this.#advance(recording);
    }
    this.#detector.deliver(batch);
  }

  #position(recording: Recording): number {
    const firstMs = (recording.ticks[0] as RecordedTick).atMs;
    return this.#pass * recording.loopMs + (recording.ticks[this.#cursor] as RecordedTick).atMs - firstMs;
  }

  #advance(recording: Recording): void {
    this.#cursor += 1;
    if (this.#cursor === recording.ticks.length) {
      this.#cursor = 0;
      this.#pass += 1;
    }
  }
}
