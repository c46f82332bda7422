import { splitClose, type CloseOutcome } from '../futures/close-outcome.ts';
import { mulDiv } from '../money/rounding.ts';
import type { DecidingTick } from '../rounds/types.ts';
import { directionOf, type BookPosition } from './book-model.ts';
import type { OverseaTick } from './book-types.ts';
import { feeKrwMinor, pnlKrwMinor } from './formulas.ts';
import type { OverseaTerms } from './terms.ts';

/** What a close settled: lots, realised PnL, the fee collected, the insurance draw. */
export interface Settled {
  readonly lots: number;
  readonly pnl: bigint;
  readonly fee: bigint;
  readonly insurance: bigint;
}

/**
 * The money of an overseas close (`settleClose`), decided without moving it: the point backs every
 * position, so what pays a loss and the fee is the point plus the released margin.
 */
export function closeOutcome(
  position: BookPosition,
  lots: number,
  price: number,
  terms: OverseaTerms,
  point: bigint,
): CloseOutcome {
  const released =
    lots === position.lots
      ? position.margin
      : mulDiv(position.margin, BigInt(lots), BigInt(position.lots), 'floor');
  const pnl = pnlKrwMinor(directionOf(position.side), lots, position.entryPrice, price, terms);
  return splitClose(released, pnl, point + released, feeKrwMinor(lots, terms));
}

/** The deciding tick of a fill at an instrument's last price. */
export function deciding(tick: OverseaTick): DecidingTick {
  return { source: tick.source, atMs: tick.atMs, price: tick.price };
}
