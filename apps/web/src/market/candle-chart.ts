import { applyLivePrice, INTERVAL_MS, nearLeftEdge, withLiveBar } from './chart-bars.ts';
import type { ChartBar, ChartInterval } from './chart-bars.ts';
import { watchGestures } from './chart-gestures.ts';
import { chartScene } from './chart-scene.ts';
import type { ChartScene } from './chart-scene.ts';
import { onThemeChange, readChartPalette } from './chart-style.ts';
import type { ChartColorToken } from './chart-style.ts';
import { INITIAL_TIME_VIEW, panBy, viewAfterBars, zoomAt } from './chart-time-view.ts';
import { painter, paintChart, paintCrosshair } from './candle-painter.ts';
import type { ChartCanvases, PaintColours } from './candle-painter.ts';

// The imperative shell of Baro's own candle chart (docs/adr: it replaced lightweight-charts): three
// canvases in the container, the state they show, and the events that change it. What goes where is
// worked out in chart-scene.ts; candle-painter.ts draws it. Every change only asks for a frame, so a
// burst of live prices or pointer moves paints once per animation frame.

export { CANDLE_PRICE_SCALE } from './chart-scene.ts';

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

function canvasIn(root: HTMLElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.style.position = 'absolute';
  canvas.style.top = '0';
  canvas.setAttribute('aria-hidden', 'true');
  root.append(canvas);
  return canvas;
}

/** Sizes a canvas to `width`×`height` CSS px at `ratio`, only when that changed (a resize clears it). */
function place(canvas: HTMLCanvasElement, left: number, width: number, height: number, ratio: number): void {
  canvas.style.left = `${left}px`;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const [deviceWidth, deviceHeight] = [Math.round(width * ratio), Math.round(height * ratio)];
  if (canvas.width !== deviceWidth) canvas.width = deviceWidth;
  if (canvas.height !== deviceHeight) canvas.height = deviceHeight;
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('canvas 2d context unavailable');
  return context;
}

export function createCandleChart(container: HTMLElement, options: CandleChartOptions): CandleChart {
  const root = document.createElement('div');
  root.style.cssText = `position:relative;width:100%;height:${options.heightPx}px;overflow:hidden`;
  container.append(root);
  const [paneCanvas, axisCanvas, overlayCanvas] = [canvasIn(root), canvasIn(root), canvasIn(root)];
  overlayCanvas.style.cursor = 'crosshair';
  const canvases: ChartCanvases = {
    pane: context2d(paneCanvas),
    axis: context2d(axisCanvas),
    overlay: context2d(overlayCanvas),
  };

  let palette = readChartPalette();
  let bars: ChartBar[] = [];
  let live: ChartBar | null = null;
  let shown: ChartBar[] = [];
  let lines: readonly ChartPriceLine[] = [];
  let colouredLines: readonly { price: number; colour: string; title: string }[] = [];
  let view = INITIAL_TIME_VIEW;
  let width = container.clientWidth;
  let pointer: { x: number; y: number } | null = null;
  let scene: ChartScene | null = null;
  let lastFrom: number | null = null;
  let frame: number | null = null;
  let dataChanged = true;

  // Read once and on theme changes, not per frame: a style read in a frame can force a style recalc.
  const fontOf = () => getComputedStyle(container).fontFamily || 'sans-serif';
  let paintColours: PaintColours = { ...palette, font: fontOf() };
  function colourLines(): void {
    colouredLines = lines.map((line) => ({ ...line, colour: palette.token(line.color) }));
  }

  function paint(): void {
    frame = null;
    const ratio = window.devicePixelRatio || 1;
    const measure = painter(canvases.axis, ratio, paintColours);
    scene = chartScene({
      bars: shown,
      view,
      width,
      height: options.heightPx,
      precision: options.precision,
      intervalSec: INTERVAL_MS[options.interval] / 1_000,
      lines: colouredLines,
      up: palette.up,
      down: palette.down,
      pointer,
      textWidth: (text) => measure.textWidth(text),
    });
    if (scene === null) return;
    if (dataChanged) {
      place(paneCanvas, 0, scene.plotWidth, options.heightPx, ratio);
      place(axisCanvas, scene.plotWidth, scene.axisWidth, scene.paneHeight, ratio);
      place(overlayCanvas, 0, width, options.heightPx, ratio);
      paintChart(scene, canvases, ratio, paintColours);
      dataChanged = false;
    }
    paintCrosshair(scene, canvases, ratio, paintColours);
    if (lastFrom !== scene.range.from) {
      lastFrom = scene.range.from;
      if (nearLeftEdge(scene.range)) options.onNearLeftEdge();
    }
  }

  /** Asks for one paint in the next frame, however many changes come before it. */
  function repaint(data = true): void {
    dataChanged ||= data;
    frame ??= requestAnimationFrame(paint);
  }

  function showBars(next: ChartBar[]): void {
    view = viewAfterBars(view, shown, next, scene?.plotWidth ?? width);
    shown = next;
    repaint();
  }

  const stopGestures = watchGestures(overlayCanvas, {
    pan(dx) {
      view = panBy(view, dx, shown.length - 1, scene?.plotWidth ?? width);
      repaint();
    },
    zoom(factor, x) {
      view = zoomAt(view, factor, x, shown.length - 1, scene?.plotWidth ?? width);
      repaint();
    },
    point(at) {
      pointer = at;
      repaint(false);
    },
  });
  const stopThemeWatch = onThemeChange(() => {
    palette = readChartPalette();
    paintColours = { ...palette, font: fontOf() };
    colourLines();
    repaint();
  });
  const resizeObserver = new ResizeObserver((entries) => {
    const next = entries[0]?.contentRect.width;
    if (next === undefined || next <= 0 || Math.floor(next) === width) return;
    width = Math.floor(next);
    repaint();
  });
  resizeObserver.observe(container);

  return {
    setBars(next) {
      bars = [...next];
      showBars(withLiveBar(bars, live));
    },
    pushPrice(price, atMs) {
      const moved = applyLivePrice(shown.at(-1), price, atMs, options.interval);
      if (moved === null) return;
      live = moved;
      showBars(withLiveBar(bars, live));
    },
    setPriceLines(next) {
      lines = next;
      colourLines();
      repaint();
    },
    remove() {
      if (frame !== null) cancelAnimationFrame(frame);
      resizeObserver.disconnect();
      stopThemeWatch();
      stopGestures();
      root.remove();
    },
  };
}
