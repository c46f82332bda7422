import type { ChartBar } from './chart-bars.ts';

// Where the axes' labels go: the price axis' own labels (last price, price lines) moved apart so
// none covers another, the tick labels that fit whole, and the time axis' marks.

/**
 * The centres of labels `height` px tall wanted at `ys`, moved apart just enough that none overlaps
 * the next and all lie whole between 0 and `paneHeight`; the answer keeps the order of `ys`.
 */
export function alignLabels(ys: readonly number[], height: number, paneHeight: number): number[] {
  const order = ys.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y);
  const placed = order.map((label) => label.y);
  for (let at = 0; at < placed.length; at += 1) {
    const floor = at === 0 ? height / 2 : (placed[at - 1] ?? 0) + height;
    placed[at] = Math.max(placed[at] ?? 0, floor);
  }
  for (let at = placed.length - 1; at >= 0; at -= 1) {
    const ceiling = at === placed.length - 1 ? paneHeight - height / 2 : (placed[at + 1] ?? 0) - height;
    placed[at] = Math.min(placed[at] ?? 0, ceiling);
  }
  const aligned = new Array<number>(ys.length);
  order.forEach((label, at) => (aligned[label.index] = placed[at] ?? label.y));
  return aligned;
}

/** Whether a label `height` px tall centred on `y` lies whole inside the pane. */
export function fitsWhole(y: number, height: number, paneHeight: number): boolean {
  return y - height / 2 >= 0 && y + height / 2 <= paneHeight;
}

/** A mark on the time axis: the bar it labels, and whether it is the first bar of a (KST) day. */
export interface TimeMark {
  readonly index: number;
  readonly showsDay: boolean;
}

const MINUTE_SEC = 60;
const HOUR_SEC = 60 * MINUTE_SEC;
const DAY_SEC = 24 * HOUR_SEC;
const KST_OFFSET_SEC = 9 * HOUR_SEC;
/** Mark spacings, in seconds, that read as round times. */
const MARK_STEPS_SEC = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720]
  .map((minutes) => minutes * MINUTE_SEC)
  .concat([1, 2, 7, 14, 28, 91, 182, 364].map((days) => days * DAY_SEC));

function kstDay(timeSec: number): number {
  return Math.floor((timeSec + KST_OFFSET_SEC) / DAY_SEC);
}

/**
 * The marks for bars `first`..`last` on screen, at least `minGapPx` apart: every bar at a round
 * time of the smallest step that keeps them so apart, and the first bar of each day (preferred to a
 * round time when both cannot be shown).
 */
export function timeMarks(
  bars: readonly ChartBar[],
  first: number,
  last: number,
  barSpacing: number,
  intervalSec: number,
  minGapPx: number,
): TimeMark[] {
  const step =
    MARK_STEPS_SEC.find(
      (candidate) => candidate >= intervalSec && (candidate / intervalSec) * barSpacing >= minGapPx,
    ) ??
    MARK_STEPS_SEC.at(-1) ??
    DAY_SEC;
  const days: TimeMark[] = [];
  const rounds: TimeMark[] = [];
  for (let index = Math.max(first, 0); index <= last; index += 1) {
    const bar = bars[index];
    if (bar === undefined) continue;
    const previous = bars[index - 1];
    const dayMark = previous !== undefined && kstDay(previous.time) !== kstDay(bar.time);
    // Hours count in UTC as the server's buckets do (a 4h bar opens at a UTC multiple of 4 hours);
    // days and weeks count in KST days.
    const roundMark = step < DAY_SEC ? bar.time % step === 0 : kstDay(bar.time) % (step / DAY_SEC) === 0;
    if (dayMark && (step < DAY_SEC || roundMark)) days.push({ index, showsDay: true });
    else if (roundMark) rounds.push({ index, showsDay: step >= DAY_SEC });
  }
  const minBars = minGapPx / barSpacing;
  const kept: TimeMark[] = [];
  for (const mark of [...days, ...rounds]) {
    if (kept.every((other) => Math.abs(other.index - mark.index) >= minBars)) kept.push(mark);
  }
  // A few bars with no round time among them (a new market's first minutes) still get one label.
  const newest = Math.min(last, bars.length - 1);
  if (kept.length === 0 && newest >= Math.max(first, 0))
    kept.push({ index: newest, showsDay: step >= DAY_SEC });
  return kept.sort((a, b) => a.index - b.index);
}
