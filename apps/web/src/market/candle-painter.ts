import { isRisingBar } from './chart-bars.ts';
import { AXIS_FONT_PX, AXIS_LABEL_HEIGHT_PX, AXIS_PADDING_PX, TIME_AXIS_HEIGHT_PX } from './chart-scene.ts';
import type { ChartScene } from './chart-scene.ts';
import { volumeToY } from './chart-price-scale.ts';
import { indexToX } from './chart-time-view.ts';
import { withAlpha } from './chart-style.ts';

// Draws a ChartScene on the chart's three canvases: the pane with the time axis under it, the
// price axis at its right, and an overlay holding only the crosshair (so a pointer move repaints
// little). Coordinates in a scene are CSS pixels; the canvases are `ratio` device pixels per CSS
// pixel, and lines are drawn on whole device pixels so they stay crisp on 2–3× phone screens.

export interface ChartCanvases {
  readonly pane: CanvasRenderingContext2D;
  readonly axis: CanvasRenderingContext2D;
  readonly overlay: CanvasRenderingContext2D;
}

export interface PaintColours {
  readonly background: string;
  readonly text: string;
  readonly grid: string;
  readonly up: string;
  readonly down: string;
  readonly font: string;
}

const VOLUME_ALPHA = '66';
/** lightweight-charts' crosshair label colours, which members know from before. */
const CROSSHAIR_LABEL = '#131722';
const CROSSHAIR_LINE = '#758696';

/** Black or white, whichever reads on `hex`. */
function textOn(hex: string): string {
  const rgb = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) || 0);
  const [r = 0, g = 0, b = 0] = rgb;
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#000000' : '#ffffff';
}

export function painter(context: CanvasRenderingContext2D, ratio: number, colours: PaintColours) {
  const px = (css: number) => Math.round(css * ratio);
  const thin = Math.max(1, Math.floor(ratio));
  function rect(left: number, top: number, width: number, height: number, colour: string): void {
    context.fillStyle = colour;
    context.fillRect(px(left), px(top), px(left + width) - px(left), px(top + height) - px(top));
  }
  function text(
    value: string,
    x: number,
    y: number,
    colour: string,
    align: CanvasTextAlign,
    bold = false,
  ): void {
    context.font = `${bold ? 'bold ' : ''}${AXIS_FONT_PX * ratio}px ${colours.font}`;
    context.fillStyle = colour;
    context.textAlign = align;
    context.textBaseline = 'middle';
    context.fillText(value, px(x), px(y));
  }
  /** A thin line in device pixels, centred on a pixel so it stays crisp (hLine, vLine). */
  function segment(x1: number, y1: number, x2: number, y2: number, colour: string, dash: number[]): void {
    context.strokeStyle = colour;
    context.lineWidth = thin;
    context.setLineDash(dash.map((d) => d * thin));
    context.beginPath();
    context.moveTo(x1, y1);
    context.lineTo(x2, y2);
    context.stroke();
  }
  return {
    rect,
    text,
    clear(background: string | null) {
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, context.canvas.width, context.canvas.height);
      if (background === null) return;
      context.fillStyle = background;
      context.fillRect(0, 0, context.canvas.width, context.canvas.height);
    },
    hLine(y: number, from: number, to: number, colour: string, dash: number[] = []) {
      const at = px(y) + (thin % 2) / 2;
      segment(px(from), at, px(to), at, colour, dash);
    },
    vLine(x: number, from: number, to: number, colour: string, dash: number[] = []) {
      const at = px(x) + (thin % 2) / 2;
      segment(at, px(from), at, px(to), colour, dash);
    },
    /** A label box `AXIS_LABEL_HEIGHT_PX` tall centred on `y`, its text padded on the left. */
    label(value: string, left: number, y: number, width: number, fill: string) {
      rect(left, y - AXIS_LABEL_HEIGHT_PX / 2, width, AXIS_LABEL_HEIGHT_PX, fill);
      text(value, left + AXIS_PADDING_PX, y, textOn(fill), 'left');
    },
    textWidth(value: string) {
      context.font = `${AXIS_FONT_PX * ratio}px ${colours.font}`;
      return context.measureText(value).width / ratio;
    },
    /** One candle: the wick a thin line through the bar's centre, the body most of the spacing. */
    candle(
      x: number,
      top: number,
      bottom: number,
      wickTop: number,
      wickBottom: number,
      colour: string,
      spacing: number,
    ) {
      const centre = px(x);
      let body = Math.max(thin, Math.floor(spacing * ratio * 0.8));
      if ((body - thin) % 2 !== 0) body -= 1;
      const wickLeft = centre - Math.floor(thin / 2);
      context.fillStyle = colour;
      context.fillRect(wickLeft, px(wickTop), thin, Math.max(thin, px(wickBottom) - px(wickTop)));
      context.fillRect(wickLeft - (body - thin) / 2, px(top), body, Math.max(thin, px(bottom) - px(top)));
    },
    volume(x: number, top: number, bottom: number, colour: string, spacing: number) {
      const width = Math.max(1, Math.round(spacing * ratio) - thin);
      context.fillStyle = colour;
      context.fillRect(px(x) - Math.floor(width / 2), px(top), width, px(bottom) - px(top));
    },
  };
}

type Painter = ReturnType<typeof painter>;

function paintPane(scene: ChartScene, draw: Painter, colours: PaintColours): void {
  const { plotWidth: width, paneHeight: height, view, bars } = scene;
  draw.clear(colours.background);
  for (const tick of scene.ticks) draw.hLine(tick.y, 0, width, colours.grid);
  for (const mark of scene.marks) draw.vLine(mark.x, 0, height, colours.grid);
  const lastIndex = bars.length - 1;
  for (let index = scene.first; index <= scene.last; index += 1) {
    const bar = bars[index];
    if (bar === undefined) continue;
    const x = indexToX(view, index, lastIndex, width);
    const colour = isRisingBar(bar) ? colours.up : colours.down;
    const top = volumeToY(bar.volume, scene.maxVolume, height);
    draw.volume(x, top, height, withAlpha(colour, VOLUME_ALPHA), view.barSpacing);
  }
  for (let index = scene.first; index <= scene.last; index += 1) {
    const bar = bars[index];
    if (bar === undefined) continue;
    const x = indexToX(view, index, lastIndex, width);
    const [top, bottom] = [
      scene.scale.toY(Math.max(bar.open, bar.close)),
      scene.scale.toY(Math.min(bar.open, bar.close)),
    ];
    const colour = isRisingBar(bar) ? colours.up : colours.down;
    draw.candle(x, top, bottom, scene.scale.toY(bar.high), scene.scale.toY(bar.low), colour, view.barSpacing);
  }
  for (const line of scene.lines) {
    if (line.offPane === undefined) draw.hLine(line.y, 0, width, line.colour, [2, 2]);
    if (line.title === '') continue;
    const boxWidth = draw.textWidth(line.title) + 2 * AXIS_PADDING_PX;
    draw.label(line.title, width - boxWidth, line.labelY, boxWidth, line.colour);
  }
  draw.hLine(height, 0, width, colours.grid);
  for (const mark of scene.marks) {
    draw.text(mark.text, mark.x, height + TIME_AXIS_HEIGHT_PX / 2, colours.text, 'center', mark.showsDay);
  }
}

function paintAxis(scene: ChartScene, draw: Painter, colours: PaintColours): void {
  draw.clear(colours.background);
  draw.vLine(0, 0, scene.paneHeight, colours.grid);
  for (const tick of scene.ticks) {
    if (tick.text !== '') draw.text(tick.text, AXIS_PADDING_PX, tick.y, colours.text, 'left');
  }
  for (const line of scene.lines) draw.label(line.text, 0, line.labelY, scene.axisWidth, line.colour);
}

function paintCrosshairOn(scene: ChartScene, draw: Painter): void {
  draw.clear(null);
  const crosshair = scene.crosshair;
  if (crosshair === null) return;
  draw.vLine(crosshair.x, 0, scene.paneHeight, CROSSHAIR_LINE, [3, 3]);
  draw.hLine(crosshair.y, 0, scene.plotWidth, CROSSHAIR_LINE, [3, 3]);
  draw.label(crosshair.priceText, scene.plotWidth, crosshair.y, scene.axisWidth, CROSSHAIR_LABEL);
  const width = draw.textWidth(crosshair.timeText) + 2 * AXIS_PADDING_PX;
  const left = Math.min(Math.max(0, crosshair.x - width / 2), scene.plotWidth - width);
  draw.label(crosshair.timeText, left, scene.paneHeight + TIME_AXIS_HEIGHT_PX / 2, width, CROSSHAIR_LABEL);
}

/** Paints the bars, lines and axes of the scene (canvases sized by the caller to it at `ratio`). */
export function paintChart(
  scene: ChartScene,
  canvases: ChartCanvases,
  ratio: number,
  colours: PaintColours,
): void {
  paintPane(scene, painter(canvases.pane, ratio, colours), colours);
  paintAxis(scene, painter(canvases.axis, ratio, colours), colours);
}

/** Paints the scene's crosshair alone, on the overlay. */
export function paintCrosshair(
  scene: ChartScene,
  canvases: ChartCanvases,
  ratio: number,
  colours: PaintColours,
): void {
  paintCrosshairOn(scene, painter(canvases.overlay, ratio, colours));
}
