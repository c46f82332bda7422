import type { OverseaSiteTerms, OverseaTerms } from './terms.ts';

/**
 * The losscut's direct check (equity ≤ line) in machine numbers where that is provably exact, for the
 * indexed engine's hot path: a tick that reaches thousands of multi-instrument holders' shares
 * re-checks each of them, and the same sums in bigints allocate a dozen heap numbers per position,
 * enough for a scavenge to land inside the tick. `OverseaBook` tries this first and falls back to the
 * bigint rules (`pnlKrwMinor`, `losscutOfMarginKrwMinor`) on `null`; the reference engine uses only
 * those, and `exact-losscut.test.ts` holds the two equal, bounds included.
 *
 * Why it is exact: every value computed here is an integer whose magnitude is checked to be at most
 * 2^52 before it is used, so a double holds it exactly and a sum or product of two of them is exact
 * or detectably out of range (a true result beyond 2^53 cannot come out as a safe integer at or below
 * 2^52); `floorDiv` says why its division is exact.
 */

const LIMIT = 2 ** 52;
const LIMIT_BIG = 2n ** 52n;

/** One instrument's PnL ratio and margin per lot as machine numbers. */
export interface MachineTerms {
  /** tickValue.numerator × krwRate.numerator */
  readonly pnlNumerator: number;
  /** tickUnits × tickValue.denominator × krwRate.denominator */
  readonly pnlDenominator: number;
  readonly marginPerLot: number;
}

/** The instrument's figures as machine numbers, or null when one is too large to be exact. */
export function machineTermsOf(terms: OverseaTerms): MachineTerms | null {
  const numerator = terms.tickValue.numerator * terms.krwRate.numerator;
  const denominator = BigInt(terms.tickUnits) * terms.tickValue.denominator * terms.krwRate.denominator;
  if (!fits(numerator) || !fits(denominator) || !fits(terms.marginPerLotMinor)) return null;
  return {
    pnlNumerator: Number(numerator),
    pnlDenominator: Number(denominator),
    marginPerLot: Number(terms.marginPerLotMinor),
  };
}

/** Whether a bigint is within ±2^52 (comparisons only: nothing allocated). */
export function fits(value: bigint): boolean {
  return value <= LIMIT_BIG && value >= -LIMIT_BIG;
}

/** Whether a machine number is an integer within ±2^52. */
export function inRange(value: number): boolean {
  return Number.isInteger(value) && value <= LIMIT && value >= -LIMIT;
}

/**
 * `pnlKrwMinor` in machine numbers: d × (price − entry) × lots × numerator / denominator, floored;
 * null when an intermediate leaves the exact range.
 */
export function machinePnl(
  direction: number,
  lots: number,
  entryPrice: number,
  price: number,
  terms: MachineTerms,
): number | null {
  const moved = direction * (price - entryPrice) * lots;
  if (!inRange(moved)) return null;
  const scaled = moved * terms.pnlNumerator;
  if (!inRange(scaled)) return null;
  return floorDiv(scaled, terms.pnlDenominator);
}

/** `losscutOfMarginKrwMinor` in machine numbers (⌈margin × bps / 10⁴⌉); null beyond the exact range. */
export function machineLosscut(marginSum: number, site: OverseaSiteTerms): number | null {
  if (!fits(site.losscutRateBps)) return null;
  const scaled = marginSum * Number(site.losscutRateBps);
  if (!inRange(scaled)) return null;
  return -floorDiv(-scaled, 10_000);
}

/**
 * ⌊n / d⌋ for integers |n| ≤ 2^52 and 1 ≤ d ≤ 2^52, exactly. The division is correctly rounded, so its
 * floor could only be one too high, when the quotient rounds up onto an integer; within these bounds
 * that needs |n| beyond 2^53 and does not happen. The check (exact: q × d stays within 2^53) keeps it
 * right should the bound ever be raised, for one multiplication.
 */
export function floorDiv(n: number, d: number): number {
  const q = Math.floor(n / d);
  return q * d > n ? q - 1 : q;
}
