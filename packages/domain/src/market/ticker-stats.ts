import { assert } from '../assert.ts';
import { divHalfEven } from '../money/rounding.ts';
import { CANDLE_INTERVAL_MS, candleOpenTimeMs } from './candle-interval.ts';
import { CandleSeries } from './candles.ts';
import type { UnitCandle } from './unit-candle.ts';
import { formatUnits } from './price-units.ts';
import type { MarketTick } from './tick.ts';

/** How many minute buckets the rolling window spans: 24 hours, to the minute. */
export const TICKER_WINDOW_MINUTES = 1_440;

const MINUTE_MS = CANDLE_INTERVAL_MS['1m'];

/** The 24-hour figures of one stock in integer units (the contracts' `tickerStatistics`). */
export interface TickerStatistics {
  /** The close of the newest tick ever received, even when it is older than the window. */
  readonly lastPrice: number;
  /** The first price of the window (the open of its oldest minute with trades). */
  readonly openPrice: number;
  /** `lastPrice - openPrice`, in price units (negative when the price fell). */
  readonly priceChange: number;
  /** `priceChange / openPrice` in percent with two decimals, rounded half to even: `'-1.25'`. */
  readonly priceChangePercent: string;
  readonly highPrice: number;
  readonly lowPrice: number;
  /** Traded quantity over the window, in quantity units. */
  readonly volume: number;
  /** The start of the window: the oldest minute bucket it covers. */
  readonly windowOpenTimeMs: number;
}

/**
 * Rolling 24-hour statistics of one stock, kept as minute candles.
 *
 * The window at `nowMs` is the 1,440 minute buckets ending with the one that holds `nowMs`, so it
 * reaches back between 23 h 59 min and 24 h: exact to the minute, not to the millisecond (Binance's
 * figures are the same kind of approximation). Ticks stamped after `nowMs` count too.
 *
 * `apply` is O(1) (one minute-candle update). `statistics` sums up the closed minutes of the window
 * once per minute (at most 1,440 steps) and again only after a late tick changes one of them; in
 * between it combines that cached sum with the running minute in O(1).
 */
export class RollingTicker {
  // One spare slot: a window of 1,440 buckets plus a bucket stamped just after `nowMs`.
  private readonly minutes = new CandleSeries('1m', TICKER_WINDOW_MINUTES + 1);
  private closed: UnitCandle | null = null;
  private closedBeginMs = Number.NaN;
  private closedEndMs = Number.NaN;

  /** Applies one tick of the stock. */
  applyTick(tick: MarketTick): void {
    this.apply(tick.price, tick.qty, tick.atMs);
  }

  /** Applies one trade; a late one that changes a closed minute makes the next query sum again. */
  apply(price: number, qty: number, atMs: number): void {
    if (this.minutes.apply(price, qty, atMs) === 'late') this.closedEndMs = Number.NaN;
  }

  /** Replaces the content with stored minute candles, oldest first (after a restart). */
  load(minuteCandles: readonly UnitCandle[]): void {
    this.minutes.load(minuteCandles);
    this.closedEndMs = Number.NaN;
  }

  /** The figures of the window at `nowMs`, or null before the first tick. */
  statistics(nowMs: number): TickerStatistics | null {
    const running = this.minutes.running();
    if (running === null) return null;
    const windowOpenTimeMs = candleOpenTimeMs(nowMs, MINUTE_MS) - (TICKER_WINDOW_MINUTES - 1) * MINUTE_MS;
    if (running.openTimeMs < windowOpenTimeMs) {
      // Quiet for a whole day: the last price stands, nothing traded in the window.
      return figures(running.close, running.close, running.close, running.close, 0, windowOpenTimeMs);
    }
    const closed = this.closedMinutes(windowOpenTimeMs, running.openTimeMs);
    if (closed === null) {
      return figures(
        running.close,
        running.open,
        running.high,
        running.low,
        running.volume,
        windowOpenTimeMs,
      );
    }
    return figures(
      running.close,
      closed.open,
      Math.max(closed.high, running.high),
      Math.min(closed.low, running.low),
      closed.volume + running.volume,
      windowOpenTimeMs,
    );
  }

  private closedMinutes(beginMs: number, endMs: number): UnitCandle | null {
    if (beginMs !== this.closedBeginMs || endMs !== this.closedEndMs) {
      this.closed = this.minutes.summarize(beginMs, endMs);
      this.closedBeginMs = beginMs;
      this.closedEndMs = endMs;
    }
    return this.closed;
  }
}

function figures(
  lastPrice: number,
  openPrice: number,
  highPrice: number,
  lowPrice: number,
  volume: number,
  windowOpenTimeMs: number,
): TickerStatistics {
  return {
    lastPrice,
    openPrice,
    priceChange: lastPrice - openPrice,
    priceChangePercent: priceChangePercent(openPrice, lastPrice),
    highPrice,
    lowPrice,
    volume,
    windowOpenTimeMs,
  };
}

/**
 * `(last - open) / open` in percent with two decimals, computed in integers and rounded half to even:
 * `priceChangePercent(8000, 8100)` is `'1.25'`, a fall shows one minus sign, no change is `'0.00'`.
 */
export function priceChangePercent(openPrice: number, lastPrice: number): string {
  assert(Number.isSafeInteger(openPrice) && openPrice > 0, 'An open price is a positive safe integer.');
  assert(Number.isSafeInteger(lastPrice), 'A last price is a safe integer.');
  const hundredthsOfPercent = divHalfEven(BigInt(lastPrice - openPrice) * 10_000n, BigInt(openPrice));
  return formatUnits(hundredthsOfPercent, 2);
}
