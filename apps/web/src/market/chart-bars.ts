import type { Candle } from '@baro/contracts/routes/stock';

// The chart's data logic, kept out of the component so it can be tested without a canvas: wire
// candles become chart bars, older pages are merged in front, and a live price either moves the last
// bar or starts the next one. Bars hold floats because the chart draws in floats; nothing here
// is settled or summed, so a display rounding error cannot reach money.

/** The candle lengths the chart offers (a compact switcher; the wire also knows '1s'). */
export const CHART_INTERVALS = ['1m', '3m', '5m', '15m', '30m', '1h', '4h', '1d'] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];

const MINUTE_MS = 60_000;

/** Each interval's length; buckets are UTC epoch multiples of it, as the server builds candles. */
export const INTERVAL_MS: Record<ChartInterval, number> = {
  '1m': MINUTE_MS,
  '3m': 3 * MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': 60 * MINUTE_MS,
  '4h': 240 * MINUTE_MS,
  '1d': 1_440 * MINUTE_MS,
};

/** One bar as the chart takes it: `time` in epoch seconds. */
export interface ChartBar {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** One page of candles, oldest first, and where the next older page ends (null: nothing older). */
export interface CandlePage {
  readonly candles: readonly Candle[];
  readonly nextEndMillis: number | null;
}

/** A wire candle as a chart bar. */
export function candleToBar(candle: Candle): ChartBar {
  return {
    time: Math.floor(candle.openTimeMs / 1_000),
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
    volume: Number(candle.volume),
  };
}

/**
 * The bars of every loaded page, oldest first, one bar per time. Pages come newest first (the first
 * load, then each older page); where two pages hold the same time the newer page's bar is kept, since
 * it was read later.
 */
export function barsOfPages(pages: readonly CandlePage[]): ChartBar[] {
  const byTime = new Map<number, ChartBar>();
  for (const page of pages) {
    for (const candle of page.candles) {
      const bar = candleToBar(candle);
      if (!byTime.has(bar.time)) byTime.set(bar.time, bar);
    }
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/**
 * The `endMillis` of the page older than the loaded ones, or undefined when there is none. The first
 * load (/stock/chart) names none: the next page ends at its oldest candle. A page without candles
 * ends the paging even if it named an end, so an empty answer cannot make the chart ask forever.
 */
export function olderPageEnd(page: CandlePage | undefined, isFirstLoad: boolean): number | undefined {
  if (page === undefined) return undefined;
  const oldest = page.candles[0];
  if (oldest === undefined) return undefined;
  if (isFirstLoad) return oldest.openTimeMs;
  return page.nextEndMillis ?? undefined;
}

/** The open time, in epoch seconds, of the bucket holding `atMs`. */
export function bucketTime(atMs: number, interval: ChartInterval): number {
  const lengthMs = INTERVAL_MS[interval];
  return (Math.floor(atMs / lengthMs) * lengthMs) / 1_000;
}

/**
 * The last bar after a live price at `atMs`: the same bar moved when the price falls in its bucket,
 * a new bar opening at the price when it falls in a later one (no volume yet: the ticks carry none),
 * or null when it is not a number or falls in an earlier bucket (a late tick must not rewrite history
 * the server has already closed).
 */
export function applyLivePrice(
  last: ChartBar | undefined,
  price: number,
  atMs: number,
  interval: ChartInterval,
): ChartBar | null {
  if (!Number.isFinite(price)) return null;
  const time = bucketTime(atMs, interval);
  if (last === undefined || time > last.time) {
    return { time, open: price, high: price, low: price, close: price, volume: 0 };
  }
  if (time < last.time) return null;
  return { ...last, high: Math.max(last.high, price), low: Math.min(last.low, price), close: price };
}

/**
 * The bars with the bar live prices built: it replaces the server's bar of its time (it started from
 * it and moved on) or comes after the last one. A live bar older than the last loaded bar is stale.
 */
export function withLiveBar(bars: readonly ChartBar[], live: ChartBar | null): ChartBar[] {
  const last = bars.at(-1);
  if (live === null || (last !== undefined && live.time < last.time)) return [...bars];
  if (last !== undefined && live.time === last.time) {
    return [...bars.slice(0, -1), { ...live, volume: Math.max(live.volume, last.volume) }];
  }
  return [...bars, live];
}

/** How close (in bars) the left edge of the view may come to the oldest bar before older ones load. */
export const LOAD_OLDER_THRESHOLD_BARS = 10;

/** Whether the view's left edge (a logical index; 0 is the oldest bar) is near enough to page. */
export function nearLeftEdge(range: { readonly from: number } | null): boolean {
  return range !== null && range.from < LOAD_OLDER_THRESHOLD_BARS;
}

/** Whether a bar rose (close at or above open): drawn in the `up` colour, else `down`. */
export function isRisingBar(bar: ChartBar): boolean {
  return bar.close >= bar.open;
}
