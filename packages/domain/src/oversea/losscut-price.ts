import { divCeil, divFloor } from '../money/rounding.ts';
import type { Direction } from '../futures/formulas.ts';
import type { OverseaTerms } from './terms.ts';

/** What decides the losscut of a member whose open positions are all on one instrument. */
export interface LosscutPriceInput {
  readonly direction: Direction;
  readonly lots: number;
  readonly entryPrice: number;
  readonly terms: OverseaTerms;
  /** Equity without the position's unrealised PnL: point + every hold and margin of the member. */
  readonly baseEquityMinor: bigint;
  /** The member's losscut line (`losscutKrwMinor` of the one position). */
  readonly losscutMinor: bigint;
}

/**
 * The price at which a member's only open position takes them to the losscut, exactly as the direct
 * check decides it: `losscutReached(base + pnlKrwMinor(d, lots, entry, p), line, 1)`. A LONG fires at
 * every price at or below the answer, a SHORT at every price at or above it; null when no positive
 * safe price fires (a LONG whose base alone stays above the line, a SHORT beyond the safe range).
 *
 * pnl(p) = ⌊d·(p − e)·K / D⌋ with K = lots · tickValue · rate (numerators), D = tickUnits · their
 * denominators. ⌊x / D⌋ ≤ T ⟺ x ≤ (T + 1)·D − 1 =: M for T = line − base, so the condition is
 * d·(p − e)·K ≤ M: p ≤ e + ⌊M / K⌋ for a LONG, p ≥ e − ⌊M / K⌋ for a SHORT. Closed form, integer
 * only; the floor of `pnlKrwMinor` is respected by the "− 1", not approximated.
 */
export function losscutPrice(input: LosscutPriceInput): number | null {
  const { terms } = input;
  const k = BigInt(input.lots) * terms.tickValue.numerator * terms.krwRate.numerator;
  const d = BigInt(terms.tickUnits) * terms.tickValue.denominator * terms.krwRate.denominator;
  const room = input.losscutMinor - input.baseEquityMinor;
  const reach = divFloor((room + 1n) * d - 1n, k);
  const entry = BigInt(input.entryPrice);
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  if (input.direction === 1) {
    const price = entry + reach;
    if (price < 1n) return null;
    return Number(price > max ? max : price);
  }
  const price = entry - reach;
  if (price > max) return null;
  return Number(price < 1n ? 1n : price);
}

/**
 * The entry price after adding `addLots` at `price` to `lots` at `entryPrice`: the lot-weighted mean,
 * rounded against the member (up for a LONG, down for a SHORT), as coin futures round theirs.
 */
export function averageLotEntryPrice(
  direction: Direction,
  lots: number,
  entryPrice: number,
  addLots: number,
  price: number,
): number {
  const sum = BigInt(lots) * BigInt(entryPrice) + BigInt(addLots) * BigInt(price);
  const count = BigInt(lots + addLots);
  return Number(direction === 1 ? divCeil(sum, count) : divFloor(sum, count));
}
