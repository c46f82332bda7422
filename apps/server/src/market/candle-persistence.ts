import { CANDLE_INTERVAL_MS, CANDLE_INTERVALS, candleOpenTimeMs } from '@baro/domain';
import type { CandleInterval } from '@baro/domain';
import type { Database } from '../db/database.ts';
import { loadCandles, pruneCandles, saveCandles } from './candle-store.ts';
import type { StoredCandle } from './candle-store.ts';
import type { MarketService } from './market-service.ts';
import { candleCapacity } from './stock-state.ts';
import type { StockState } from './stock-state.ts';

/** Second candles only serve the live chart; a restart starts them afresh. */
const storedIntervals: readonly CandleInterval[] = CANDLE_INTERVALS.filter((interval) => interval !== '1s');

/**
 * Rows per statement. A first-start backfill stores over 100,000 candles; in slices this size the
 * embedded database yields to requests between statements instead of holding the thread for seconds.
 */
const saveBatchRows = 1_000;

/**
 * The pause between two slices. The embedded database runs one statement at a time, so without it a
 * sign-in arriving during a large flush would queue behind all of it; with it, it waits for one slice.
 */
const slicePauseMs = 10;

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Where a stock's price stood when the process last stored its candles. */
export interface RestoredPrice {
  readonly price: number;
  /** The end of the newest stored minute: the feed continues after it. */
  readonly atMs: number;
}

/**
 * Keeps the market's candles in the database: loads them back at start, stores what changed on each
 * flush (the running candles included, so a killed process loses at most one flush interval), and
 * prunes what fell out of each interval's retention.
 */
export class CandlePersistence {
  constructor(
    private readonly db: Database,
    private readonly market: MarketService,
  ) {}

  /** Loads stored candles into every stock's book; answers each stock's last stored price. */
  async restore(): Promise<Map<string, RestoredPrice>> {
    const restored = new Map<string, RestoredPrice>();
    for (const state of this.market.all()) {
      for (const interval of storedIntervals) {
        const candles = await loadCandles(
          this.db,
          state.instrument.stock,
          interval,
          candleCapacity[interval],
        );
        state.book.series(interval).load(candles);
        if (interval === '1m') {
          state.ticker.load(candles);
          const newest = candles.at(-1);
          if (newest !== undefined) {
            restored.set(state.instrument.stock, {
              price: newest.close,
              atMs: newest.openTimeMs + CANDLE_INTERVAL_MS['1m'] - 1,
            });
          }
        }
      }
    }
    return restored;
  }

  /** Stores every candle touched since the last flush; answers how many rows were written. */
  async flush(): Promise<number> {
    const pending: StoredCandle[] = [];
    const taken: [state: StockState, fromMs: number][] = [];
    for (const state of this.market.all()) {
      const fromMs = state.unsavedFromMs;
      if (fromMs === Number.POSITIVE_INFINITY) continue;
      // Marked clean before the writes: a tick that lands while they run marks it again.
      state.unsavedFromMs = Number.POSITIVE_INFINITY;
      taken.push([state, fromMs]);
      for (const interval of storedIntervals) {
        const series = state.book.series(interval);
        const beginMs = candleOpenTimeMs(fromMs, CANDLE_INTERVAL_MS[interval]);
        for (const candle of series.candlesBetween(beginMs, Number.MAX_SAFE_INTEGER, series.capacity)) {
          pending.push({ stock: state.instrument.stock, interval, candle });
        }
      }
    }
    try {
      for (let start = 0; start < pending.length; start += saveBatchRows) {
        if (start > 0) await pause(slicePauseMs);
        await saveCandles(this.db, pending.slice(start, start + saveBatchRows));
      }
    } catch (error) {
      // A failed write (a dropped connection) must not lose the candles: closed ones are never touched
      // again, so unless they are marked unsaved again no later flush would store them.
      for (const [state, fromMs] of taken) state.unsavedFromMs = Math.min(state.unsavedFromMs, fromMs);
      throw error;
    }
    return pending.length;
  }

  /** Deletes stored candles older than what each series keeps in memory. */
  async prune(): Promise<number> {
    let deleted = 0;
    for (const state of this.market.all()) {
      for (const interval of storedIntervals) {
        const oldest = state.book.series(interval).oldestOpenTimeMs();
        if (oldest !== null) deleted += await pruneCandles(this.db, state.instrument.stock, interval, oldest);
      }
    }
    return deleted;
  }
}
