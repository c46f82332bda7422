import { averageEntryPrice, decideCopy } from '@baro/domain';
import type { CopySkipReason, FuturesTerms } from '@baro/domain';
import { isRejection } from '../../core/rejection.ts';
import { openFigures } from '../futures/position-writes.ts';
import type { OpenPosition } from '../futures/position-writes.ts';

/** One active follow of the trader, with what its copy decides on (read under the fan-out's locks). */
export interface FollowState {
  readonly followId: number;
  readonly memberId: number;
  readonly multiplyPer: number;
  readonly maxBet: bigint;
  readonly oneMaxBet: bigint;
  readonly usedBet: bigint;
  /** What the follower may spend from the FUTURES wallet: its available balance less its CROSS losses at mark (0 without a wallet). */
  readonly available: bigint;
  /** The follower's open position on the option, if any. */
  readonly position: OpenPosition | undefined;
  /** The follower's copy of this trader position so far, if any. */
  readonly copy:
    | {
        readonly id: number;
        readonly qty: bigint;
        readonly margin: bigint;
        readonly openPrice: number | null;
        readonly status: string;
        /** The follower's position the copy opened into (null while it opened none). */
        readonly positionId: number | null;
      }
    | undefined;
}

/** The trader's fill a copy follows. */
export interface FillToCopy {
  readonly side: 'LONG' | 'SHORT';
  readonly margin: bigint;
  readonly leverage: number;
  readonly price: number;
}

export type CopyOpenPlan =
  | {
      readonly kind: 'COPIED';
      readonly follow: FollowState;
      readonly qty: bigint;
      readonly margin: bigint;
      readonly fee: bigint;
      /** The follower's position's entry after the copy. */
      readonly entryPrice: number;
      /** The copy's mean entry over its fills. */
      readonly copyOpenPrice: number;
    }
  | { readonly kind: 'SKIPPED'; readonly follow: FollowState; readonly reason: CopySkipReason };

/**
 * How one follower copies one opening fill of the trader (DOMAIN.md §5): sized by `decideCopy` (ratio,
 * one-copy cap, room under maxBet, balance), at the trader's price and leverage, into a position of
 * the copy's own on the pair (one-way mode): any other position the follower holds there is a
 * conflict, the tier cap a skip, and a copy the follower closed early takes no more of this position.
 * The same rule decides the set-based fan-out and the per-follower reference, so they must agree.
 */
export function planCopyOpen(fill: FillToCopy, follow: FollowState, terms: FuturesTerms): CopyOpenPlan {
  if (follow.copy?.status === 'CLOSED') return { kind: 'SKIPPED', follow, reason: 'COPY_CLOSED_BY_FOLLOWER' };
  // A copy sits alone in its position: only the position this copy opened takes the trader's adds. A
  // position of the follower's own, or of another copy (another trader's, or this trader's under an
  // earlier follow), would blend its entry into the copy's pnl and profit share, and two copies of
  // one trader position in one position would both be paid out of it when the trader closes.
  const position = follow.position;
  if (position !== undefined && (follow.copy?.status !== 'OPEN' || follow.copy.positionId !== position.id))
    return { kind: 'SKIPPED', follow, reason: 'COPY_POSITION_CONFLICT' };
  const decided = decideCopy({
    traderMarginMinor: fill.margin,
    leverage: fill.leverage,
    multiplyPer: follow.multiplyPer,
    oneMaxBetMinor: follow.oneMaxBet,
    maxBetMinor: follow.maxBet,
    usedBetMinor: follow.usedBet,
    availableMinor: follow.available,
    qtyStepMinor: terms.qtyStepMinor,
    minQtyMinor: terms.minQtyMinor,
    takerFeeBps: terms.takerFeeBps,
  });
  if (!decided.ok) return { kind: 'SKIPPED', follow, reason: decided.reason };
  const figures = openFigures(terms, position, {
    qty: decided.qtyMinor,
    leverage: fill.leverage,
    price: fill.price,
  });
  if (isRejection(figures)) return { kind: 'SKIPPED', follow, reason: 'COPY_MAX_POSITION' };
  const copied = follow.copy?.status === 'OPEN' && follow.copy.openPrice !== null ? follow.copy : undefined;
  return {
    kind: 'COPIED',
    follow,
    qty: decided.qtyMinor,
    margin: figures.margin,
    fee: figures.fee,
    entryPrice: figures.entryPrice,
    copyOpenPrice:
      copied === undefined || copied.openPrice === null
        ? fill.price
        : averageEntryPrice(
            fill.side === 'LONG' ? 1 : -1,
            copied.qty,
            copied.openPrice,
            decided.qtyMinor,
            fill.price,
          ),
  };
}
