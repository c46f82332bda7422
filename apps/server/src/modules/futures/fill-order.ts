import type { futures } from '@baro/contracts';
import { isRejection } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { voidHold } from '../../ledger/index.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { lockFuturesAccounts } from './futures-ledger.ts';
import type { FuturesAccounts } from './futures-ledger.ts';
import {
  publishCross,
  publishOrderEvent,
  queueCloseEvent,
  queueOrderEvents,
  queuePositionEvent,
  readForPushes,
} from './futures-events.ts';
import type { PushReads } from './futures-events.ts';
import { orderRecord, orderReturning, orderRowOf } from './order-records.ts';
import type { OrderRow } from './order-records.ts';
import type { MarkSource } from './feed-prices.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import { attachEntryTpsl, hasEntryTpsl } from './entry-tpsl.ts';
import type { EntryTpsl } from './entry-tpsl.ts';
import { closePart, lockOpenPosition, openOrAdd } from './position-writes.ts';
import type { DecidingTick, OpenPosition } from './position-writes.ts';

/** The order columns a fill decides on; `orderToFillColumns` selects or returns them. */
export interface OrderToFill {
  id: number;
  site_id: number;
  member_id: number;
  trade_type: 'LONG' | 'SHORT';
  market_type: 'MARKET' | 'LIMIT' | 'STOPMARKET' | 'STOPLIMIT' | 'TAKEPROFIT' | 'STOPLOSS';
  qty: string;
  leverage: number;
  margin_type: 'ISOLATED' | 'CROSS';
  hold_id: number | null;
  take_profit: string | null;
  stop_loss: string | null;
  is_mark_tp: boolean;
  is_mark_sl: boolean;
}

export const orderToFillColumns = `id, site_id, member_id, trade_type, market_type, qty::text AS qty, leverage,
  margin_type, hold_id, take_profit::text AS take_profit, stop_loss::text AS stop_loss, is_mark_tp, is_mark_sl`;

export interface FillInput {
  readonly option: FuturesOptionTerms;
  /** The tick that decides the fill: its price is the fill price (B-book, never a client's). */
  readonly tick: DecidingTick;
  readonly markPrice: number;
  readonly nowMs: number;
  /** The marks of the member's other options, for the cross figures. */
  readonly marks: MarkSource;
  /**
   * The member's accounts and open position on the option when the caller has locked them already
   * (`lockForOrder`), so the fill does not lock them again.
   */
  readonly locked?: { readonly accounts: FuturesAccounts; readonly position: OpenPosition | undefined };
}

export interface Filled {
  readonly positionId: number | null;
  /** The filled order as the wire shows it, from the row its fill wrote. */
  readonly order: FuturesOrder;
}

/**
 * Fills one OPEN order at the tick's price, in the caller's transaction: claims the order row (a
 * concurrent cancel or a second filler waits, then finds it no longer OPEN and gets null), releases
 * its hold, then opens, adds to, reduces, closes or flips the member's position (one-way mode). A
 * TP/SL order only closes the position it names. The order's TP/SL at entry go on the position it
 * opened or added to (entry-tpsl.ts). Records the deciding tick on the order; queues ORDER_FILLED,
 * the TP/SL orders' events, the position's event and the cross figures for after the commit.
 */
export async function fillOrder(
  tx: Queryable,
  events: EventSink,
  orderId: number,
  input: FillInput,
): Promise<Filled | Rejection | null> {
  // The order and, first in the lock order (order-lock.ts), the member's open TP/SL orders on its
  // option, which a fill that closes the position cancels: one statement, by id.
  const claimed = await tx.query<OrderToFill>(
    `SELECT ${orderToFillColumns} FROM futures_order
     WHERE status = 'OPEN' AND (id = $1 OR (market_type IN ('TAKEPROFIT', 'STOPLOSS')
       AND (member_id, futures_option_id) = (SELECT member_id, futures_option_id FROM futures_order WHERE id = $1)))
     ORDER BY id FOR UPDATE`,
    [orderId],
  );
  const order = claimed.rows.find((row) => row.id === orderId);
  if (order === undefined) return null;
  return fillClaimed(tx, events, order, input);
}

/**
 * `fillOrder` of an order the caller holds already: claimed by it, or inserted by it in this same
 * transaction (POST /futures/order), so no other transaction can see it.
 */
export async function fillClaimed(
  tx: Queryable,
  events: EventSink,
  order: OrderToFill,
  input: FillInput,
): Promise<Filled | Rejection> {
  const ref = `futures-order:${order.id}`;
  if (order.hold_id !== null) {
    const released = await voidHold(tx, { holdId: order.hold_id, ref });
    if (isRejection(released)) throw new Error(`The hold of open order ${order.id} was not open.`);
  }
  const accounts = input.locked?.accounts ?? (await lockFuturesAccounts(tx, order.site_id, order.member_id));
  const position =
    input.locked === undefined
      ? await lockOpenPosition(tx, order.member_id, input.option.id)
      : input.locked.position;
  const outcome = await applyFill(tx, events, { order, accounts, position, input, ref });
  if (isRejection(outcome)) return outcome;
  const written = await tx.query<Omit<OrderRow, 'stock' | 'price_precision'>>(
    `UPDATE futures_order SET status = 'FILLED', fill_price = $2, fill_tick_at = $3, fill_source = $4,
       fee = $5::numeric, margin = $6::numeric, realized_pnl = $7::numeric, futures_position_id = $8, updated_at = $9
     WHERE id = $1 RETURNING ${orderReturning}`,
    [
      order.id,
      input.tick.price,
      new Date(input.tick.atMs),
      input.tick.source,
      outcome.fee.toString(),
      outcome.margin.toString(),
      outcome.realizedPnl.toString(),
      outcome.positionId,
      new Date(input.nowMs),
    ],
  );
  const tpsl = entryTpslOf(order);
  const attached =
    outcome.entered !== null && hasEntryTpsl(tpsl)
      ? await attachEntryTpsl(tx, { positionId: outcome.entered, tpsl, nowMs: input.nowMs })
      : { cancelled: [], placed: [] };
  const filledRow = written.rows[0];
  if (filledRow === undefined) throw new Error(`Order ${order.id} vanished inside its own fill.`);
  const filled = orderRowOf(filledRow, input.option);
  publishOrderEvent(events, 'ORDER_FILLED', filled);
  await queueOrderEvents(tx, events, 'ORDER_CANCEL', attached.cancelled);
  await queueOrderEvents(tx, events, 'ORDER_SUCCESS', attached.placed);
  // The positions and cross figures the pushes show, read in one statement after every write.
  const read = await readForPushes(tx, outcome.touched, [order.member_id], input.marks);
  for (const queue of outcome.after) await queue(read);
  publishCross(events, order.member_id, read);
  return { positionId: outcome.positionId, order: orderRecord(filled) };
}

function entryTpslOf(order: OrderToFill): EntryTpsl {
  return {
    takeProfit: order.take_profit === null ? null : Number(order.take_profit),
    stopLoss: order.stop_loss === null ? null : Number(order.stop_loss),
    isMarkTp: order.is_mark_tp,
    isMarkSl: order.is_mark_sl,
  };
}

type FuturesOrder = futures.FuturesOrder;

interface FillOutcome {
  positionId: number | null;
  /**
   * The position the fill opened or added to, which takes the order's TP/SL at entry; null when the
   * fill only reduced or closed the opposite position (a closing order's TP/SL have no position of
   * their side to go on).
   */
  entered: number | null;
  fee: bigint;
  margin: bigint;
  realizedPnl: bigint;
  /** The position events, queued after ORDER_FILLED from the rows read for them. */
  after: ((read: PushReads) => Promise<void>)[];
  /** The positions those events show. */
  touched: number[];
}

async function applyFill(
  tx: Queryable,
  events: EventSink,
  ctx: {
    order: OrderToFill;
    accounts: FuturesAccounts;
    position: OpenPosition | undefined;
    input: FillInput;
    ref: string;
  },
): Promise<FillOutcome | Rejection> {
  const { order, accounts, position, input, ref } = ctx;
  const { terms } = input.option;
  const qty = BigInt(order.qty);
  const result: FillOutcome = {
    positionId: null,
    entered: null,
    fee: 0n,
    margin: 0n,
    realizedPnl: 0n,
    after: [],
    touched: [],
  };
  let openQty = qty;
  const closesOnly = order.market_type === 'TAKEPROFIT' || order.market_type === 'STOPLOSS';
  if (position !== undefined && position.side !== order.trade_type) {
    const closeQty = closesOnly || qty > position.qty ? position.qty : qty;
    const closed = await closePart(tx, accounts, position, {
      closeQty,
      tick: input.tick,
      closeType: order.market_type,
      feeBps: terms.takerFeeBps,
      nowMs: input.nowMs,
      ref,
    });
    openQty = closesOnly ? 0n : qty - closeQty;
    result.positionId = position.id;
    result.fee += closed.feePaid;
    result.realizedPnl = closed.realizedPnl;
    result.touched.push(position.id);
    result.after.push((read) =>
      closed.closed
        ? queueCloseEvent(
            tx,
            events,
            {
              type: 'POSITION_CLOSE',
              positionId: position.id,
              terms,
              tick: input.tick,
              closeType: order.market_type,
              realizedPnl: closed.realizedPnl,
            },
            read,
          )
        : queuePositionEvent(tx, events, 'POSITION_UPDATE', position.id, terms, input.markPrice, read),
    );
  } else if (closesOnly) {
    // A TP/SL whose position is gone (closed by the member meanwhile) has nothing to close.
    return result;
  }
  if (openQty <= 0n) return result;
  const same = position !== undefined && position.side === order.trade_type ? position : undefined;
  const opened = await openOrAdd(tx, accounts, terms, same, {
    siteId: order.site_id,
    optionId: input.option.id,
    side: order.trade_type,
    qty: openQty,
    leverage: same?.leverage ?? order.leverage,
    marginType: same?.marginType ?? order.margin_type,
    price: input.tick.price,
    nowMs: input.nowMs,
    ref,
  });
  if (isRejection(opened)) return opened;
  result.positionId = opened.positionId;
  result.entered = opened.positionId;
  result.fee += opened.fee;
  result.margin = opened.margin;
  result.touched.push(opened.positionId);
  result.after.push((read) =>
    queuePositionEvent(
      tx,
      events,
      opened.opened ? 'POSITION_OPEN' : 'POSITION_UPDATE',
      opened.positionId,
      terms,
      input.markPrice,
      read,
    ),
  );
  return result;
}
