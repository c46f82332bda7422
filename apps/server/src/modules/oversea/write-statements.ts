import type { Queryable } from '../../db/database.ts';
import { closeTypeOf } from './decision-writes.ts';
import type { OrderWrite, PositionWrite } from './decision-writes.ts';

// The set-based statements that write one decision's rows (decision-writes.ts), one statement per kind
// of write whatever the number of members: a losscut of thousands of members is a handful of
// statements, not thousands. Times travel as epoch milliseconds (float8) and become timestamptz in SQL.
// `changed_at` is the database's own `now()` (inserts by default): what the trigger loop reads changes by
// (migration 0029, change-watch.ts).

/** Where the rows belong and when they were written. */
export interface WriteScope {
  readonly siteId: number;
  readonly asset: string;
  readonly nowMs: number;
  readonly optionIdOf: (stock: string) => number;
}

const insertOrdersSql = `INSERT INTO oversea_order (id, site_id, member_id, oversea_option_id, oversea_position_id,
    stock, asset, trade_type, market_type, session_end, member_placed, status, qty, price, tp_tick, sl_tick, seq,
    held, fee, realized_pnl, closed_lots, opened_lots, request_id, request_hash, fill_price, fill_tick_at,
    fill_source, created_at, updated_at)
  SELECT u.id, $1::int, u.member_id, u.option_id, u.position_id, u.stock, $2::text, u.trade_type, u.market_type, u.session_end,
    u.member_placed, u.status, u.qty, u.price, u.tp_tick, u.sl_tick, u.seq, u.held, u.fee, u.realized_pnl,
    u.closed_lots, u.opened_lots, u.request_id, u.request_hash, u.fill_price, to_timestamp(u.fill_ms / 1000),
    u.fill_source, to_timestamp($3::float8 / 1000), to_timestamp($3::float8 / 1000)
  FROM unnest($4::int[], $5::int[], $6::int[], $7::int[], $8::text[], $9::text[], $10::text[], $11::bool[],
    $12::bool[], $13::text[], $14::int[], $15::bigint[], $16::int[], $17::int[], $18::bigint[], $19::numeric[],
    $20::numeric[], $21::numeric[], $22::int[], $23::int[], $24::text[], $25::text[], $26::bigint[], $27::float8[],
    $28::text[])
    AS u(id, member_id, option_id, position_id, stock, trade_type, market_type, session_end, member_placed, status,
      qty, price, tp_tick, sl_tick, seq, held, fee, realized_pnl, closed_lots, opened_lots, request_id,
      request_hash, fill_price, fill_ms, fill_source)`;

const updateOrdersSql = `UPDATE oversea_order o SET status = u.status, held = u.held,
    oversea_position_id = u.position_id, fee = u.fee, realized_pnl = u.realized_pnl, closed_lots = u.closed_lots,
    opened_lots = u.opened_lots, fill_price = u.fill_price, fill_tick_at = to_timestamp(u.fill_ms / 1000),
    fill_source = u.fill_source, updated_at = to_timestamp($1::float8 / 1000), changed_at = now()
  FROM unnest($2::int[], $3::text[], $4::numeric[], $5::int[], $6::numeric[], $7::numeric[], $8::int[], $9::int[],
    $10::bigint[], $11::float8[], $12::text[])
    AS u(id, status, held, position_id, fee, realized_pnl, closed_lots, opened_lots, fill_price, fill_ms, fill_source)
  WHERE o.id = u.id AND o.status = 'OPEN'`;

const insertPositionsSql = `INSERT INTO oversea_position (id, site_id, member_id, oversea_option_id, stock, asset,
    status, trade_type, qty, entry_price, margin, tp_tick, sl_tick, seq, tp_seq, sl_seq, is_overnight, realized_pnl,
    close_type, close_price, close_tick_at, close_source, opened_at, updated_at, closed_at)
  SELECT u.id, $1::int, u.member_id, u.option_id, u.stock, $2::text, u.status, u.trade_type, u.qty, u.entry_price, u.margin,
    u.tp_tick, u.sl_tick, u.seq, u.tp_seq, u.sl_seq, u.is_overnight, u.pnl, u.close_type, u.close_price,
    to_timestamp(u.close_ms / 1000), u.close_source, to_timestamp($3::float8 / 1000), to_timestamp($3::float8 / 1000),
    CASE WHEN u.status = 'CLOSED' THEN to_timestamp($3::float8 / 1000) END
  FROM unnest($4::int[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[], $10::int[], $11::bigint[],
    $12::numeric[], $13::int[], $14::int[], $15::bigint[], $16::bigint[], $17::bigint[], $18::bool[], $19::numeric[],
    $20::text[], $21::bigint[], $22::float8[], $23::text[])
    AS u(id, member_id, option_id, stock, status, trade_type, qty, entry_price, margin, tp_tick, sl_tick, seq, tp_seq,
      sl_seq, is_overnight, pnl, close_type, close_price, close_ms, close_source)`;

const updatePositionsSql = `UPDATE oversea_position p SET status = u.status, qty = u.qty, entry_price = u.entry_price,
    margin = u.margin, tp_tick = u.tp_tick, sl_tick = u.sl_tick, tp_seq = u.tp_seq, sl_seq = u.sl_seq,
    is_overnight = u.is_overnight, realized_pnl = p.realized_pnl + u.pnl, close_type = u.close_type,
    close_price = u.close_price, close_tick_at = to_timestamp(u.close_ms / 1000), close_source = u.close_source,
    closed_at = CASE WHEN u.status = 'CLOSED' THEN to_timestamp($1::float8 / 1000) END, updated_at = to_timestamp($1::float8 / 1000),
    changed_at = now()
  FROM unnest($2::int[], $3::text[], $4::int[], $5::bigint[], $6::numeric[], $7::int[], $8::int[], $9::bigint[],
    $10::bigint[], $11::bool[], $12::numeric[], $13::text[], $14::bigint[], $15::float8[], $16::text[])
    AS u(id, status, qty, entry_price, margin, tp_tick, sl_tick, tp_seq, sl_seq, is_overnight, pnl, close_type,
      close_price, close_ms, close_source)
  WHERE p.id = u.id AND p.status = 'OPEN'`;

function column<T, V>(rows: readonly T[], pick: (row: T) => V): V[] {
  return rows.map(pick);
}

const text = (value: bigint) => value.toString();

/** Inserts the new orders and updates the open ones the decision changed; throws if one was not open. */
export async function writeOrders(
  tx: Queryable,
  scope: WriteScope,
  orders: readonly OrderWrite[],
): Promise<void> {
  const fresh = orders.filter((order) => order.isNew);
  const changed = orders.filter((order) => !order.isNew);
  if (fresh.length > 0) {
    await tx.query(insertOrdersSql, [
      scope.siteId,
      scope.asset,
      scope.nowMs,
      column(fresh, (o) => o.id),
      column(fresh, (o) => o.memberId),
      column(fresh, (o) => scope.optionIdOf(o.stock)),
      column(fresh, (o) => o.positionId),
      column(fresh, (o) => o.stock),
      column(fresh, (o) => o.side),
      column(fresh, (o) => o.marketType),
      column(fresh, (o) => o.sessionEnd),
      column(fresh, (o) => o.memberPlaced),
      column(fresh, (o) => o.status),
      column(fresh, (o) => o.qty),
      column(fresh, (o) => o.price),
      column(fresh, (o) => o.tpTick),
      column(fresh, (o) => o.slTick),
      column(fresh, (o) => o.seq),
      column(fresh, (o) => text(o.held)),
      column(fresh, (o) => text(o.fill?.feeMinor ?? 0n)),
      column(fresh, (o) => text(o.fill?.realisedPnlMinor ?? 0n)),
      column(fresh, (o) => o.fill?.closedLots ?? 0),
      column(fresh, (o) => o.fill?.openedLots ?? 0),
      column(fresh, (o) => o.request?.requestId ?? null),
      column(fresh, (o) => o.request?.hash ?? null),
      column(fresh, (o) => o.fill?.price ?? null),
      column(fresh, (o) => o.fill?.tick.atMs ?? null),
      column(fresh, (o) => o.fill?.tick.source ?? null),
    ]);
  }
  if (changed.length > 0) {
    const updated = await tx.query(updateOrdersSql, [
      scope.nowMs,
      column(changed, (o) => o.id),
      column(changed, (o) => o.status),
      column(changed, (o) => text(o.held)),
      column(changed, (o) => o.positionId),
      column(changed, (o) => text(o.fill?.feeMinor ?? 0n)),
      column(changed, (o) => text(o.fill?.realisedPnlMinor ?? 0n)),
      column(changed, (o) => o.fill?.closedLots ?? 0),
      column(changed, (o) => o.fill?.openedLots ?? 0),
      column(changed, (o) => o.fill?.price ?? null),
      column(changed, (o) => o.fill?.tick.atMs ?? null),
      column(changed, (o) => o.fill?.tick.source ?? null),
    ]);
    // The member's accounts are locked, so every order the engine loaded as open still is: anything
    // else is a bug, and the throw rolls the whole decision back.
    if (updated.rowCount !== changed.length)
      throw new Error(`oversea: ${changed.length - updated.rowCount} changed orders were no longer open.`);
  }
}

/** Inserts the new positions and updates the open ones the decision changed; throws if one was not open. */
export async function writePositions(
  tx: Queryable,
  scope: WriteScope,
  positions: readonly PositionWrite[],
): Promise<void> {
  const fresh = positions.filter((position) => position.isNew);
  const changed = positions.filter((position) => !position.isNew);
  const status = (p: PositionWrite) => (p.close === null ? 'OPEN' : 'CLOSED');
  const margin = (p: PositionWrite) => (p.close === null ? text(p.view.marginMinor) : '0');
  if (fresh.length > 0) {
    await tx.query(insertPositionsSql, [
      scope.siteId,
      scope.asset,
      scope.nowMs,
      column(fresh, (p) => p.id),
      column(fresh, (p) => p.memberId),
      column(fresh, (p) => scope.optionIdOf(p.stock)),
      column(fresh, (p) => p.stock),
      column(fresh, status),
      column(fresh, (p) => p.side),
      column(fresh, (p) => p.view.lots),
      column(fresh, (p) => p.view.entryPrice),
      column(fresh, margin),
      column(fresh, (p) => p.view.tpTick),
      column(fresh, (p) => p.view.slTick),
      column(fresh, (p) => p.view.seq),
      column(fresh, (p) => p.view.tpSeq),
      column(fresh, (p) => p.view.slSeq),
      column(fresh, (p) => p.view.overnight),
      column(fresh, (p) => text(p.pnlMinor)),
      column(fresh, (p) => (p.close === null ? null : closeTypeOf(p.close))),
      column(fresh, (p) => p.close?.price ?? null),
      column(fresh, (p) => p.close?.tick.atMs ?? null),
      column(fresh, (p) => p.close?.tick.source ?? null),
    ]);
  }
  if (changed.length > 0) {
    const updated = await tx.query(updatePositionsSql, [
      scope.nowMs,
      column(changed, (p) => p.id),
      column(changed, status),
      column(changed, (p) => p.view.lots),
      column(changed, (p) => p.view.entryPrice),
      column(changed, margin),
      column(changed, (p) => p.view.tpTick),
      column(changed, (p) => p.view.slTick),
      column(changed, (p) => p.view.tpSeq),
      column(changed, (p) => p.view.slSeq),
      column(changed, (p) => p.view.overnight),
      column(changed, (p) => text(p.pnlMinor)),
      column(changed, (p) => (p.close === null ? null : closeTypeOf(p.close))),
      column(changed, (p) => p.close?.price ?? null),
      column(changed, (p) => p.close?.tick.atMs ?? null),
      column(changed, (p) => p.close?.tick.source ?? null),
    ]);
    if (updated.rowCount !== changed.length)
      throw new Error(`oversea: ${changed.length - updated.rowCount} changed positions were no longer open.`);
  }
}
