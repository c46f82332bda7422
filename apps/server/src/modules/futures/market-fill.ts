import type { futures } from '@baro/contracts';
import { pnlMinor } from '@baro/domain';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { ledgerAssert } from '../../ledger/index.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { crossLossOf } from './cross-loss.ts';
import type { MarkSource } from './feed-prices.ts';
import { futuresAsset } from './futures-ledger.ts';
import type { FuturesAccounts, Movement } from './futures-ledger.ts';
import {
  crossOf,
  publishCross,
  publishOrderEvent,
  queueCloseEvent,
  queuePositionEvent,
} from './futures-events.ts';
import type { CrossRow, PushReads } from './futures-events.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import type { OrderInput } from './order-input.ts';
import type { LockedForOrder } from './order-lock.ts';
import { orderRecord, orderRowOf } from './order-records.ts';
import { writeSql } from './market-fill-sql.ts';
import type { WriteRow } from './market-fill-sql.ts';
import { directionOf } from './position-records.ts';
import type { PositionRow } from './position-records.ts';
import { closeFigures, closeMovements, openFigures, openMovements } from './position-writes.ts';
import type { DecidingTick, OpenPosition } from './position-writes.ts';

// POST /futures/order's fill at placement in ONE write statement (issue 15 §5): the order inserted
// already FILLED with its deciding tick, the position opened, added to, reduced or closed, the
// position's TP/SL cancelled on a full close, every posting with both its sides and the balances
// they move (guarded: no member account below zero), all conditioned on the order's insert, which is
// the request's idempotency record (ON CONFLICT DO NOTHING: a retry writes nothing). The figures are
// decided before, by the same pure functions as the trigger loop's fill (position-writes.ts), on what
// `lockForOrder` read under its locks; the pushes are built from what the statement returns. A fill
// that flips the position or carries TP/SL at entry takes the general path (fill-order.ts).

export interface MarketFillInput {
  readonly siteId: number;
  readonly memberId: number;
  readonly option: FuturesOptionTerms;
  readonly input: OrderInput;
  readonly request: { readonly id: string; readonly hash: string } | null;
  readonly tick: DecidingTick;
  readonly markPrice: number;
  readonly marks: MarkSource;
  readonly nowMs: number;
  readonly locked: LockedForOrder;
}

/** What the one statement writes to the position, decided in `planFill`. */
type PositionWrite =
  | { readonly kind: 'open'; readonly entryPrice: number; readonly margin: bigint }
  | {
      readonly kind: 'add';
      readonly position: OpenPosition;
      readonly entryPrice: number;
      readonly margin: bigint;
    }
  | {
      readonly kind: 'reduce';
      readonly position: OpenPosition;
      readonly released: bigint;
      readonly pnl: bigint;
    }
  | { readonly kind: 'close'; readonly position: OpenPosition; readonly pnl: bigint };

export interface FillPlan {
  readonly write: PositionWrite;
  readonly fee: bigint;
  readonly margin: bigint;
  readonly realizedPnl: bigint;
  readonly movements: readonly Omit<Movement, 'ref'>[];
}

/** True when the one-statement fill covers the order: no flip, no TP/SL at entry. */
export function fillsInOneStatement(input: OrderInput, position: OpenPosition | undefined): boolean {
  if (input.takeProfit !== null || input.stopLoss !== null) return false;
  return position === undefined || position.side === input.side || input.qty <= position.qty;
}

/** The fill's figures, as `applyFill` decides them for an order that does not flip the position. */
export function planFill(fill: MarketFillInput): FillPlan | Rejection {
  const { input, locked, option, tick } = fill;
  const { accounts, position } = locked;
  if (position === undefined || position.side === input.side) {
    const leverage = position?.leverage ?? locked.setting.leverage;
    const figures = openFigures(option.terms, position, { qty: input.qty, leverage, price: tick.price });
    if (isRejection(figures)) return figures;
    const write: PositionWrite =
      position === undefined
        ? { kind: 'open', entryPrice: figures.entryPrice, margin: figures.margin }
        : { kind: 'add', position, entryPrice: figures.entryPrice, margin: figures.margin };
    return {
      write,
      fee: figures.fee,
      margin: figures.margin,
      realizedPnl: 0n,
      movements: openMovements(accounts, figures),
    };
  }
  const figures = closeFigures(
    position,
    { closeQty: input.qty, tick, feeBps: option.terms.takerFeeBps },
    locked.available,
  );
  return {
    write: figures.closed
      ? { kind: 'close', position, pnl: figures.pnl }
      : { kind: 'reduce', position, released: figures.released, pnl: figures.pnl },
    fee: figures.feePaid,
    margin: 0n,
    realizedPnl: figures.pnl,
    movements: closeMovements(accounts, figures),
  };
}

/**
 * Whether the postings would take the wallet below zero (the locked balance) or, where they take from
 * it, below `backing` (what backs the member's CROSS losses, `fundsRefusal`).
 */
export function walletShort(
  accounts: FuturesAccounts,
  available: bigint,
  legs: readonly Omit<Movement, 'ref'>[],
  backing = 0n,
) {
  let change = 0n;
  for (const leg of legs) {
    if (leg.from === accounts.available) change -= leg.amountMinor;
    if (leg.to === accounts.available) change += leg.amountMinor;
  }
  return available + change < (change < 0n ? backing : 0n);
}

/**
 * INSUFFICIENT_BALANCE when the fill's postings would take the wallet below zero or, where they take
 * from it, below what backs the member's CROSS losses at mark (cross-loss.ts): those of its positions
 * on other options, and this option's position's when the order adds to it (an order against it
 * realises that loss in its own postings instead). PRICE_UNAVAILABLE when such a position has no mark.
 * The one-order path and the batch both decide by it.
 */
export function fundsRefusal(
  fill: MarketFillInput,
  legs: readonly Omit<Movement, 'ref'>[],
): Rejection<'INSUFFICIENT_BALANCE' | 'PRICE_UNAVAILABLE'> | null {
  const backing = crossBacking(fill.locked, fill.input.side, fill.marks, fill.markPrice);
  if (isRejection(backing)) return backing;
  const { accounts, available } = fill.locked;
  return walletShort(accounts, available, legs, backing) ? reject('INSUFFICIENT_BALANCE') : null;
}

/**
 * What an order of `side` filling now must leave in the wallet (`fundsRefusal`): the losses at mark of
 * the member's CROSS positions on other options, and of this option's if the order adds to it.
 */
export function crossBacking(
  locked: Pick<LockedForOrder, 'position' | 'crossElsewhere'>,
  side: 'LONG' | 'SHORT',
  marks: MarkSource,
  markPrice: number,
): bigint | Rejection<'PRICE_UNAVAILABLE'> {
  const { position, crossElsewhere } = locked;
  const elsewhere = crossLossOf(crossElsewhere, marks);
  if (isRejection(elsewhere) || position === undefined) return elsewhere;
  if (position.marginType !== 'CROSS' || position.side !== side) return elsewhere;
  const pnl = pnlMinor(directionOf(position.side), position.qty, position.entryPrice, markPrice);
  return pnl < 0n ? elsewhere - pnl : elsewhere;
}

/** The site's shards the postings move, by id: the write locks them first, in the ledger's order. */
export function shardsOf(accounts: FuturesAccounts, legs: readonly Omit<Movement, 'ref'>[]): number[] {
  const ids = new Set(legs.flatMap((leg) => [leg.from, leg.to]));
  ids.delete(accounts.available);
  return [...ids].sort((a, b) => a - b);
}

/**
 * Fills the order now, in the caller's transaction, after `lockForOrder`: one write statement and the
 * pushes queued for after the commit. Answers the filled order, a refusal (MAX_POSITION_EXCEEDED,
 * INSUFFICIENT_BALANCE; nothing written), or undefined when the requestId's order exists already
 * (written by a request that committed while this one waited; nothing written).
 */
export async function fillAtPlacement(
  tx: Queryable,
  events: EventSink,
  fill: MarketFillInput,
): Promise<futures.FuturesOrder | Rejection | undefined> {
  const plan = planFill(fill);
  if (isRejection(plan)) return plan;
  const { accounts } = fill.locked;
  const legs = plan.movements.filter((leg) => leg.amountMinor > 0n);
  for (const leg of legs)
    ledgerAssert(
      leg.from !== leg.to,
      `A futures posting needs two different accounts (order ${fill.request?.id}).`,
    );
  const refused = fundsRefusal(fill, legs);
  if (refused !== null) return refused;
  const { input, option, tick } = fill;
  const { write } = plan;
  const found = await tx.query<WriteRow>(writeSql(write.kind), [
    fill.siteId,
    fill.memberId,
    option.id,
    input.side,
    input.type,
    input.qty.toString(),
    input.price,
    input.stopPrice,
    fill.locked.setting.leverage,
    fill.locked.setting.marginType,
    fill.request?.id ?? null,
    new Date(fill.nowMs),
    input.takeProfit,
    input.stopLoss,
    input.isMarkTp,
    input.isMarkSl,
    fill.request?.hash ?? null,
    tick.price,
    new Date(tick.atMs),
    tick.source,
    plan.fee.toString(),
    plan.margin.toString(),
    plan.realizedPnl.toString(),
    write.kind === 'open' ? null : write.position.id,
    legs.map((leg) => leg.from),
    legs.map((leg) => leg.to),
    legs.map((leg) => leg.amountMinor.toString()),
    legs.map((leg) => leg.dnwType ?? null),
    futuresAsset,
    write.kind === 'open' || write.kind === 'add' ? write.entryPrice : null,
    write.kind === 'reduce' ? write.released.toString() : '0',
    write.kind === 'close',
    accounts.available,
    shardsOf(accounts, legs),
  ]);
  const row = found.rows[0];
  if (row === undefined) throw new Error('The fill statement answered no row.');
  if (row.order === null) return undefined;
  // Checked before, under the locks: a posting refused here is a bug, and the transaction rolls back.
  if (row.moved !== row.accounts || row.posted !== legs.length || row.position === null)
    throw new Error(`The fill of order ${row.order.id} did not write what it decided.`);
  return publishFill(tx, events, fill, { ...row, order: row.order, position: row.position }, plan);
}

export async function publishFill(
  tx: Queryable,
  events: EventSink,
  fill: MarketFillInput,
  row: WriteRow & { order: NonNullable<WriteRow['order']>; position: NonNullable<WriteRow['position']> },
  plan: FillPlan,
): Promise<futures.FuturesOrder> {
  const { option, memberId } = fill;
  const order = orderRowOf(
    {
      ...row.order,
      created_at: new Date(row.order.created_at),
      updated_at: new Date(row.order.updated_at),
      fill_tick_at: row.order.fill_tick_at === null ? null : new Date(row.order.fill_tick_at),
    },
    option,
  );
  const available = row.available ?? fill.locked.available.toString();
  const tp = row.tpsl?.find((t) => t.market_type === 'TAKEPROFIT');
  const sl = row.tpsl?.find((t) => t.market_type === 'STOPLOSS');
  const position: PositionRow = {
    ...row.position,
    stock: option.stock,
    price_precision: option.pricePrecision,
    take_profit: tp?.stop_price ?? null,
    is_mark_tp: tp?.is_mark ?? null,
    stop_loss: sl?.stop_price ?? null,
    is_mark_sl: sl?.is_mark ?? null,
    available,
    opened_at: new Date(row.position.opened_at),
    updated_at: new Date(row.position.updated_at),
    close_tick_at: row.position.close_tick_at === null ? null : new Date(row.position.close_tick_at),
  };
  const open = position.status === 'OPEN' ? [position] : [];
  const crossRows: CrossRow[] = [...open, ...(row.others ?? [])].map((p) => ({
    member_id: memberId,
    balance: available,
    stock: p.stock,
    trade_type: p.trade_type,
    qty: p.qty,
    entry_price: p.entry_price,
    minus_funding_fee: p.minus_funding_fee,
  }));
  if (crossRows.length === 0)
    crossRows.push({
      member_id: memberId,
      balance: available,
      stock: null,
      trade_type: null,
      qty: null,
      entry_price: null,
      minus_funding_fee: null,
    });
  const read: PushReads = {
    positions: new Map([[position.id, position]]),
    cross: crossOf(crossRows, fill.marks),
  };
  publishOrderEvent(events, 'ORDER_FILLED', order);
  // `read` holds the position, so these read nothing: the pushes come from the rows in hand.
  const { write } = plan;
  await (write.kind === 'close'
    ? queueCloseEvent(
        tx,
        events,
        {
          type: 'POSITION_CLOSE',
          positionId: position.id,
          terms: option.terms,
          tick: fill.tick,
          closeType: fill.input.type,
          realizedPnl: plan.realizedPnl,
        },
        read,
      )
    : queuePositionEvent(
        tx,
        events,
        write.kind === 'open' ? 'POSITION_OPEN' : 'POSITION_UPDATE',
        position.id,
        option.terms,
        fill.markPrice,
        read,
      ));
  publishCross(events, memberId, read);
  return orderRecord(order);
}
