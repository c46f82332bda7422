import type { ChartBar } from './chart-bars.ts';

// The chart's horizontal view as plain numbers: how wide a bar is and where the newest bar sits
// against the right edge. Bars are addressed by logical index (0 is the oldest loaded bar), and the
// view is kept relative to the newest bar, so older bars prepended in front change nothing on screen.

/** The horizontal view of the plot. */
export interface TimeView {
  /** CSS pixels from one bar's centre to the next. */
  readonly barSpacing: number;
  /** Bars of free space between the newest bar and the right edge; negative once scrolled back. */
  readonly rightOffset: number;
}

/** A span of logical indexes, fractional at the edges. */
export interface LogicalRange {
  readonly from: number;
  readonly to: number;
}

/** Today's look: 6 px a bar and 4 bars of free space at the right edge for the live bar to grow into. */
export const INITIAL_TIME_VIEW: TimeView = { barSpacing: 6, rightOffset: 4 };
const MIN_BAR_SPACING = 1;
const MAX_BAR_SPACING = 50;
/** The view never scrolls so far that fewer bars than this stay on screen. */
const MIN_BARS_IN_VIEW = 2;

/** The x (CSS px from the plot's left) of the centre of bar `index`. */
export function indexToX(view: TimeView, index: number, lastIndex: number, width: number): number {
  return width - (lastIndex + view.rightOffset - index + 0.5) * view.barSpacing;
}

/** The logical index (fractional) under `x`; a bar's centre answers its own index. */
export function xToIndex(view: TimeView, x: number, lastIndex: number, width: number): number {
  return lastIndex + view.rightOffset + 0.5 - (width - x) / view.barSpacing;
}

/** The logical indexes at the plot's left and right edges. */
export function visibleRange(view: TimeView, lastIndex: number, width: number): LogicalRange {
  return { from: xToIndex(view, 0, lastIndex, width), to: xToIndex(view, width, lastIndex, width) };
}

/** The view held where at least a couple of bars stay on screen at either end. */
export function clampView(view: TimeView, lastIndex: number, width: number): TimeView {
  const barSpacing = Math.min(MAX_BAR_SPACING, Math.max(MIN_BAR_SPACING, view.barSpacing));
  const most = width / barSpacing - MIN_BARS_IN_VIEW;
  const least = Math.min(most, MIN_BARS_IN_VIEW - 1 - lastIndex);
  return { barSpacing, rightOffset: Math.min(most, Math.max(least, view.rightOffset)) };
}

/** The view after a drag of `dxPx` (positive: rightwards, towards older bars). */
export function panBy(view: TimeView, dxPx: number, lastIndex: number, width: number): TimeView {
  return clampView({ ...view, rightOffset: view.rightOffset - dxPx / view.barSpacing }, lastIndex, width);
}

/** The view with bars `factor` times wider, the bar under `anchorX` staying under it. */
export function zoomAt(
  view: TimeView,
  factor: number,
  anchorX: number,
  lastIndex: number,
  width: number,
): TimeView {
  const anchored = xToIndex(view, anchorX, lastIndex, width);
  const barSpacing = Math.min(MAX_BAR_SPACING, Math.max(MIN_BAR_SPACING, view.barSpacing * factor));
  const rightOffset = anchored - lastIndex - 0.5 + (width - anchorX) / barSpacing;
  return clampView({ barSpacing, rightOffset }, lastIndex, width);
}

/**
 * The view once the bars changed from `before` to `after`. Newer bars keep the view on the newest
 * one while it was on screen (following the live market); after the member has scrolled back they
 * keep it on the same bars. Older bars prepended need nothing: the view counts from the newest bar.
 */
export function viewAfterBars(
  view: TimeView,
  before: readonly ChartBar[],
  after: readonly ChartBar[],
  width: number,
): TimeView {
  const lastBefore = before.at(-1);
  if (lastBefore === undefined) return clampView(view, after.length - 1, width);
  const x = indexToX(view, before.length - 1, before.length - 1, width);
  const followsNewest = x >= 0 && x <= width;
  const added = after.filter((bar) => bar.time > lastBefore.time).length;
  const rightOffset = followsNewest ? view.rightOffset : view.rightOffset - added;
  return clampView({ ...view, rightOffset }, after.length - 1, width);
}
