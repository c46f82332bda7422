import { describe, expect, it } from 'vitest';
import type { ChartBar } from './chart-bars.ts';
import {
  INITIAL_TIME_VIEW,
  indexToX,
  panBy,
  viewAfterBars,
  visibleRange,
  xToIndex,
  zoomAt,
} from './chart-time-view.ts';

function barsAt(times: readonly number[]): ChartBar[] {
  return times.map((time) => ({ time, open: 1, high: 1, low: 1, close: 1, volume: 0 }));
}

const width = 300;
const lastIndex = 99;

describe('the time view', () => {
  it('puts the newest bar four bars in from the right edge, 6 px apart', () => {
    const view = INITIAL_TIME_VIEW;
    expect(indexToX(view, lastIndex, lastIndex, width)).toBe(width - 4.5 * 6);
    expect(indexToX(view, lastIndex - 1, lastIndex, width)).toBe(width - 5.5 * 6);
  });

  it('maps x back to the index whose centre it is, and the edges to the visible range', () => {
    const view = INITIAL_TIME_VIEW;
    for (const index of [0, 50, 99]) {
      expect(xToIndex(view, indexToX(view, index, lastIndex, width), lastIndex, width)).toBeCloseTo(index);
    }
    const range = visibleRange(view, lastIndex, width);
    expect(range.to).toBeCloseTo(lastIndex + 4.5);
    expect(range.to - range.from).toBeCloseTo(width / 6);
  });

  it('pans right towards older bars, and stops with bars still on screen', () => {
    const panned = panBy(INITIAL_TIME_VIEW, 60, lastIndex, width);
    expect(panned.rightOffset).toBeCloseTo(4 - 10);
    const farOld = panBy(INITIAL_TIME_VIEW, 1_000_000, lastIndex, width);
    expect(visibleRange(farOld, lastIndex, width).to).toBeGreaterThanOrEqual(1);
    const farNew = panBy(INITIAL_TIME_VIEW, -1_000_000, lastIndex, width);
    expect(visibleRange(farNew, lastIndex, width).from).toBeLessThanOrEqual(lastIndex - 1);
  });

  it('zooms around the anchor: the bar under it stays under it', () => {
    const anchorX = 120;
    const before = xToIndex(INITIAL_TIME_VIEW, anchorX, lastIndex, width);
    const zoomed = zoomAt(INITIAL_TIME_VIEW, 2, anchorX, lastIndex, width);
    expect(zoomed.barSpacing).toBe(12);
    expect(xToIndex(zoomed, anchorX, lastIndex, width)).toBeCloseTo(before);
    expect(zoomAt(INITIAL_TIME_VIEW, 1_000, anchorX, lastIndex, width).barSpacing).toBe(50);
    expect(zoomAt(INITIAL_TIME_VIEW, 0.001, anchorX, lastIndex, width).barSpacing).toBe(1);
  });

  it('follows a new bar while the newest bar is on screen', () => {
    const before = barsAt([60, 120, 180]);
    const after = barsAt([60, 120, 180, 240]);
    expect(viewAfterBars(INITIAL_TIME_VIEW, before, after, width)).toEqual(INITIAL_TIME_VIEW);
  });

  it('stays on the same bars when the member has scrolled back and a new bar comes', () => {
    const before = barsAt(Array.from({ length: 200 }, (_, index) => index * 60));
    const after = [...before, ...barsAt([200 * 60])];
    const scrolledBack = { barSpacing: 6, rightOffset: -100 };
    const next = viewAfterBars(scrolledBack, before, after, width);
    const leftBefore = visibleRange(scrolledBack, before.length - 1, width).from;
    expect(visibleRange(next, after.length - 1, width).from).toBeCloseTo(leftBefore);
  });

  it('keeps the view on the same bars when older bars are prepended', () => {
    const before = barsAt(Array.from({ length: 100 }, (_, index) => (index + 50) * 60));
    const after = [...barsAt(Array.from({ length: 50 }, (_, index) => index * 60)), ...before];
    const view = { barSpacing: 6, rightOffset: -60 };
    const next = viewAfterBars(view, before, after, width);
    const leftBefore = visibleRange(view, before.length - 1, width).from;
    // The same bar at the left edge: its index moved up by the 50 bars put in front.
    expect(visibleRange(next, after.length - 1, width).from).toBeCloseTo(leftBefore + 50);
  });
});
