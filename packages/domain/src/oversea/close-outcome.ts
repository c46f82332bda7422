import { minBig } from '../money/bigint.ts';
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

/** What closing `lots` of a position at `price` moves (`settleClose`), decided without moving it. */
export interface CloseOutcome {
  /** The position margin released: its share, rounded down; the last close releases the rest. */
  readonly released: bigint;
  readonly pnl: bigint;
  /** The part of a loss the member pays; `insurance` pays the rest. */
  readonly lossPaid: bigint;
  readonly insurance: bigint;
  /** The closing fee collected: at most what is left of what pays. */
  readonly fee: bigint;
  readonly pointChange: bigint;
}

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
  const budget = point + released;
  const loss = pnl < 0n ? -pnl : 0n;
  const lossPaid = minBig(loss, budget);
  const gain = pnl > 0n ? pnl : 0n;
  const fee = minBig(feeKrwMinor(lots, terms), budget + gain - lossPaid);
  return {
    released,
    pnl,
    lossPaid,
    insurance: loss - lossPaid,
    fee,
    pointChange: released + gain - lossPaid - fee,
  };
}

/** The deciding tick of a fill at an instrument's last price. */
export function deciding(tick: OverseaTick): DecidingTick {
  return { source: tick.source, atMs: tick.atMs, price: tick.price };
}
