import { assert } from '../assert.ts';
import { candleOpenTimeMs } from './candle-interval.ts';

/**
 * One candle in integer units: prices in the instrument's price units, volume in its quantity units
 * (`MarketTick`). The server formats them into the wire's decimal strings with the precisions.
 */
export interface UnitCandle {
  /** The start of the candle's bucket, a UTC epoch multiple of the interval. */
  readonly openTimeMs: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  /** The sum of the ticks' quantities; stays exact below 2^53 units, far above any day's trading. */
  readonly volume: number;
}

/**
 * What one tick did to a series. `opened`: it started a new running candle (the one before, if any,
 * is now final and worth storing); `updated`: it changed the running candle; `late`: it changed or
 * created an older retained candle; `dropped`: it was older than every retained candle of a full
 * series and is only counted.
 */
export type CandleApplyResult = 'opened' | 'updated' | 'late' | 'dropped';

/** Checks a candle read from storage: aligned, integer, consistent (a programmer or data error). */
export function assertStoredCandle(candle: UnitCandle, intervalMs: number): void {
  const { openTimeMs, open, high, low, close, volume } = candle;
  assert(
    Number.isSafeInteger(openTimeMs) && candleOpenTimeMs(openTimeMs, intervalMs) === openTimeMs,
    'A stored candle starts on its interval.',
  );
  assert(
    [open, high, low, close, volume].every((value) => Number.isSafeInteger(value)),
    'A stored candle holds safe integers.',
  );
  assert(
    low > 0 && low <= Math.min(open, close) && high >= Math.max(open, close) && volume >= 0,
    'A stored candle has low <= open, close <= high, a positive low and a non-negative volume.',
  );
}
