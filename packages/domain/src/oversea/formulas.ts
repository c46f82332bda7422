import { assert } from '../assert.ts';
import { applyBps } from '../money/bps.ts';
import { divFloor, divTrunc } from '../money/rounding.ts';
import type { Direction } from '../futures/formulas.ts';
import type { OverseaSiteTerms, OverseaTerms } from './terms.ts';

/**
 * The formulas of overseas futures (DOMAIN.md §4), pure and exact. Money is KRW in won (bigint, 0
 * decimals); quantities are whole lots; prices are integer price units of the instrument. Every
 * division names its rounding, against the member where money leaves them (a gain down, a loss up).
 * `Direction` is coin futures' own: +1 LONG, −1 SHORT.
 */

function checkLots(lots: number): bigint {
  assert(Number.isSafeInteger(lots) && lots > 0, 'Lots are a positive whole number.');
  return BigInt(lots);
}

function checkPrice(price: number): bigint {
  assert(Number.isSafeInteger(price) && price > 0, 'A price is a positive safe integer of price units.');
  return BigInt(price);
}

/**
 * PnL in won of `lots` from `entry` to `price`: d × (price − entry) / tickSize × tickValue × lots × KRW
 * rate, floored (a gain rounded down, a loss up). NQ LONG 1 lot 25,000.00 → 25,010.00 at 1,380 won to
 * the dollar is 40 ticks × $5 × 1,380 = 276,000 won.
 */
export function pnlKrwMinor(
  direction: Direction,
  lots: number,
  entryPrice: number,
  price: number,
  terms: OverseaTerms,
): bigint {
  const moved = BigInt(direction) * (checkPrice(price) - checkPrice(entryPrice));
  const { tickValue, krwRate } = terms;
  return divFloor(
    moved * checkLots(lots) * tickValue.numerator * krwRate.numerator,
    BigInt(terms.tickUnits) * tickValue.denominator * krwRate.denominator,
  );
}

/** Whole ticks the price moved in the position's favour (negative against it), toward zero. */
export function ticksMoved(
  direction: Direction,
  entryPrice: number,
  price: number,
  terms: OverseaTerms,
): number {
  const moved = BigInt(direction) * (checkPrice(price) - checkPrice(entryPrice));
  return Number(divTrunc(moved, BigInt(terms.tickUnits)));
}

/**
 * The take-profit price `ticks` ticks in the position's favour from its entry; null when a SHORT's
 * target would be at or below zero.
 */
export function takeProfitPrice(
  direction: Direction,
  entryPrice: number,
  ticks: number,
  terms: OverseaTerms,
): number | null {
  return offsetPrice(entryPrice, direction * ticks, terms);
}

/** The stop-loss price `ticks` ticks against the position from its entry; null at or below zero. */
export function stopLossPrice(
  direction: Direction,
  entryPrice: number,
  ticks: number,
  terms: OverseaTerms,
): number | null {
  return offsetPrice(entryPrice, -direction * ticks, terms);
}

function offsetPrice(entryPrice: number, signedTicks: number, terms: OverseaTerms): number | null {
  checkPrice(entryPrice);
  assert(
    Number.isSafeInteger(signedTicks) && signedTicks !== 0,
    'A TP or SL is a whole, non-zero number of ticks.',
  );
  const price = entryPrice + signedTicks * terms.tickUnits;
  assert(Number.isSafeInteger(price), 'The TP/SL price is beyond a safe integer.');
  return price > 0 ? price : null;
}

/** The fee of opening or of closing `lots`: fee per lot × lots. */
export function feeKrwMinor(lots: number, terms: OverseaTerms): bigint {
  return checkLots(lots) * terms.feePerLotMinor;
}

/** The margin `lots` hold while open, or while an order for them rests: margin per lot × lots. */
export function marginKrwMinor(lots: number, terms: OverseaTerms): bigint {
  return checkLots(lots) * terms.marginPerLotMinor;
}

/**
 * What placing `lots` takes from the member's point at once: the margin it holds and the opening fee.
 * A member whose point is short of it is refused before anything is held.
 */
export function orderCostKrwMinor(lots: number, terms: OverseaTerms): bigint {
  return marginKrwMinor(lots, terms) + feeKrwMinor(lots, terms);
}

/** One open position as the losscut and the session close see it. */
export interface OpenLots {
  readonly lots: number;
  readonly marginPerLotMinor: bigint;
}

/**
 * The losscut line: Σ open lots × margin per lot × losscut rate, rounded up (the line is never drawn
 * below what the rate says). 3 NQ lots at 3,000,000 won and 30 % is 2,700,000 won.
 */
export function losscutKrwMinor(positions: readonly OpenLots[], site: OverseaSiteTerms): bigint {
  let margin = 0n;
  for (const position of positions) margin += checkLots(position.lots) * position.marginPerLotMinor;
  return losscutOfMarginKrwMinor(margin, site);
}

/** The losscut line of open lots whose margin per lot × lots sums to `marginMinor` (above). */
export function losscutOfMarginKrwMinor(marginMinor: bigint, site: OverseaSiteTerms): bigint {
  return applyBps(marginMinor, site.losscutRateBps, 'ceil');
}

/** What the member's overseas account is worth now: point + margin held + unrealised PnL. */
export interface OverseaEquityInput {
  /** The BINARY wallet's available point (won). */
  readonly pointMinor: bigint;
  /** Margin held by open positions and resting orders (won). */
  readonly reservedMinor: bigint;
  /** Unrealised PnL of every open overseas position at the last price (won). */
  readonly unrealisedMinor: bigint;
}

export function equityKrwMinor(input: OverseaEquityInput): bigint {
  return input.pointMinor + input.reservedMinor + input.unrealisedMinor;
}

/**
 * Whether the losscut fires: equity at or below the line while a position is open. Without a position
 * there is nothing to close, whatever the balance (an empty wallet's equity 0 equals its line 0).
 */
export function losscutReached(equityMinor: bigint, losscutMinor: bigint, openPositions: number): boolean {
  return openPositions > 0 && equityMinor <= losscutMinor;
}

/** The margin holding `lots` past the session end needs: margin per lot × multiple × lots. */
export function overnightMarginKrwMinor(lots: number, terms: OverseaTerms, site: OverseaSiteTerms): bigint {
  return marginKrwMinor(lots, terms) * site.overnightMarginMultiple;
}
