import type { ChartBar } from './chart-bars.ts';
import type { LogicalRange } from './chart-time-view.ts';

// The vertical scales: prices fitted to the bars on screen with free margins above and below (as
// `CANDLE_PRICE_SCALE` says), volumes in the bottom of the pane, and the price axis' round ticks.

export interface ScaleMargins {
  readonly top: number;
  readonly bottom: number;
}

/** A linear map between prices and y (CSS px from the pane's top). */
export interface PriceScale {
  readonly toY: (price: number) => number;
  readonly toPrice: (y: number) => number;
}

/** The volume bars' share of the pane: its bottom fifth, as before. */
const VOLUME_TOP_MARGIN = 0.8;

/** The bars whose index lies in the range (whole indexes, clipped to the loaded bars). */
export function barsInRange(bars: readonly ChartBar[], range: LogicalRange): { first: number; last: number } {
  return {
    first: Math.max(0, Math.floor(range.from)),
    last: Math.min(bars.length - 1, Math.ceil(range.to)),
  };
}

/** The lowest low and highest high of bars `first`..`last`, or null when there are none. */
export function priceRangeOf(
  bars: readonly ChartBar[],
  first: number,
  last: number,
): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (let index = first; index <= last; index += 1) {
    const bar = bars[index];
    if (bar === undefined) continue;
    min = Math.min(min, bar.low);
    max = Math.max(max, bar.high);
  }
  return min <= max ? { min, max } : null;
}

/** The scale that puts `range` between the margins of a pane `height` px tall. */
export function priceScale(
  range: { min: number; max: number },
  height: number,
  margins: ScaleMargins,
): PriceScale {
  // A flat market still needs a span to draw in: a thousandth of the price either side.
  const pad = range.max > range.min ? 0 : Math.abs(range.max) / 1_000 || 1;
  const min = range.min - pad;
  const max = range.max + pad;
  const top = height * margins.top;
  const pxPerPrice = (height * (1 - margins.top - margins.bottom)) / (max - min);
  return {
    toY: (price) => top + (max - price) * pxPerPrice,
    toPrice: (y) => max - (y - top) / pxPerPrice,
  };
}

/** The y of a volume bar's top: the largest volume on screen reaches the top of the volume band. */
export function volumeToY(volume: number, maxVolume: number, height: number): number {
  return maxVolume > 0 ? height - (volume / maxVolume) * height * (1 - VOLUME_TOP_MARGIN) : height;
}

const NICE_STEPS = [1, 2, 2.5, 4, 5, 10];

/**
 * Round prices between `low` and `high` at least `minGapPx` apart on a scale of `pxPerPrice`,
 * each a whole number of `minMove` (the instrument's price step) so it prints exactly.
 */
export function niceTicks(
  low: number,
  high: number,
  pxPerPrice: number,
  minGapPx: number,
  minMove: number,
): number[] {
  if (!(high > low) || !(pxPerPrice > 0)) return [];
  const wanted = Math.max(minGapPx / pxPerPrice, minMove);
  const magnitude = 10 ** Math.floor(Math.log10(wanted));
  const step =
    NICE_STEPS.map((nice) => nice * magnitude).find((candidate) => {
      const moves = candidate / minMove;
      return candidate >= wanted && Math.abs(moves - Math.round(moves)) < 1e-9;
    }) ?? 10 * magnitude;
  const ticks: number[] = [];
  for (let k = Math.ceil(low / step); k * step <= high; k += 1) ticks.push(k * step);
  return ticks;
}
