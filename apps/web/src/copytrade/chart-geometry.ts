// Where the points of the small inline charts fall, in SVG user units. Only drawing uses floats; the
// figures shown as text come from the decimal strings themselves (copy-figures.ts).

export interface Box {
  readonly width: number;
  readonly height: number;
  /** Room kept free at the top and bottom so a stroke is not cut off. */
  readonly padding: number;
}

function scaleOf(values: readonly number[], box: Box, includeZero: boolean) {
  const low = Math.min(...values, ...(includeZero ? [0] : []));
  const high = Math.max(...values, ...(includeZero ? [0] : []));
  const span = high - low;
  const inner = box.height - 2 * box.padding;
  // A flat series draws along the middle rather than dividing by zero.
  return (value: number) => (span === 0 ? box.height / 2 : box.padding + ((high - value) / span) * inner);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** An SVG path through the values left to right, or '' with fewer than two. */
export function linePath(values: readonly string[], box: Box): string {
  const numbers = values.map(Number).filter((value) => Number.isFinite(value));
  if (numbers.length < 2) return '';
  const y = scaleOf(numbers, box, false);
  const step = box.width / (numbers.length - 1);
  return numbers
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${round(index * step)} ${round(y(value))}`)
    .join(' ');
}

export interface Bar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly positive: boolean;
}

/** One bar per value from the zero line (up for a gain, down for a loss), with a gap between bars. */
export function barsOf(values: readonly string[], box: Box): Bar[] {
  const numbers = values.map((value) => {
    const number = Number(value);
    return Number.isFinite(number) ? number : 0;
  });
  if (numbers.length === 0) return [];
  const y = scaleOf(numbers, box, true);
  const zero = y(0);
  const slot = box.width / numbers.length;
  const width = Math.max(1, slot * 0.7);
  return numbers.map((value, index) => {
    const top = Math.min(y(value), zero);
    return {
      x: round(index * slot + (slot - width) / 2),
      y: round(top),
      width: round(width),
      height: round(Math.max(Math.abs(y(value) - zero), value === 0 ? 0 : 1)),
      positive: value >= 0,
    };
  });
}
