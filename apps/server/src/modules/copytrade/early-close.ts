import type { RouteBody, futures } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import { moneyAction } from '../../core/money-action.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { feedTick, marksNow } from '../futures/feed-prices.ts';
import { loadFuturesOptionById } from '../futures/futures-option.ts';
import { publishOrderEvent } from '../futures/futures-events.ts';
import { orderRecord, orderSelect } from '../futures/order-records.ts';
import type { OrderRow } from '../futures/order-records.ts';
import { closeCopies } from './copy-close.ts';
import { publishCopiesClosed, queueCopyCross } from './copy-events.ts';
import type { FanoutContext } from './copy-fanout.ts';

type Body = RouteBody<typeof futures.closeCopyTrade>;

interface CopyRow {
  id: number;
  follow_id: number;
  trade_type: 'LONG' | 'SHORT';
  qty: string;
  margin: string;
  futures_position_id: number | null;
  futures_option_id: number;
  trader_member_id: number;
  share_bps: number;
}

/**
 * POST /futures/order/copytrade/close: the follower closes one open copy early, whole, at the feed's
 * price now (the client's `closePrice` is what it saw, never what it gets: DOMAIN.md §0), as the
 * trader's close would (copy-close.ts: the follower's closing order, the profit share above the
 * high-water mark). Only the caller's own open copy of that trader order, on their site; anything
 * else is COPY_ORDER_NOT_FOUND. Later adds of that trader position are not copied to them
 * (COPY_CLOSED_BY_FOLLOWER). Answers the closing order.
 */
export async function closeCopyEarly(
  ctx: FanoutContext,
  caller: MemberCaller,
  body: Body,
): Promise<futures.FuturesOrder | Rejection> {
  const key = { siteId: caller.siteId, memberId: caller.memberId, requestId: body.requestId, body };
  return moneyAction(ctx, key, async (tx, events) => {
    const found = await tx.query<CopyRow>(
      `SELECT c.id, c.follow_id, c.trade_type, c.qty::text AS qty, c.margin::text AS margin, c.futures_position_id,
         c.futures_option_id, t.member_id AS trader_member_id,
         COALESCE(t.profit_share_bps, si.copytrade_profit_share_bps) AS share_bps
       FROM futures_follower_order c
       JOIN futures_trader_order o ON o.id = c.futures_trader_order_id
       JOIN copytrade_trader t ON t.id = o.trader_id
       JOIN site_info si ON si.id = c.site_id
       WHERE c.id = $1 AND c.futures_trader_order_id = $2 AND c.member_id = $3 AND c.site_id = $4
         AND c.status = 'OPEN'`,
      [body.futuresFollowerOrderId, body.futuresTraderOrderId, caller.memberId, caller.siteId],
    );
    const copy = found.rows[0];
    if (copy === undefined) return reject('COPY_ORDER_NOT_FOUND');
    const option = await loadFuturesOptionById(tx, copy.futures_option_id);
    if (option === undefined) return reject('OPTION_NOT_FOUND');
    const nowMs = ctx.clock.nowMs();
    const tick = feedTick(ctx.market, option.stock, nowMs);
    if (tick === null) return reject('PRICE_UNAVAILABLE');
    const closed = await closeCopies(tx, {
      siteId: caller.siteId,
      optionId: option.id,
      terms: option.terms,
      tick: { source: tick.source, atMs: tick.atMs, price: tick.lastPrice },
      traderMemberId: copy.trader_member_id,
      shareBps: BigInt(copy.share_bps),
      signalId: null,
      copies: [
        {
          row: {
            copyId: copy.id,
            followId: copy.follow_id,
            memberId: caller.memberId,
            traderOrderId: body.futuresTraderOrderId,
            side: copy.trade_type,
            qty: BigInt(copy.qty),
            margin: BigInt(copy.margin),
            positionId: copy.futures_position_id,
          },
          closeQty: BigInt(copy.qty),
        },
      ],
      nowMs,
    });
    const orderId = closed[0]?.orderId ?? null;
    // The copy's position is gone (the member closed it, or it was liquidated): nothing to close at
    // the market; the trader's next close ends the copy.
    if (orderId === null) return reject('COPY_ORDER_NOT_FOUND');
    const rows = await tx.query<OrderRow>(`${orderSelect} WHERE o.id = $1`, [orderId]);
    const row = rows.rows[0];
    if (row === undefined) throw new Error(`Closing order ${orderId} vanished inside its own transaction.`);
    publishOrderEvent(events, 'ORDER_FILLED', row);
    publishCopiesClosed(
      events,
      { optionId: option.id, pricePrecision: option.pricePrecision, price: tick.lastPrice },
      closed,
    );
    await queueCopyCross(tx, events, [caller.memberId, copy.trader_member_id], marksNow(ctx.market, nowMs));
    return orderRecord(row);
  });
}
