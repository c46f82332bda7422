import { mulberry32 } from '../random/mulberry32.ts';
/**
 * Made-up but plausible figures for the sample calendar, derived from the event's key alone, so every
 * node, every sync and every test writes the same numbers (no Math.random, no clock). Values are
 * integers in steps of 10^−decimals and only become text at the end, so nothing here is a float.
 */
export interface FigureRule {
  /** Digits after the point: 1 for "3.2%", 0 for "227K". */
  readonly decimals: number;
  /** Appended as published: '%', 'K', '' for an index. */
  readonly suffix: string;
  /** Around where the previous figure lies, in steps (32 for 3.2 with one decimal). */
  readonly base: number;
  /** How far the previous figure strays from `base`, in steps either way. */
  readonly spread: number;
  /** How far the forecast moves from the previous figure. */
  readonly step: number;
  /** How far the actual lands from the forecast. */
  readonly surprise: number;
  /** Every figure is a multiple of this many steps (25 for policy rates moved in quarter points). */
  readonly quantum?: number;
}

export interface SampleFigures {
  readonly previous: string;
  readonly forecast: string;
  readonly actual: string;
}

/** FNV-1a of the key: a 32-bit seed that differs for keys differing in one character. */
function seedOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Mulberry32 draws as integers: `next(n)` answers an integer in [−n, n]. */
function generator(seed: number): (bound: number) => number {
  const next = mulberry32(seed);
  return (bound) => (next() % (2 * bound + 1)) - bound;
}

/** An integer number of steps as published: 32 with one decimal and '%' is "3.2%". */
export function formatFigure(steps: number, rule: Pick<FigureRule, 'decimals' | 'suffix'>): string {
  const negative = steps < 0;
  const digits = String(Math.abs(steps)).padStart(rule.decimals + 1, '0');
  const whole = digits.slice(0, digits.length - rule.decimals);
  const fraction = rule.decimals === 0 ? '' : `.${digits.slice(digits.length - rule.decimals)}`;
  return `${negative ? '-' : ''}${whole}${fraction}${rule.suffix}`;
}

/** The figures of one event: previous near the base, the forecast near the previous, the actual near the forecast. */
export function sampleFigures(key: string, rule: FigureRule): SampleFigures {
  const next = generator(seedOf(key));
  const quantum = rule.quantum ?? 1;
  const moved = (from: number, bound: number) => from + next(Math.floor(bound / quantum)) * quantum;
  const previous = moved(rule.base, rule.spread);
  const forecast = moved(previous, rule.step);
  const actual = moved(forecast, rule.surprise);
  return {
    previous: formatFigure(previous, rule),
    forecast: formatFigure(forecast, rule),
    actual: formatFigure(actual, rule),
  };
}
