import { preparedStatement } from '../../db/prepared.ts';
import { isTraderSql } from '../copytrade/trader-orders.ts';
import { crossPositionsSql } from './cross-loss.ts';
import type { CrossPositionRow } from './cross-loss.ts';
import { moveBalancesSql } from './market-fill-sql.ts';
import { optionVersionSql } from './futures-option.ts';
import { orderReturning } from './order-records.ts';
import type { OrderRow } from './order-records.ts';
import type { PositionRow } from './position-records.ts';
import type { OpenPositionRow } from './position-writes.ts';
import { restingQtySql } from './used-notional.ts';

// The two statements of a batch of MARKET placements (market-batch.ts): one locking read for all its
// members and one write for all its fills, each over arrays (unnest), so a batch of 30 costs two
// statements where one order at a time costs two each (order-lock.ts, market-fill-sql.ts).

type Side = 'LONG' | 'SHORT';
type MarginType = 'ISOLATED' | 'CROSS';

/**
 * Everything the batch's orders decide on, locked as `lockForOrderSql` locks one member's, but table
 * by table for all the members (order-lock.ts's order): every member's open TP/SL orders on the option
 * by id, then every FUTURES wallet by id, every leverage setting, every open position by id. A
 * one-member action takes the same tables in the same order, so a batch and such an action cannot wait
 * on each other in a cycle: the batch holds a member's rows of a later table only after all its
 * members' rows of the earlier ones, and the action cannot hold a later row without its earlier ones.
 * The site's shards are found, not locked: the write locks them by id, as a single placement's does.
 * Read beside them, unlocked, per member: the resting orders' sums, the order placed under its
 * requestId, whether it is a trader, its CROSS positions on other options, and `wallet_seen` (see
 * `lockForOrderSql`: a wallet whose locked version differs was written by a commit this statement
 * waited on, and the read runs again).
 * $1 members, $2 their request ids (null for none), $3 site, $4 asset, $5 option, $6 their shards.
 */
export const lockBatchSql = preparedStatement(`WITH m AS MATERIALIZED (
    SELECT * FROM unnest($1::int[], $2::text[]) AS m(member_id, request_id)),
  tpsl AS MATERIALIZED (
    SELECT id FROM futures_order
    WHERE member_id = ANY($1::int[]) AND futures_option_id = $5 AND status = 'OPEN'
      AND market_type IN ('TAKEPROFIT', 'STOPLOSS')
    ORDER BY id FOR UPDATE),
  wallet AS MATERIALIZED (
    SELECT id, member_id, site_id, asset, balance::text AS balance, xmin::text AS version FROM ledger_account
    WHERE member_id = ANY($1::int[]) AND wallet_type = 'FUTURES' AND kind = 'AVAILABLE'
      AND (SELECT count(*) FROM tpsl) >= 0
    ORDER BY id FOR NO KEY UPDATE),
  setting AS MATERIALIZED (
    SELECT member_id, leverage, margin_type FROM futures_leverage
    WHERE member_id = ANY($1::int[]) AND futures_option_id = $5 AND (SELECT count(*) FROM wallet) >= 0
    ORDER BY member_id FOR SHARE),
  position AS MATERIALIZED (
    SELECT id, member_id, trade_type, qty::text AS qty, entry_price::text AS entry_price, margin::text AS margin,
      leverage, margin_type
    FROM futures_position
    WHERE member_id = ANY($1::int[]) AND futures_option_id = $5 AND status = 'OPEN'
      AND (SELECT count(*) FROM setting) >= 0
    ORDER BY id FOR UPDATE),
  shards AS MATERIALIZED (
    SELECT id, kind, shard FROM ledger_account
    WHERE site_id = $3 AND asset = $4 AND member_id IS NULL AND shard = ANY($6::int[])
      AND kind IN ('FUTURES_MARGIN', 'HOUSE', 'FEE', 'INSURANCE')
      AND (SELECT count(*) FROM position) >= 0)
SELECT
  (SELECT ${optionVersionSql} FROM futures_option o JOIN market_instrument i ON i.stock = o.stock
    WHERE o.id = $5) AS option_version,
  (SELECT json_agg(json_build_object('id', s.id, 'kind', s.kind, 'shard', s.shard)) FROM shards s) AS shards,
  (SELECT json_agg(json_build_object(
     'member_id', m.member_id,
     'wallet', (SELECT json_build_object('id', w.id, 'site_id', w.site_id, 'asset', w.asset, 'balance', w.balance,
        'version', w.version, 'seen', (SELECT l.xmin::text FROM ledger_account l WHERE l.id = w.id))
        FROM wallet w WHERE w.member_id = m.member_id),
     'setting', (SELECT row_to_json(s) FROM setting s WHERE s.member_id = m.member_id),
     'position', (SELECT row_to_json(p) FROM position p WHERE p.member_id = m.member_id),
     'resting_long', ${restingQtySql('LONG', 'm.member_id', '$5')},
     'resting_short', ${restingQtySql('SHORT', 'm.member_id', '$5')},
     'earlier', (SELECT row_to_json(e) FROM (SELECT ${orderReturning}, request_hash FROM futures_order
        WHERE member_id = m.member_id AND site_id = $3 AND request_id = m.request_id) e),
     'is_trader', ${isTraderSql('m.member_id')},
     'cross_elsewhere', ${crossPositionsSql('m.member_id', '$5')}))
   FROM m) AS members`);

/** A row as `row_to_json` answers it: times as ISO strings. */
export type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export type EarlierJson = Json<Omit<OrderRow, 'stock' | 'price_precision'>> & { request_hash: string | null };

export interface LockedMemberJson {
  member_id: number;
  wallet: {
    id: number;
    site_id: number;
    asset: string;
    balance: string;
    version: string;
    seen: string | null;
  } | null;
  setting: { leverage: number; margin_type: MarginType } | null;
  position: (OpenPositionRow & { member_id: number }) | null;
  resting_long: string;
  resting_short: string;
  earlier: EarlierJson | null;
  is_trader: boolean;
  cross_elsewhere: CrossPositionRow[] | null;
}

export interface LockBatchRow {
  option_version: string | null;
  shards: { id: number; kind: string; shard: number }[] | null;
  members: LockedMemberJson[] | null;
}

/** The position's columns as the pushes read them, qualified: the UPDATE joins another relation. */
const positionReturning = `p.id, p.site_id, p.member_id, p.futures_option_id, p.status, p.trade_type,
  p.margin_type, p.leverage, p.qty::text AS qty, p.entry_price::text AS entry_price, p.margin::text AS margin,
  p.minus_funding_fee::text AS minus_funding_fee, p.realized_pnl::text AS realized_pnl, p.close_type,
  p.close_price::text AS close_price, p.close_tick_at, p.close_source, p.opened_at, p.updated_at`;

/**
 * A full close cancels the position's open TP/SL (as `closePart` does). Only the text for a batch
 * with a close has it: an UPDATE of `futures_order` fires its statement trigger even when it updates
 * no row (market-fill-sql.ts).
 */
const closeTpsl = `
tpsl AS (
  UPDATE futures_order SET status = 'CANCELLED', updated_at = $4::timestamptz
  WHERE futures_position_id IN (SELECT position_id FROM w WHERE kind = 'close') AND status = 'OPEN'
    AND market_type IN ('TAKEPROFIT', 'STOPLOSS')
  RETURNING id
),`;

/**
 * The one write of a batch, `buildWriteSql` of market-fill-sql.ts over arrays, one element per fill
 * (`n`, in the batch's order). `ins` inserts every order FILLED (a new position's id drawn from its
 * sequence first); an order whose requestId another transaction placed meanwhile inserts nothing
 * (ON CONFLICT DO NOTHING), and `w`, the orders inserted joined back by member (one order per member
 * in a batch), is what every later part follows: that member's position and postings are not
 * written. Positions are opened (`pos_open`) or added to, reduced and closed (`pos_upd`) as the
 * single fill's texts do; the postings' net change per account moves the balances once (the site's
 * shards locked first by id, member accounts guarded non-negative), and the postings keep each
 * order's ref. It answers what the pushes show, per member: the orders and positions as written,
 * each wallet's balance after, the TP/SL of the positions added to or reduced, and the member's open
 * positions on other options.
 * $1 site, $2 option, $3 asset, $4 now, $5 fill price, $6 tick time, $7 tick source, $8 market type;
 * per fill: $9 member, $10 side, $11 qty, $12 leverage, $13 margin type, $14 request id, $15 request
 * hash, $16 fee, $17 margin, $18 realised pnl, $19 position id (null to open), $20 kind, $21 entry
 * price, $22 released margin, $23 is_mark_tp, $24 is_mark_sl; per posting: $25 its fill's n, $26 debit,
 * $27 credit, $28 amount, $29 dnw type; $30 the shards the postings move.
 */
function buildBatchWriteSql(withClose: boolean): string {
  return `WITH o AS MATERIALIZED (
  SELECT * FROM unnest($9::int[], $10::text[], $11::numeric[], $12::int[], $13::text[], $14::text[], $15::text[],
      $16::numeric[], $17::numeric[], $18::numeric[], $19::int[], $20::text[], $21::bigint[], $22::numeric[],
      $23::boolean[], $24::boolean[])
    WITH ORDINALITY AS o(member_id, side, qty, leverage, margin_type, request_id, request_hash, fee, margin, pnl,
      position_id, kind, entry_price, released, is_mark_tp, is_mark_sl, n)
), pid AS MATERIALIZED (
  SELECT n, COALESCE(position_id, nextval(pg_get_serial_sequence('futures_position', 'id'))::int) AS id FROM o
), ins AS (
  INSERT INTO futures_order (site_id, member_id, futures_option_id, trade_type, market_type, status, qty, price,
    stop_price, leverage, margin_type, request_id, created_at, updated_at, take_profit, stop_loss, is_mark_tp,
    is_mark_sl, request_hash, fill_price, fill_tick_at, fill_source, fee, margin, realized_pnl, futures_position_id)
  SELECT $1, o.member_id, $2, o.side, $8::text, 'FILLED', o.qty, NULL, NULL, o.leverage, o.margin_type, o.request_id, $4::timestamptz, $4::timestamptz,
    NULL, NULL, o.is_mark_tp, o.is_mark_sl, o.request_hash, $5::bigint, $6::timestamptz, $7::text, o.fee, o.margin, o.pnl, pid.id
  FROM o JOIN pid ON pid.n = o.n ORDER BY o.n
  ON CONFLICT (member_id, request_id) WHERE request_id IS NOT NULL DO NOTHING
  RETURNING ${orderReturning}
), w AS MATERIALIZED (
  SELECT o.*, pid.id AS pid, ins.id AS order_id FROM o JOIN pid ON pid.n = o.n JOIN ins ON ins.member_id = o.member_id
), pos_open AS (
  INSERT INTO futures_position AS p (id, site_id, member_id, futures_option_id, trade_type, margin_type, leverage, qty,
    entry_price, margin, opened_at, updated_at)
  SELECT w.pid, $1, w.member_id, $2, w.side, w.margin_type, w.leverage, w.qty, w.entry_price, w.margin, $4::timestamptz, $4::timestamptz
  FROM w WHERE w.kind = 'open' ORDER BY w.n
  RETURNING ${positionReturning}
), pos_upd AS (
  UPDATE futures_position p SET changed_at = now(),
    qty = CASE w.kind WHEN 'add' THEN p.qty + w.qty WHEN 'reduce' THEN p.qty - w.qty ELSE p.qty END,
    entry_price = CASE w.kind WHEN 'add' THEN w.entry_price ELSE p.entry_price END,
    margin = CASE w.kind WHEN 'add' THEN p.margin + w.margin WHEN 'reduce' THEN p.margin - w.released ELSE 0 END,
    realized_pnl = CASE w.kind WHEN 'add' THEN p.realized_pnl ELSE p.realized_pnl + w.pnl END,
    status = CASE w.kind WHEN 'close' THEN 'CLOSED' ELSE p.status END,
    close_type = CASE w.kind WHEN 'close' THEN $8::text ELSE p.close_type END,
    close_price = CASE w.kind WHEN 'close' THEN $5::bigint ELSE p.close_price END,
    close_tick_at = CASE w.kind WHEN 'close' THEN $6::timestamptz ELSE p.close_tick_at END,
    close_source = CASE w.kind WHEN 'close' THEN $7::text ELSE p.close_source END,
    closed_at = CASE w.kind WHEN 'close' THEN $4::timestamptz ELSE p.closed_at END,
    updated_at = $4::timestamptz
  FROM w WHERE w.kind <> 'open' AND p.id = w.position_id
  RETURNING ${positionReturning}
),${withClose ? closeTpsl : ''} shards AS MATERIALIZED (
  SELECT id FROM ledger_account WHERE id = ANY($30::bigint[]) ORDER BY id FOR NO KEY UPDATE
), leg AS (
  SELECT l.debit, l.credit, l.amount, l.dnw_type, l.k, w.order_id
  FROM unnest($25::int[], $26::bigint[], $27::bigint[], $28::numeric[], $29::text[]) WITH ORDINALITY
    AS l(n, debit, credit, amount, dnw_type, k)
  JOIN w ON w.n = l.n
), ${moveBalancesSql}, posted AS (
  INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, dnw_type, ref)
  SELECT $1, $3, leg.debit, leg.credit, leg.amount, leg.dnw_type, 'futures-order:' || leg.order_id
  FROM leg ORDER BY leg.k
  RETURNING id
)
SELECT (SELECT json_agg(row_to_json(ins)) FROM ins) AS orders,
  (SELECT json_agg(row_to_json(x)) FROM (SELECT * FROM pos_open UNION ALL SELECT * FROM pos_upd) x) AS positions,
  (SELECT count(*) FROM leg)::int AS legs,
  (SELECT count(*) FROM delta)::int AS accounts,
  (SELECT count(*) FROM moved)::int AS moved,
  (SELECT count(*) FROM posted)::int AS posted,
  (SELECT json_agg(json_build_object('member_id', member_id, 'balance', balance)) FROM moved
    WHERE member_id IS NOT NULL) AS balances,
  (SELECT json_agg(json_build_object('position_id', t.futures_position_id, 'market_type', t.market_type,
     'stop_price', t.stop_price::text, 'is_mark', t.is_mark))
   FROM futures_order t
   WHERE t.futures_position_id IN (SELECT position_id FROM w WHERE kind IN ('add', 'reduce'))
     AND t.status = 'OPEN' AND t.market_type IN ('TAKEPROFIT', 'STOPLOSS')) AS tpsl,
  (SELECT json_agg(json_build_object('member_id', p.member_id, 'stock', f.stock, 'trade_type', p.trade_type,
     'qty', p.qty::text, 'entry_price', p.entry_price::text, 'minus_funding_fee', p.minus_funding_fee::text))
   FROM futures_position p JOIN futures_option f ON f.id = p.futures_option_id
   WHERE p.member_id IN (SELECT member_id FROM w) AND p.status = 'OPEN' AND p.futures_option_id <> $2) AS others`;
}

const batchWriteWithoutCloseSql = preparedStatement(buildBatchWriteSql(false));
const batchWriteWithCloseSql = preparedStatement(buildBatchWriteSql(true));

/** The batch's write (`buildBatchWriteSql`), with the TP/SL cancel only when a fill closes a position. */
export function batchWriteSql(withClose: boolean): string {
  return withClose ? batchWriteWithCloseSql : batchWriteWithoutCloseSql;
}

type ReturnedPosition = Omit<
  PositionRow,
  'stock' | 'price_precision' | 'take_profit' | 'is_mark_tp' | 'stop_loss' | 'is_mark_sl' | 'available'
>;

export interface BatchWriteRow {
  orders: Json<Omit<OrderRow, 'stock' | 'price_precision'>>[] | null;
  positions: Json<ReturnedPosition>[] | null;
  legs: number;
  accounts: number;
  moved: number;
  posted: number;
  balances: { member_id: number; balance: string }[] | null;
  tpsl:
    | { position_id: number; market_type: 'TAKEPROFIT' | 'STOPLOSS'; stop_price: string; is_mark: boolean }[]
    | null;
  others:
    | {
        member_id: number;
        stock: string;
        trade_type: Side;
        qty: string;
        entry_price: string;
        minus_funding_fee: string;
      }[]
    | null;
}
