import type { futures } from '@baro/contracts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { ledgerAssert } from '../../ledger/index.ts';
import type { EventSink } from '../../realtime/bus.ts';
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
import { orderRecord, orderReturning, orderRowOf } from './order-records.ts';
import type { OrderRow } from './order-records.ts';
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

type Side = 'LONG' | 'SHORT';

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

interface FillPlan {
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
function planFill(fill: MarketFillInput): FillPlan | Rejection {
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

/** INSUFFICIENT_BALANCE when the postings would take the wallet below zero (the locked balance). */
function walletShort(accounts: FuturesAccounts, available: bigint, legs: readonly Omit<Movement, 'ref'>[]) {
  let change = 0n;
  for (const leg of legs) {
    if (leg.from === accounts.available) change -= leg.amountMinor;
    if (leg.to === accounts.available) change += leg.amountMinor;
  }
  return available + change < 0n;
}

/** The site's shards the postings move, by id: the write locks them first, in the ledger's order. */
function shardsOf(accounts: FuturesAccounts, legs: readonly Omit<Movement, 'ref'>[]): number[] {
  const ids = new Set(legs.flatMap((leg) => [leg.from, leg.to]));
  ids.delete(accounts.available);
  return [...ids].sort((a, b) => a - b);
}

const positionReturning = `id, site_id, member_id, futures_option_id, status, trade_type, margin_type, leverage,
  qty::text AS qty, entry_price::text AS entry_price, margin::text AS margin,
  minus_funding_fee::text AS minus_funding_fee, realized_pnl::text AS realized_pnl, close_type,
  close_price::text AS close_price, close_tick_at, close_source, opened_at, updated_at`;

/**
 * The position's part of the statement, each conditioned on the order's insert. $4 side, $5 market
 * type, $6 qty, $9 leverage, $10 margin type, $12 now, $18 fill price, $19 tick time, $20 tick source,
 * $22 margin, $23 realised pnl, $24 the position's id (null for a new one: `pid` draws it), $30 entry
 * price, $31 released margin.
 */
const positionWrites: Record<PositionWrite['kind'], string> = {
  open: `INSERT INTO futures_position (id, site_id, member_id, futures_option_id, trade_type, margin_type, leverage,
      qty, entry_price, margin, opened_at, updated_at)
    SELECT (SELECT id FROM pid), $1, $2, $3, $4, $10, $9, $6::numeric, $30, $22::numeric, $12, $12 FROM ins`,
  add: `UPDATE futures_position SET qty = qty + $6::numeric, entry_price = $30, margin = margin + $22::numeric,
      updated_at = $12
    WHERE id = $24 AND EXISTS (SELECT 1 FROM ins)`,
  reduce: `UPDATE futures_position SET qty = qty - $6::numeric, margin = margin - $31::numeric,
      realized_pnl = realized_pnl + $23::numeric, updated_at = $12
    WHERE id = $24 AND EXISTS (SELECT 1 FROM ins)`,
  close: `UPDATE futures_position SET status = 'CLOSED', margin = 0, realized_pnl = realized_pnl + $23::numeric,
      close_type = $5, close_price = $18, close_tick_at = $19, close_source = $20, closed_at = $12, updated_at = $12
    WHERE id = $24 AND EXISTS (SELECT 1 FROM ins)`,
};

/**
 * The one write. `ins` first: the order, FILLED, with its fill and the position it names (a new one's
 * id drawn from the position's own identity sequence beforehand, as the foreign key is checked at
 * the statement's end); then the position; on a full close its open TP/SL cancelled (as `closePart`
 * does); then the postings (`moveManySql`'s shape: the net change per account applied where it
 * leaves no member account below zero, the postings with the order's ref), after `shards` locked
 * the site's accounts they move by id (the member's wallet is locked since `lockForOrder`): `delta`
 * waits for that sub-select, and the UPDATE for `delta`, so no shard is locked out of order. It answers what the
 * pushes show: the order and position rows as written, the wallet's balance after, the position's
 * TP/SL and the member's positions on other options (read on this statement's snapshot, taken after
 * every lock was held, so current).
 */
function writeSql(kind: PositionWrite['kind']): string {
  return `WITH pid AS MATERIALIZED (
  -- Every variant's own parameters typed here, so those its position write leaves out still have one.
  SELECT COALESCE($24::int, nextval(pg_get_serial_sequence('futures_position', 'id'))::int) AS id,
    $30::bigint AS entry_price, $31::numeric AS released
), ins AS (
  INSERT INTO futures_order (site_id, member_id, futures_option_id, trade_type, market_type, status, qty, price,
    stop_price, leverage, margin_type, request_id, created_at, updated_at, take_profit, stop_loss, is_mark_tp,
    is_mark_sl, request_hash, fill_price, fill_tick_at, fill_source, fee, margin, realized_pnl, futures_position_id)
  VALUES ($1, $2, $3, $4, $5, 'FILLED', $6::numeric, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15, $16, $17, $18, $19,
    $20, $21::numeric, $22::numeric, $23::numeric, (SELECT id FROM pid))
  ON CONFLICT (member_id, request_id) WHERE request_id IS NOT NULL DO NOTHING
  RETURNING ${orderReturning}
), pos AS (
  ${positionWrites[kind]}
  RETURNING ${positionReturning}
), tpsl AS (
  UPDATE futures_order SET status = 'CANCELLED', updated_at = $12
  WHERE $32 AND futures_position_id = $24 AND status = 'OPEN' AND market_type IN ('TAKEPROFIT', 'STOPLOSS')
    AND EXISTS (SELECT 1 FROM ins)
  RETURNING id
), shards AS MATERIALIZED (
  SELECT id FROM ledger_account WHERE id = ANY($34::bigint[]) ORDER BY id FOR NO KEY UPDATE
), leg AS (
  SELECT * FROM unnest($25::bigint[], $26::bigint[], $27::numeric[], $28::text[]) WITH ORDINALITY
    AS l(debit, credit, amount, dnw_type, n)
  WHERE EXISTS (SELECT 1 FROM ins)
), delta AS (
  SELECT id, sum(amount) AS amount FROM (
    SELECT debit AS id, -amount AS amount FROM leg UNION ALL SELECT credit, amount FROM leg
  ) d WHERE (SELECT count(*) FROM shards) >= 0 GROUP BY id
), moved AS (
  UPDATE ledger_account a SET balance = a.balance + d.amount FROM delta d
  WHERE a.id = d.id AND (a.member_id IS NULL OR a.balance + d.amount >= 0)
  RETURNING a.id, a.balance::text AS balance
), posted AS (
  INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, dnw_type, ref)
  SELECT $1, $29, leg.debit, leg.credit, leg.amount, leg.dnw_type, 'futures-order:' || ins.id
  FROM leg CROSS JOIN ins ORDER BY leg.n
  RETURNING id
)
SELECT (SELECT row_to_json(ins) FROM ins) AS "order",
  (SELECT row_to_json(pos) FROM pos) AS position,
  (SELECT count(*) FROM delta)::int AS accounts,
  (SELECT count(*) FROM moved)::int AS moved,
  (SELECT count(*) FROM posted)::int AS posted,
  (SELECT balance FROM moved WHERE id = $33) AS available,
  (SELECT json_agg(json_build_object('market_type', t.market_type, 'stop_price', t.stop_price::text,
     'is_mark', t.is_mark))
   FROM futures_order t
   WHERE NOT $32 AND t.futures_position_id = $24 AND t.status = 'OPEN'
     AND t.market_type IN ('TAKEPROFIT', 'STOPLOSS')) AS tpsl,
  (SELECT json_agg(json_build_object('stock', f.stock, 'trade_type', p.trade_type, 'qty', p.qty::text,
     'entry_price', p.entry_price::text, 'minus_funding_fee', p.minus_funding_fee::text))
   FROM futures_position p JOIN futures_option f ON f.id = p.futures_option_id
   WHERE p.member_id = $2 AND p.status = 'OPEN' AND p.futures_option_id <> $3) AS others`;
}

/** A row as `row_to_json` answers it: times as ISO strings. */
type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

type ReturnedPosition = Omit<
  PositionRow,
  'stock' | 'price_precision' | 'take_profit' | 'is_mark_tp' | 'stop_loss' | 'is_mark_sl' | 'available'
>;

interface WriteRow {
  order: Json<Omit<OrderRow, 'stock' | 'price_precision'>> | null;
  position: Json<ReturnedPosition> | null;
  accounts: number;
  moved: number;
  posted: number;
  available: string | null;
  tpsl: { market_type: 'TAKEPROFIT' | 'STOPLOSS'; stop_price: string; is_mark: boolean }[] | null;
  others:
    { stock: string; trade_type: Side; qty: string; entry_price: string; minus_funding_fee: string }[] | null;
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
  const { accounts, available } = fill.locked;
  const legs = plan.movements.filter((leg) => leg.amountMinor > 0n);
  for (const leg of legs)
    ledgerAssert(
      leg.from !== leg.to,
      `A futures posting needs two different accounts (order ${fill.request?.id}).`,
    );
  if (walletShort(accounts, available, legs)) return reject('INSUFFICIENT_BALANCE');
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

async function publishFill(
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
