import { assert } from '../assert.ts';
import type { Direction } from '../futures/formulas.ts';
import type { OverseaSiteTerms } from './terms.ts';

/**
 * When overseas orders and a position's TP/SL fire (DOMAIN.md §4). Baro is the counterparty: whatever
 * fires fills at the feed's price that touched it, never at the price the member named.
 */

/**
 * Whether a price reached an entry level for a buyer (LONG: at or below it) or a seller (SHORT: at or
 * above it). A resting LIMIT fills and a MIT (STOPMARKET) becomes a market order at the first price
 * that touches its level this way; the two differ only in where they may rest (`mitRestsAwayFromMarket`).
 */
export function entryLevelTouched(direction: Direction, level: number, price: number): boolean {
  return direction === 1 ? price <= level : price >= level;
}

/**
 * A MIT rests where the market has not yet been: a buy below the market, a sell above it. One at or
 * through the market would fire at once, which is a market order, so it is refused.
 */
export function mitRestsAwayFromMarket(direction: Direction, level: number, marketPrice: number): boolean {
  return direction === 1 ? level < marketPrice : level > marketPrice;
}

/** Whether a position's take-profit fired: LONG at or above it, SHORT at or below it. */
export function takeProfitTouched(direction: Direction, takeProfit: number, price: number): boolean {
  return direction === 1 ? price >= takeProfit : price <= takeProfit;
}

/** Whether a position's stop-loss fired: LONG at or below it, SHORT at or above it. */
export function stopLossTouched(direction: Direction, stopLoss: number, price: number): boolean {
  return direction === 1 ? price <= stopLoss : price >= stopLoss;
}

/** A member's open position in the instrument whose session ends. */
export interface SessionEndPosition {
  readonly positionId: string;
  readonly lots: number;
  readonly marginPerLotMinor: bigint;
  readonly feePerLotMinor: bigint;
  /** The member asked to hold it past the session end (`/oversea/overnight`, active). */
  readonly overnight: boolean;
}

/**
 * The positions that close when their instrument's session ends, in the order given: every one
 * without an active overnight request, and the overnight ones too unless the member's equity, after
 * paying the closing fees of the others, covers their overnight margin together (margin per lot ×
 * multiple × lots). The overnight ones stay or close together: keeping some would choose between
 * them on an order the member never set.
 */
export function positionsClosedAtSessionEnd(
  positions: readonly SessionEndPosition[],
  equityMinor: bigint,
  site: OverseaSiteTerms,
): string[] {
  let equityAfterCloses = equityMinor;
  let overnightMargin = 0n;
  const closed: string[] = [];
  for (const position of positions) {
    assert(Number.isSafeInteger(position.lots) && position.lots > 0, 'Lots are a positive whole number.');
    const lots = BigInt(position.lots);
    if (position.overnight) {
      overnightMargin += lots * position.marginPerLotMinor * site.overnightMarginMultiple;
    } else {
      closed.push(position.positionId);
      equityAfterCloses -= lots * position.feePerLotMinor;
    }
  }
  if (overnightMargin === 0n || equityAfterCloses >= overnightMargin) return closed;
  return positions.map((position) => position.positionId);
}
