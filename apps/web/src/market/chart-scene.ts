import { tickLabelsClearOf } from './axis-label-clearance.ts';
import { isRisingBar } from './chart-bars.ts';
import type { ChartBar } from './chart-bars.ts';
import { alignLabels, fitsWhole, timeMarks } from './chart-axis-layout.ts';
import { barsInRange, niceTicks, priceRangeOf, priceScale } from './chart-price-scale.ts';
import type { PriceScale, ScaleMargins } from './chart-price-scale.ts';
import { indexToX, visibleRange, xToIndex } from './chart-time-view.ts';
import type { LogicalRange, TimeView } from './chart-time-view.ts';
import { formatAxisTime, formatCrosshairTime } from './chart-style.ts';

// Everything the painter draws, worked out as numbers and strings from the chart's state: no
// canvas here, so the layout is tested without one (candle-painter.ts only draws what this says).

/** The axis' font size, and the height of one of its boxed labels (text plus padding). */
export const AXIS_FONT_PX = 11;
export const AXIS_LABEL_HEIGHT_PX = AXIS_FONT_PX + 8;
/** The time axis under the pane, and the space a price label keeps either side of its text. */
export const TIME_AXIS_HEIGHT_PX = 28;
export const AXIS_PADDING_PX = 8;
/** The least distance between two price ticks and between two time marks. */
const PRICE_TICK_GAP_PX = 2.5 * AXIS_FONT_PX;
const TIME_MARK_GAP_PX = 80;

/**
 * The candles' price scale. On the trade page's short chart the axis labels at the top and bottom
 * edges were drawn half outside the chart, and the last price, pressed against the top by a rising
 * market, sat on the clipped label above it (issue 14 §5): the edge labels are drawn only when they
 * fit whole, and the candles keep a fifth of the height free above them (a quarter below, for the
 * volume) so the last price label and the lines near it stay inside. Labels of the last price and
 * the price lines are still moved apart from each other (`alignLabels`).
 */
export const CANDLE_PRICE_SCALE: { readonly scaleMargins: ScaleMargins } = {
  scaleMargins: { top: 0.2, bottom: 0.25 },
};

/** A line across the pane with its label on the price axis (the last price, or a price line). */
export interface SceneLine {
  readonly y: number;
  readonly labelY: number;
  readonly text: string;
  readonly colour: string;
  /** Drawn in a box of the line's colour at the pane's right edge; empty for the last price. */
  readonly title: string;
  /**
   * Set for a price line beyond the visible prices: its labels are pinned to that edge of the pane,
   * with an arrow in the title, and no line is drawn across (it would sit at a wrong price).
   */
  readonly offPane?: 'above' | 'below';
}

export interface SceneCrosshair {
  readonly x: number;
  readonly y: number;
  readonly priceText: string;
  readonly timeText: string;
}

export interface ChartScene {
  readonly bars: readonly ChartBar[];
  readonly first: number;
  readonly last: number;
  readonly view: TimeView;
  readonly range: LogicalRange;
  readonly plotWidth: number;
  readonly axisWidth: number;
  readonly paneHeight: number;
  readonly scale: PriceScale;
  readonly maxVolume: number;
  /** Price ticks whose label fits whole: a grid line each, and the label unless it is covered. */
  readonly ticks: readonly { readonly y: number; readonly text: string }[];
  readonly marks: readonly { readonly x: number; readonly text: string; readonly showsDay: boolean }[];
  readonly lines: readonly SceneLine[];
  readonly crosshair: SceneCrosshair | null;
}

/** A price line as the chart is given it. */
type ChartLineInput = { readonly price: number; readonly colour: string; readonly title: string };

export interface SceneInput {
  /** The bars drawn, the live bar included. */
  readonly bars: readonly ChartBar[];
  readonly view: TimeView;
  readonly width: number;
  readonly height: number;
  readonly precision: number;
  readonly intervalSec: number;
  readonly lines: readonly ChartLineInput[];
  readonly up: string;
  readonly down: string;
  readonly pointer: { readonly x: number; readonly y: number } | null;
  readonly textWidth: (text: string) => number;
}

/** Wide enough for the longest price it may show: the loaded bars' extremes and the lines. */
function priceAxisWidth(input: SceneInput, format: (price: number) => string): number {
  const all = priceRangeOf(input.bars, 0, input.bars.length - 1);
  const prices = [...input.lines.map((line) => line.price), ...(all === null ? [] : [all.min, all.max])];
  const widest = Math.max(0, ...prices.map((price) => input.textWidth(format(price))));
  return Math.ceil(widest + 2 * AXIS_PADDING_PX);
}

function crosshairOf(
  input: SceneInput,
  plotWidth: number,
  paneHeight: number,
  scale: PriceScale,
  format: (price: number) => string,
): SceneCrosshair | null {
  const pointer = input.pointer;
  const lastIndex = input.bars.length - 1;
  if (pointer === null || pointer.x < 0 || pointer.x > plotWidth || pointer.y < 0 || pointer.y > paneHeight) {
    return null;
  }
  const index = Math.round(xToIndex(input.view, pointer.x, lastIndex, plotWidth));
  const knownIndex = Math.min(Math.max(index, 0), lastIndex);
  const known = input.bars[knownIndex];
  if (known === undefined) return null;
  // Beyond the loaded bars (the free space at the right) the time goes on at the interval's pace.
  const time = known.time + (index - knownIndex) * input.intervalSec;
  return {
    x: indexToX(input.view, index, lastIndex, plotWidth),
    y: pointer.y,
    priceText: format(scale.toPrice(pointer.y)),
    timeText: formatCrosshairTime(time),
  };
}

/** The scene of the chart's state, or null when there is nothing to draw yet. */
export function chartScene(input: SceneInput): ChartScene | null {
  const format = (price: number) => price.toFixed(input.precision);
  const axisWidth = priceAxisWidth(input, format);
  const plotWidth = Math.max(0, input.width - axisWidth);
  const paneHeight = Math.max(0, input.height - TIME_AXIS_HEIGHT_PX);
  const lastIndex = input.bars.length - 1;
  const range = visibleRange(input.view, lastIndex, plotWidth);
  const { first, last } = barsInRange(input.bars, range);
  const prices = priceRangeOf(input.bars, first, last);
  const lastBar = input.bars.at(-1);
  if (prices === null || lastBar === undefined || plotWidth === 0 || paneHeight === 0) return null;
  const scale = priceScale(prices, paneHeight, CANDLE_PRICE_SCALE.scaleMargins);

  let maxVolume = 0;
  for (let index = first; index <= last; index += 1)
    maxVolume = Math.max(maxVolume, input.bars[index]?.volume ?? 0);

  // A member's price line beyond the visible prices (a liquidation price far below, a TP far above)
  // still tells where it is: pinned to the edge it lies beyond. The last price is always in range.
  const lastY = scale.toY(lastBar.close);
  const wanted: (ChartLineInput & { y: number; offPane?: 'above' | 'below' })[] = [
    { price: lastBar.close, colour: isRisingBar(lastBar) ? input.up : input.down, title: '', y: lastY },
    ...input.lines.map((line) => {
      const y = scale.toY(line.price);
      if (y < 0) return { ...line, y: 0, title: `${line.title} ▲`, offPane: 'above' as const };
      if (y > paneHeight)
        return { ...line, y: paneHeight, title: `${line.title} ▼`, offPane: 'below' as const };
      return { ...line, y };
    }),
  ].filter((line) => line.y >= 0 && line.y <= paneHeight);
  const labelYs = alignLabels(
    wanted.map((line) => line.y),
    AXIS_LABEL_HEIGHT_PX,
    paneHeight,
  );
  const lines: SceneLine[] = wanted.map((line, index) => ({
    y: line.y,
    labelY: labelYs[index] ?? line.y,
    text: format(line.price),
    colour: line.colour,
    title: line.title,
    ...(line.offPane === undefined ? {} : { offPane: line.offPane }),
  }));

  const pxPerPrice = scale.toY(0) - scale.toY(1);
  const tickPrices = niceTicks(
    scale.toPrice(paneHeight),
    scale.toPrice(0),
    pxPerPrice,
    PRICE_TICK_GAP_PX,
    10 ** -input.precision,
  );
  // A tick whose label would be clipped at the pane's edge is left out, grid line and all (its line
  // would sit beside the pane's border); one under an axis label keeps its line.
  const whole = tickPrices.filter((price) => fitsWhole(scale.toY(price), AXIS_LABEL_HEIGHT_PX, paneHeight));
  const texts = tickLabelsClearOf(whole, labelYs, scale.toY, format, AXIS_LABEL_HEIGHT_PX);
  const ticks = whole.map((price, index) => ({ y: scale.toY(price), text: texts[index] ?? '' }));

  const marks = timeMarks(
    input.bars,
    first,
    last,
    input.view.barSpacing,
    input.intervalSec,
    TIME_MARK_GAP_PX,
  ).map((mark) => ({
    x: indexToX(input.view, mark.index, lastIndex, plotWidth),
    text: formatAxisTime(input.bars[mark.index]?.time ?? 0, mark.showsDay),
    showsDay: mark.showsDay,
  }));

  return {
    bars: input.bars,
    first,
    last,
    view: input.view,
    range,
    plotWidth,
    axisWidth,
    paneHeight,
    scale,
    maxVolume,
    ticks,
    marks,
    lines,
    crosshair: crosshairOf(input, plotWidth, paneHeight, scale, format),
  };
}
