import { shareOfClose } from '@baro/domain';
import type { FuturesTerms, ShareState } from '@baro/domain';
import { closeFigures } from '../futures/position-writes.ts';
import type { CloseFigures, DecidingTick, OpenPosition } from '../futures/position-writes.ts';

/** An open copy to close (part of), with what its close decides on, read under the close's locks. */
export interface CopyToClose {
  readonly copyId: number;
  readonly followId: number;
  readonly memberId: number;
  readonly traderOrderId: number;
  readonly side: 'LONG' | 'SHORT';
  readonly copyQty: bigint;
  readonly copyMargin: bigint;
  readonly positionId: number | null;
  /** How much of the copy this close takes (all of it for an early close). */
  readonly closeQty: bigint;
  /** The follower's open position on the option now, if any. */
  readonly position: OpenPosition | undefined;
  readonly available: bigint;
  /** The follow's profit-share state. */
  readonly share: ShareState;
}

export interface CopyClosePlan {
  readonly copy: CopyToClose;
  /** The follower's position closed by this (part of a) copy, or undefined when it is gone already. */
  readonly figures: CloseFigures | undefined;
  /** The close's realised result net of its fee: what the profit share is charged on. */
  readonly net: bigint;
  readonly profitShare: bigint;
  readonly shareAfter: ShareState;
  /** The copy's quantity and margin this close takes off it. */
  readonly copyQtyClosed: bigint;
  readonly copyMarginReleased: bigint;
  readonly copyClosed: boolean;
}

/**
 * How one copy closes (DOMAIN.md §5): at the deciding tick, `closeQty` of the follower's position
 * (never more than it holds: a follower who reduced it themselves has less to close), paid as any
 * futures close (`closeFigures`), then the trader's profit share of the net result above the
 * follow's high-water mark (`shareOfClose`). A copy whose position is gone (closed or liquidated by
 * the follower's own action) just ends, moving no money.
 */
export function planCopyClose(
  copy: CopyToClose,
  tick: DecidingTick,
  terms: FuturesTerms,
  shareBps: bigint,
): CopyClosePlan {
  const position = copy.position?.id === copy.positionId ? copy.position : undefined;
  if (position === undefined)
    return {
      copy,
      figures: undefined,
      net: 0n,
      profitShare: 0n,
      shareAfter: copy.share,
      copyQtyClosed: copy.copyQty,
      copyMarginReleased: copy.copyMargin,
      copyClosed: true,
    };
  const qty = copy.closeQty < position.qty ? copy.closeQty : position.qty;
  const figures = closeFigures(position, { closeQty: qty, tick, feeBps: terms.takerFeeBps }, copy.available);
  const net = (figures.pnl > 0n ? figures.pnl : -figures.lossPaid) - figures.feePaid;
  const shared = shareOfClose(copy.share, net, shareBps);
  const copyClosed = figures.closed || qty >= copy.copyQty;
  return {
    copy,
    figures,
    net,
    profitShare: shared.shareMinor,
    shareAfter: shared.state,
    copyQtyClosed: copyClosed ? copy.copyQty : qty,
    copyMarginReleased: copyClosed ? copy.copyMargin : (copy.copyMargin * qty) / copy.copyQty,
    copyClosed,
  };
}
