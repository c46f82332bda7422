import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  LineStyle,
  TickMarkType,
} from 'lightweight-charts';
import type { IPriceLine, UTCTimestamp } from 'lightweight-charts';
import { tickLabelsClearOf } from './axis-label-clearance.ts';
import { applyLivePrice, isRisingBar, nearLeftEdge, withLiveBar } from './chart-bars.ts';
import type { ChartBar, ChartInterval } from './chart-bars.ts';
import {
  formatAxisTime,
  formatCrosshairTime,
  onThemeChange,
  readChartPalette,
  withAlpha,
} from './chart-style.ts';
import type { ChartColorToken, ChartPalette } from './chart-style.ts';

// The imperative shell around lightweight-charts: one chart with a candle series and a volume
// histogram under it. The React component owns when it exists; everything it draws comes from the
// pure helpers in chart-bars.ts.

/** A horizontal line across the chart: an order's price, a position's entry, a round's lock price. */
export interface ChartPriceLine {
  readonly price: number;
  readonly color: ChartColorToken;
  readonly title: string;
}

export interface CandleChartOptions {
  readonly interval: ChartInterval;
  /** Price decimals of the instrument, for the price axis. */
  readonly precision: number;
  readonly heightPx: number;
  /** The view came near the oldest bar: load older ones. */
  readonly onNearLeftEdge: () => void;
}

export interface CandleChart {
  /** Draws the loaded bars, with the bar live prices built on top of them. */
  setBars(bars: readonly ChartBar[]): void;
  /** Moves the last bar to a live price, or starts the next bar when it falls in a new bucket. */
  pushPrice(price: number, atMs: number): void;
  setPriceLines(lines: readonly ChartPriceLine[]): void;
  remove(): void;
}

const VOLUME_ALPHA = '66';

/** The axis' font size, and the height of one of its labels (text plus lightweight-charts' padding). */
const AXIS_FONT_PX = 11;
const AXIS_LABEL_HEIGHT_PX = AXIS_FONT_PX + 8;

/**
 * The candles' price scale. On the trade page's short chart the axis labels at the top and bottom
 * edges were drawn half outside the chart, and the last price, pressed against the top by a rising
 * market, sat on the clipped label above it (issue 14 §5): the edge labels are drawn only when they
 * fit whole, and the candles keep a fifth of the height free above them (a quarter below, for the
 * volume) so the last price label and the lines near it stay inside. Labels of the last price and
 * the price lines are still moved apart from each other (`alignLabels`).
 */
export const CANDLE_PRICE_SCALE = {
  entireTextOnly: true,
  alignLabels: true,
  scaleMargins: { top: 0.2, bottom: 0.25 },
} as const;

export function createCandleChart(container: HTMLElement, options: CandleChartOptions): CandleChart {
  let palette = readChartPalette();
  const minMove = 10 ** -options.precision;
  const chart = createChart(container, {
    width: container.clientWidth,
    height: options.heightPx,
    layout: {
      background: { type: ColorType.Solid, color: palette.background },
      textColor: palette.text,
      fontSize: AXIS_FONT_PX,
      attributionLogo: false,
    },
    grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    crosshair: { mode: CrosshairMode.Normal },
    rightPriceScale: { borderColor: palette.grid },
    timeScale: {
      borderColor: palette.grid,
      timeVisible: options.interval !== '1d',
      rightOffset: 4,
      tickMarkFormatter: (time: unknown, type: TickMarkType) =>
        typeof time === 'number' ? formatAxisTime(time, type <= TickMarkType.DayOfMonth) : null,
    },
    localization: {
      locale: 'ko-KR',
      timeFormatter: (time: unknown) => (typeof time === 'number' ? formatCrosshairTime(time) : ''),
    },
  });
  const candles = chart.addSeries(CandlestickSeries, {
    priceFormat: { type: 'price', precision: options.precision, minMove },
    borderVisible: false,
  });
  candles.priceScale().applyOptions(CANDLE_PRICE_SCALE);
  const volume = chart.addSeries(HistogramSeries, {
    priceFormat: { type: 'volume' },
    priceScaleId: '',
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });

  let bars: ChartBar[] = [];
  let live: ChartBar | null = null;
  let lineSpecs: readonly ChartPriceLine[] = [];
  let lines: IPriceLine[] = [];

  // Where the axis' own labels sit when the tick labels were last formatted: the last price's moves
  // re-format them only when it has moved by a pixel or more, not on every tick.
  let labelledAt: readonly number[] = [];
  function axisLabelCoordinates(): number[] {
    const lastClose = withLiveBar(bars, live).at(-1)?.close;
    const prices =
      lastClose === undefined
        ? lineSpecs.map((spec) => spec.price)
        : [lastClose, ...lineSpecs.map((spec) => spec.price)];
    return prices.map((price) => candles.priceToCoordinate(price)).filter((y) => y !== null);
  }
  function formatTickLabels(prices: readonly number[]): string[] {
    labelledAt = axisLabelCoordinates();
    const format = candles.priceFormatter();
    return tickLabelsClearOf(
      prices,
      labelledAt,
      (price) => candles.priceToCoordinate(price),
      (price) => format.format(price),
      AXIS_LABEL_HEIGHT_PX,
    );
  }
  function clearTickLabelsIfMoved(): void {
    const now = axisLabelCoordinates();
    const moved =
      now.length !== labelledAt.length || now.some((y, index) => Math.abs(y - (labelledAt[index] ?? y)) >= 1);
    // Setting the formatter again is lightweight-charts' way to have the tick labels formatted anew.
    if (moved) chart.applyOptions({ localization: { tickmarksPriceFormatter: formatTickLabels } });
  }
  chart.applyOptions({ localization: { tickmarksPriceFormatter: formatTickLabels } });

  function candleOf(bar: ChartBar) {
    return { time: bar.time as UTCTimestamp, open: bar.open, high: bar.high, low: bar.low, close: bar.close };
  }

  function volumeOf(bar: ChartBar) {
    const colour = isRisingBar(bar) ? palette.up : palette.down;
    return { time: bar.time as UTCTimestamp, value: bar.volume, color: withAlpha(colour, VOLUME_ALPHA) };
  }

  function applyColours(next: ChartPalette): void {
    chart.applyOptions({
      layout: { background: { type: ColorType.Solid, color: next.background }, textColor: next.text },
      grid: { vertLines: { color: next.grid }, horzLines: { color: next.grid } },
      rightPriceScale: { borderColor: next.grid },
      timeScale: { borderColor: next.grid },
    });
    candles.applyOptions({
      upColor: next.up,
      downColor: next.down,
      wickUpColor: next.up,
      wickDownColor: next.down,
    });
  }

  function draw(): void {
    const shown = withLiveBar(bars, live);
    candles.setData(shown.map(candleOf));
    volume.setData(shown.map(volumeOf));
    clearTickLabelsIfMoved();
  }

  function drawLines(): void {
    for (const line of lines) candles.removePriceLine(line);
    lines = lineSpecs.map((spec) =>
      candles.createPriceLine({
        price: spec.price,
        color: palette.token(spec.color),
        title: spec.title,
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
      }),
    );
    clearTickLabelsIfMoved();
  }

  applyColours(palette);
  const stopThemeWatch = onThemeChange(() => {
    palette = readChartPalette();
    applyColours(palette);
    draw();
    drawLines();
  });
  const resizeObserver = new ResizeObserver((entries) => {
    const width = entries[0]?.contentRect.width;
    if (width !== undefined && width > 0) chart.applyOptions({ width: Math.floor(width) });
  });
  resizeObserver.observe(container);
  const onRange = (range: { from: number } | null) => {
    if (bars.length > 0 && nearLeftEdge(range)) options.onNearLeftEdge();
  };
  chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);

  return {
    setBars(next) {
      bars = [...next];
      draw();
    },
    pushPrice(price, atMs) {
      const last = withLiveBar(bars, live).at(-1);
      const moved = applyLivePrice(last, price, atMs, options.interval);
      if (moved === null) return;
      live = moved;
      candles.update(candleOf(moved));
      volume.update(volumeOf(moved));
      clearTickLabelsIfMoved();
    },
    setPriceLines(next) {
      lineSpecs = next;
      drawLines();
    },
    remove() {
      chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      resizeObserver.disconnect();
      stopThemeWatch();
      chart.remove();
    },
  };
}
