import { copyCloseQtyMinor } from '@baro/domain';
import type { Bus } from '../../realtime/bus.ts';
import type { Clock } from '../../context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import type { MarketService } from '../../market/market-service.ts';
import { marksNow } from '../futures/feed-prices.ts';
import { loadFuturesOptionById } from '../futures/futures-option.ts';
import type { FuturesOptionTerms } from '../futures/futures-option.ts';
import { closeCopies } from './copy-close.ts';
import type { ClosedCopy, OpenCopyRow } from './copy-close.ts';
import { publishCopiesClosed, publishCopiesOpened, queueCopyCross } from './copy-events.ts';
import { fanOutOpen } from './copy-open.ts';
import { lockPendingSignal, markSignalDone } from './copy-signal.ts';
import type { TraderFill } from './copy-signal.ts';

export interface FanoutContext {
  readonly db: Database;
  readonly bus: Bus;
  readonly clock: Clock;
  /** The marks the wallet pushes value open positions at. */
  readonly market: MarketService;
}

/**
 * Runs one trader fill's fan-out (docs/copytrade-design.md) in one transaction: its signal locked and
 * found pending, its copies written set-based, the signal marked done; the pushes after the commit.
 * A second run, or a run after a crash that rolled this one back, finds the signal done or pending as
 * it was: nothing is copied twice, nothing is lost. Answers whether it ran the signal.
 */
export async function runSignal(ctx: FanoutContext, signalId: number): Promise<boolean> {
  const ran = await transactionWithEvents(ctx, async (tx, events) => {
    const fill = await lockPendingSignal(tx, signalId);
    if (fill === undefined) return undefined;
    const nowMs = ctx.clock.nowMs();
    const option = await loadFuturesOptionById(tx, fill.optionId);
    if (option === undefined)
      throw new Error(`Signal ${signalId} names option ${fill.optionId}, which is gone.`);
    const context = {
      optionId: fill.optionId,
      pricePrecision: option.pricePrecision,
      side: fill.side,
      traderId: fill.traderId,
      price: fill.tick.price,
    };
    let moved: number[] = [];
    if (fill.positionId !== null && fill.opens) {
      const opened = await fanOutOpen(tx, fill, option.terms, nowMs, marksNow(ctx.market, nowMs));
      publishCopiesOpened(events, context, opened);
      moved = opened.copies.filter((copy) => copy.skipReason === null).map((copy) => copy.memberId);
    } else if (fill.positionId !== null) {
      const closed = await fanOutClose(tx, fill, option, nowMs);
      publishCopiesClosed(events, context, closed);
      moved = closed.filter((copy) => copy.orderId !== null).map((copy) => copy.memberId);
      if (moved.length > 0) moved.push(fill.traderMemberId);
    }
    await markSignalDone(tx, signalId, nowMs);
    return { moved };
  });
  if (ran === undefined) return false;
  // The wallet pushes of every member the copies moved, read once the fan-out committed: a large
  // fan-out holds the site's shards while it runs, and this read need not lengthen that.
  await queueCopyCross(ctx.db, ctx.bus, ran.moved, marksNow(ctx.market, ctx.clock.nowMs()));
  return true;
}

/**
 * A trader's reduce or close (or liquidation): each open copy of the position closes the same fraction
 * (`copyCloseQtyMinor`) at the fill's price, and the trader position as followers see it shrinks or ends.
 */
async function fanOutClose(
  tx: Queryable,
  fill: TraderFill,
  option: FuturesOptionTerms,
  nowMs: number,
): Promise<ClosedCopy[]> {
  const found = await tx.query<{ id: number; qty: string }>(
    `SELECT id, qty::text AS qty FROM futures_trader_order WHERE futures_position_id = $1 FOR UPDATE`,
    [fill.positionId],
  );
  const traderOrder = found.rows[0];
  // A position opened before the member became a trader has no copies.
  if (traderOrder === undefined) return [];
  const before = BigInt(traderOrder.qty);
  const ends = !fill.positionOpen || fill.qty >= before;
  await tx.query(
    `UPDATE futures_trader_order SET qty = GREATEST(qty - $2::numeric, 0), realized_pnl = realized_pnl + $3::numeric,
       status = CASE WHEN $4 THEN 'CLOSED' ELSE status END,
       close_price = CASE WHEN $4 THEN $5::bigint ELSE close_price END,
       closed_at = CASE WHEN $4 THEN $6::timestamptz ELSE closed_at END
     WHERE id = $1`,
    [
      traderOrder.id,
      fill.qty.toString(),
      fill.realizedPnl.toString(),
      ends,
      fill.tick.price,
      new Date(nowMs),
    ],
  );
  const copies = await openCopiesOf(tx, traderOrder.id);
  return closeCopies(tx, {
    siteId: fill.siteId,
    optionId: fill.optionId,
    terms: option.terms,
    tick: fill.tick,
    traderMemberId: fill.traderMemberId,
    shareBps: fill.shareBps,
    signalId: fill.signalId,
    copies: copies.map((row) => ({
      row,
      closeQty:
        ends || before <= 0n
          ? row.qty
          : copyCloseQtyMinor({
              copyQtyMinor: row.qty,
              traderQtyMinor: before,
              closedQtyMinor: fill.qty,
              qtyStepMinor: option.terms.qtyStepMinor,
              minQtyMinor: option.terms.minQtyMinor,
            }),
    })),
    nowMs,
  });
}

/** The open copies of one trader position (before the close's locks, which read them again). */
export async function openCopiesOf(tx: Queryable, traderOrderId: number): Promise<OpenCopyRow[]> {
  const rows = await tx.query<{
    id: number;
    follow_id: number;
    member_id: number;
    trade_type: 'LONG' | 'SHORT';
    qty: string;
    margin: string;
    futures_position_id: number | null;
  }>(
    `SELECT id, follow_id, member_id, trade_type, qty::text AS qty, margin::text AS margin, futures_position_id
     FROM futures_follower_order WHERE futures_trader_order_id = $1 AND status = 'OPEN' ORDER BY id`,
    [traderOrderId],
  );
  return rows.rows.map((row) => ({
    copyId: row.id,
    followId: row.follow_id,
    memberId: row.member_id,
    traderOrderId,
    side: row.trade_type,
    qty: BigInt(row.qty),
    margin: BigInt(row.margin),
    positionId: row.futures_position_id,
  }));
}
