import type { futures } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import { moneyAction } from '../../core/money-action.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { voidHold } from '../../ledger/index.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { queueCrossUpdate, queueOrderEvent } from './futures-events.ts';
import { orderRecord, orderSelect } from './order-records.ts';
import type { OrderRow } from './order-records.ts';
import { marksNow } from './feed-prices.ts';
import { cachedFuturesOption } from './futures-option.ts';
import type { FuturesContext } from './place-order.ts';

/**
 * Cancels one OPEN order already locked by the caller: the guarded status change first (a trigger
 * that fills it at the same moment waits on the row, then finds it CANCELLED), then its hold back to
 * the wallet. ORDER_CANCEL is queued for after the commit.
 */
export async function cancelLocked(
  tx: Queryable,
  events: EventSink,
  orderId: number,
  nowMs: number,
): Promise<boolean> {
  const updated = await tx.query<{ hold_id: number | null }>(
    `UPDATE futures_order SET status = 'CANCELLED', updated_at = $2 WHERE id = $1 AND status = 'OPEN'
     RETURNING hold_id`,
    [orderId, new Date(nowMs)],
  );
  const row = updated.rows[0];
  if (row === undefined) return false;
  if (row.hold_id !== null) {
    const released = await voidHold(tx, { holdId: row.hold_id, ref: `futures-order:${orderId}` });
    if (isRejection(released)) throw new Error(`The hold of open order ${orderId} was not open.`);
  }
  await queueOrderEvent(tx, events, 'ORDER_CANCEL', orderId);
  return true;
}

/** POST /futures/order/cancel: one of the caller's open orders; another member's is ORDER_NOT_FOUND. */
export async function cancelOrder(
  ctx: FuturesContext,
  caller: MemberCaller,
  orderId: number,
): Promise<futures.FuturesOrder | Rejection> {
  const key = { siteId: caller.siteId, memberId: caller.memberId, requestId: undefined, body: { orderId } };
  return moneyAction(ctx, key, async (tx, events) => {
    const found = await tx.query<{ status: string }>(
      'SELECT status FROM futures_order WHERE id = $1 AND member_id = $2 AND site_id = $3 FOR UPDATE',
      [orderId, caller.memberId, caller.siteId],
    );
    const order = found.rows[0];
    if (order === undefined) return reject('ORDER_NOT_FOUND');
    if (!(await cancelLocked(tx, events, orderId, ctx.clock.nowMs()))) return reject('ORDER_NOT_CANCELLABLE');
    await queueCrossUpdate(tx, events, caller.memberId, marksNow(ctx.market, ctx.clock.nowMs()));
    const row = (await tx.query<OrderRow>(`${orderSelect} WHERE o.id = $1`, [orderId])).rows[0];
    if (row === undefined) throw new Error(`Order ${orderId} vanished inside its own transaction.`);
    return orderRecord(row);
  });
}

/** POST /futures/order/cancel_all: the caller's resting LIMIT and STOP orders, on one option or on all. */
export async function cancelAllOrders(
  ctx: FuturesContext,
  caller: MemberCaller,
  optionId: number | undefined,
): Promise<{ count: number } | Rejection> {
  // An option the caller's site does not have is refused as every other futures call refuses it,
  // rather than answered "0 cancelled" as if it were real.
  if (optionId !== undefined && (await cachedFuturesOption(ctx.db, caller.siteId, optionId)) === undefined)
    return reject('OPTION_NOT_FOUND');
  const key = { siteId: caller.siteId, memberId: caller.memberId, requestId: undefined, body: { optionId } };
  return moneyAction(ctx, key, async (tx, events) => {
    const open = await tx.query<{ id: number }>(
      `SELECT id FROM futures_order
       WHERE member_id = $1 AND site_id = $2 AND status = 'OPEN' AND market_type IN ('LIMIT', 'STOPMARKET', 'STOPLIMIT')
         AND ($3::int IS NULL OR futures_option_id = $3)
       ORDER BY id FOR UPDATE`,
      [caller.memberId, caller.siteId, optionId ?? null],
    );
    let count = 0;
    for (const { id } of open.rows) {
      if (await cancelLocked(tx, events, id, ctx.clock.nowMs())) count += 1;
    }
    if (count > 0)
      await queueCrossUpdate(tx, events, caller.memberId, marksNow(ctx.market, ctx.clock.nowMs()));
    return { count };
  });
}
