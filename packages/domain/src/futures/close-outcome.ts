import { minBig } from '../money/bigint.ts';
import { mulDiv } from '../money/rounding.ts';
import { directionOf, type BookPosition } from './book-model.ts';
import { closeFeeMinor, pnlMinor } from './formulas.ts';

/**
 * What closing part of a position moves (`settleClose`), decided without moving it. The futures and
 * overseas books share it: only what pays differs (`budget` of `splitClose`).
 */
export interface CloseOutcome {
  /** The position margin released: its share, rounded down; the last close releases the rest. */
  readonly released: bigint;
  readonly pnl: bigint;
  /** The part of a loss the member pays; `insurance` pays the rest. */
  readonly lossPaid: bigint;
  readonly insurance: bigint;
  /** The close fee collected: at most what is left of what pays. */
  readonly fee: bigint;
  /** The net change of the member's balance (futures: available; overseas: point). */
  readonly balanceChange: bigint;
}

/**
 * How a close's money splits once its released margin, PnL and full fee are known: `budget` (what
 * pays: the released margin, plus the balance where the balance backs the position) pays the loss
 * and insurance the rest; the fee takes at most what is left of the budget and the gain.
 */
export function splitClose(released: bigint, pnl: bigint, budget: bigint, fullFee: bigint): CloseOutcome {
  const loss = pnl < 0n ? -pnl : 0n;
  const lossPaid = minBig(loss, budget);
  const gain = pnl > 0n ? pnl : 0n;
  const fee = minBig(fullFee, budget + gain - lossPaid);
  return {
    released,
    pnl,
    lossPaid,
    insurance: loss - lossPaid,
    fee,
    balanceChange: released + gain - lossPaid - fee,
  };
}

/**
 * The money of a futures close, exactly as the server's `closePart` and `settleClose` price it: what
 * pays a loss and the fee is the released margin (ISOLATED) or the available balance after the
 * release (CROSS, `available` as it stands before the release).
 */
export function closeOutcome(
  position: BookPosition,
  qty: bigint,
  price: number,
  feeBps: bigint,
  available: bigint,
): CloseOutcome {
  const released =
    qty === position.qty ? position.margin : mulDiv(position.margin, qty, position.qty, 'floor');
  const pnl = pnlMinor(directionOf(position.side), qty, position.entryPrice, price);
  const budget = position.marginType === 'CROSS' ? available + released : released;
  return splitClose(released, pnl, budget, closeFeeMinor(qty, position.entryPrice, price, feeBps));
}
