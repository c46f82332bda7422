import { preparedStatement } from '../../db/prepared.ts';
import type { OrderRow } from './order-records.ts';
import { orderReturning } from './order-records.ts';
import type { PositionRow } from './position-records.ts';

// The one write statement of a fill at placement (market-fill.ts), one text per kind of position
// write, and the row it answers.

type Side = 'LONG' | 'SHORT';

/** How the fill changes the position: decided in market-fill.ts `planFill`. */
/**
 * The `delta` and `moved` parts of a fill's write, shared with the batch's (market-batch-sql.ts): each
 * account's net change over the statement's `leg` rows, applied once, after the `shards` part has
 * locked the site's shards; a member's account only while it stays non-negative (the guard: a
 * shortfall moves fewer rows than `delta` has, which the caller checks).
 */
export const moveBalancesSql = `delta AS (
  SELECT id, sum(amount) AS amount FROM (
    SELECT debit AS id, -amount AS amount FROM leg UNION ALL SELECT credit, amount FROM leg
  ) d WHERE (SELECT count(*) FROM shards) >= 0 GROUP BY id
), moved AS (
  UPDATE ledger_account a SET balance = a.balance + d.amount FROM delta d
  WHERE a.id = d.id AND (a.member_id IS NULL OR a.balance + d.amount >= 0)
  RETURNING a.id, a.member_id, a.balance::text AS balance
)`;

export type PositionWriteKind = 'open' | 'add' | 'reduce' | 'close';

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
const positionWrites: Record<PositionWriteKind, string> = {
  open: `INSERT INTO futures_position (id, site_id, member_id, futures_option_id, trade_type, margin_type, leverage,
      qty, entry_price, margin, opened_at, updated_at)
    SELECT (SELECT id FROM pid), $1, $2, $3, $4, $10, $9, $6::numeric, $30, $22::numeric, $12, $12 FROM ins`,
  add: `UPDATE futures_position SET changed_at = now(), qty = qty + $6::numeric, entry_price = $30, margin = margin + $22::numeric,
      updated_at = $12
    WHERE id = $24 AND EXISTS (SELECT 1 FROM ins)`,
  reduce: `UPDATE futures_position SET changed_at = now(), qty = qty - $6::numeric, margin = margin - $31::numeric,
      realized_pnl = realized_pnl + $23::numeric, updated_at = $12
    WHERE id = $24 AND EXISTS (SELECT 1 FROM ins)`,
  close: `UPDATE futures_position SET changed_at = now(), status = 'CLOSED', margin = 0, realized_pnl = realized_pnl + $23::numeric,
      close_type = $5, close_price = $18, close_tick_at = $19, close_source = $20, closed_at = $12, updated_at = $12
    WHERE id = $24 AND EXISTS (SELECT 1 FROM ins)`,
};

/**
 * A full close cancels the position's open TP/SL (as `closePart` does). Only the close's text has this
 * part: an UPDATE of `futures_order` fires its statement trigger (`copytrade_signal_of_updated`, with
 * its transition tables) even when it updates no row, which the other kinds would pay for nothing.
 */
const closeTpsl = `
tpsl AS (
  UPDATE futures_order SET status = 'CANCELLED', updated_at = $12
  WHERE $32 AND futures_position_id = $24 AND status = 'OPEN' AND market_type IN ('TAKEPROFIT', 'STOPLOSS')
    AND EXISTS (SELECT 1 FROM ins)
  RETURNING id
),`;

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
function buildWriteSql(kind: PositionWriteKind): string {
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
),${kind === 'close' ? closeTpsl : ''} shards AS MATERIALIZED (
  SELECT id FROM ledger_account WHERE id = ANY($34::bigint[]) ORDER BY id FOR NO KEY UPDATE
), leg AS (
  SELECT * FROM unnest($25::bigint[], $26::bigint[], $27::numeric[], $28::text[]) WITH ORDINALITY
    AS l(debit, credit, amount, dnw_type, n)
  WHERE EXISTS (SELECT 1 FROM ins)
), ${moveBalancesSql}, posted AS (
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

/** One text per kind, built once and prepared: planning the write cost more than running it. */
const writeSqlByKind: Record<PositionWriteKind, string> = {
  open: preparedStatement(buildWriteSql('open')),
  add: preparedStatement(buildWriteSql('add')),
  reduce: preparedStatement(buildWriteSql('reduce')),
  close: preparedStatement(buildWriteSql('close')),
};

/** The one write of a fill at placement for this kind of position write (`buildWriteSql`). */
export function writeSql(kind: PositionWriteKind): string {
  return writeSqlByKind[kind];
}

/** A row as `row_to_json` answers it: times as ISO strings. */
type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

type ReturnedPosition = Omit<
  PositionRow,
  'stock' | 'price_precision' | 'take_profit' | 'is_mark_tp' | 'stop_loss' | 'is_mark_sl' | 'available'
>;

export interface WriteRow {
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
