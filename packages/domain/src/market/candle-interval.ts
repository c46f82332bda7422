/** Candle lengths the charts and kline calls offer (the contracts' `candleInterval`). */
export type CandleInterval = '1s' | '1m' | '3m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d';

/** Every interval, shortest first. A `CandleBook` keeps one series per entry, in this order. */
export const CANDLE_INTERVALS: readonly CandleInterval[] = [
  '1s',
  '1m',
  '3m',
  '5m',
  '15m',
  '30m',
  '1h',
  '4h',
  '1d',
];

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** The length of each interval in milliseconds. */
export const CANDLE_INTERVAL_MS: Readonly<Record<CandleInterval, number>> = {
  '1s': SECOND_MS,
  '1m': MINUTE_MS,
  '3m': 3 * MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': HOUR_MS,
  '4h': 4 * HOUR_MS,
  '1d': 24 * HOUR_MS,
};

/** Whether a string names one of the intervals (for values read from storage or configuration). */
export function isCandleInterval(value: string): value is CandleInterval {
  return Object.hasOwn(CANDLE_INTERVAL_MS, value);
}

/**
 * The start of the bucket holding `atMs`: buckets are aligned to UTC epoch multiples of their length,
 * so a `1d` candle runs from 00:00 UTC (09:00 KST) and a `4h` candle from 00, 04, … 20 UTC. The
 * remainder operator is exact on doubles, so this never rounds.
 */
export function candleOpenTimeMs(atMs: number, intervalMs: number): number {
  const remainder = atMs % intervalMs;
  // Before 1970 the remainder is negative; the bucket still starts at or before the instant.
  return remainder < 0 ? atMs - remainder - intervalMs : atMs - remainder;
}
