import { describe, expect, it } from 'vitest';
import type { ChartBar } from './chart-bars.ts';
import { alignLabels, fitsWhole, timeMarks } from './chart-axis-layout.ts';

function barsAt(times: readonly number[]): ChartBar[] {
  return times.map((time) => ({ time, open: 1, high: 1, low: 1, close: 1, volume: 0 }));
}

describe('axis labels', () => {
  it('leaves labels apart where they do not touch', () => {
    expect(alignLabels([100, 50], 19, 300)).toEqual([100, 50]);
  });

  it('moves touching labels apart, keeping their order', () => {
    const [a = 0, b = 0, c = 0] = alignLabels([100, 95, 105], 19, 300);
    expect(b).toBeLessThan(a);
    expect(a).toBeLessThan(c);
    expect(a - b).toBeGreaterThanOrEqual(19);
    expect(c - a).toBeGreaterThanOrEqual(19);
  });

  it('keeps labels whole inside the pane', () => {
    expect(alignLabels([2, 299], 19, 300)).toEqual([9.5, 290.5]);
    const crowded = alignLabels([295, 296, 297], 19, 300);
    expect(Math.max(...crowded)).toBe(290.5);
    expect(Math.min(...crowded)).toBe(290.5 - 38);
  });

  it('tells whether a label fits whole', () => {
    expect(fitsWhole(9.5, 19, 300)).toBe(true);
    expect(fitsWhole(9, 19, 300)).toBe(false);
    expect(fitsWhole(291, 19, 300)).toBe(false);
  });
});

const minute = 60;
const dayStartKst = Date.UTC(2026, 0, 5, 15, 0) / 1_000; // 2026-01-06 00:00 KST

describe('time marks', () => {
  it('marks round times, far enough apart for their labels', () => {
    const bars = barsAt(Array.from({ length: 60 }, (_, index) => dayStartKst + (index + 1) * minute));
    // 6 px a bar and 80 px apart: 15-minute marks (10 minutes would be 60 px).
    const marks = timeMarks(bars, 0, 59, 6, minute, 80);
    expect(marks.map((mark) => (bars[mark.index]?.time ?? 0) - dayStartKst)).toEqual([
      15 * minute,
      30 * minute,
      45 * minute,
      60 * minute,
    ]);
    expect(marks.every((mark) => !mark.showsDay)).toBe(true);
  });

  it("marks a day's first bar with its day, over a round time too close to it", () => {
    const bars = barsAt(Array.from({ length: 40 }, (_, index) => dayStartKst + (index - 20) * minute));
    const marks = timeMarks(bars, 0, 39, 6, minute, 80);
    expect(marks).toContainEqual({ index: 20, showsDay: true });
    for (const mark of marks.filter((other) => other.index !== 20)) {
      expect(Math.abs(mark.index - 20) * 6).toBeGreaterThanOrEqual(80);
    }
  });

  it('labels the newest bar when no bar on screen is at a round time', () => {
    const bars = barsAt([dayStartKst + 7 * minute, dayStartKst + 8 * minute]);
    expect(timeMarks(bars, 0, 1, 6, minute, 80)).toEqual([{ index: 1, showsDay: false }]);
    expect(timeMarks([], 0, -1, 6, minute, 80)).toEqual([]);
  });

  it('marks days on a daily chart', () => {
    const day = 24 * 60 * minute;
    const bars = barsAt(Array.from({ length: 30 }, (_, index) => Date.UTC(2026, 0, 1) / 1_000 + index * day));
    const marks = timeMarks(bars, 0, 29, 6, day, 80);
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((mark) => mark.showsDay)).toBe(true);
    for (let at = 1; at < marks.length; at += 1) {
      expect(((marks[at]?.index ?? 0) - (marks[at - 1]?.index ?? 0)) * 6).toBeGreaterThanOrEqual(80);
    }
  });
});
