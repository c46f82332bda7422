import type { Queryable } from '../../db/database.ts';
import type { DecidingTick } from '../futures/position-writes.ts';

/**
 * A trader's filled order as the fan-out reads it with its signal (migration 0019): what it filled,
 * at which tick, and what it did to which position; the trader and the profit-share rate.
 */
export interface TraderFill {
  readonly signalId: number;
  readonly siteId: number;
  readonly orderId: number;
  readonly traderMemberId: number;
  readonly traderId: number;
  readonly optionId: number;
  readonly stock: string;
  readonly side: 'LONG' | 'SHORT';
  readonly qty: bigint;
  /** The initial margin the fill put up (0 for a close). */
  readonly margin: bigint;
  readonly realizedPnl: bigint;
  readonly leverage: number;
  readonly tick: DecidingTick;
  /** The position the fill opened, added to, reduced or closed; null for none (nothing to copy). */
  readonly positionId: number | null;
  readonly positionSide: 'LONG' | 'SHORT' | null;
  readonly positionOpen: boolean;
  /** The order opened or added to its position (same side), rather than reducing or closing it. */
  readonly opens: boolean;
  /** The trader's share of a follower's profit above its high-water mark, in bps. */
  readonly shareBps: bigint;
}

interface SignalRow {
  signal_id: string;
  site_id: number;
  order_id: number;
  member_id: number;
  trader_id: number;
  option_id: number;
  stock: string;
  trade_type: 'LONG' | 'SHORT';
  market_type: string;
  qty: string;
  margin: string;
  realized_pnl: string | null;
  leverage: number;
  fill_price: string;
  fill_tick_at: Date;
  fill_source: string;
  position_id: number | null;
  position_side: 'LONG' | 'SHORT' | null;
  position_status: 'OPEN' | 'CLOSED' | null;
  share_bps: number;
}

/**
 * The pending signal `signalId`, locked (a second runner waits, then finds it done), with its fill;
 * undefined when it is done already.
 */
export async function lockPendingSignal(tx: Queryable, signalId: number): Promise<TraderFill | undefined> {
  const found = await tx.query<SignalRow>(
    `SELECT s.id::text AS signal_id, o.site_id, o.id AS order_id, o.member_id, t.id AS trader_id,
       o.futures_option_id AS option_id, fo.stock, o.trade_type, o.market_type, o.qty::text AS qty,
       o.margin::text AS margin, o.realized_pnl::text AS realized_pnl, o.leverage, o.fill_price::text AS fill_price,
       o.fill_tick_at, o.fill_source, p.id AS position_id, p.trade_type AS position_side, p.status AS position_status,
       COALESCE(t.profit_share_bps, si.copytrade_profit_share_bps) AS share_bps
     FROM copytrade_signal s
     JOIN futures_order o ON o.id = s.futures_order_id
     JOIN futures_option fo ON fo.id = o.futures_option_id
     JOIN copytrade_trader t ON t.member_id = o.member_id
     JOIN site_info si ON si.id = o.site_id
     LEFT JOIN futures_position p ON p.id = o.futures_position_id
     WHERE s.id = $1 AND s.done_at IS NULL
     FOR UPDATE OF s`,
    [signalId],
  );
  const row = found.rows[0];
  if (row === undefined) return undefined;
  return {
    signalId: Number(row.signal_id),
    siteId: row.site_id,
    orderId: row.order_id,
    traderMemberId: row.member_id,
    traderId: row.trader_id,
    optionId: row.option_id,
    stock: row.stock,
    side: row.trade_type,
    qty: BigInt(row.qty),
    margin: BigInt(row.margin),
    realizedPnl: BigInt(row.realized_pnl ?? '0'),
    leverage: row.leverage,
    tick: { price: Number(row.fill_price), atMs: row.fill_tick_at.getTime(), source: row.fill_source },
    positionId: row.position_id,
    positionSide: row.position_side,
    positionOpen: row.position_status === 'OPEN',
    // A trader's order opens or adds when it has its position's side; a TP/SL or liquidation never
    // does (a trader's restrictions leave only the close action against a position).
    opens:
      row.trade_type === row.position_side &&
      !['LIQUIDATION', 'TAKEPROFIT', 'STOPLOSS'].includes(row.market_type),
    shareBps: BigInt(row.share_bps),
  };
}

/** Marks the signal done, in the transaction that wrote its copies. */
export async function markSignalDone(tx: Queryable, signalId: number, nowMs: number): Promise<void> {
  await tx.query('UPDATE copytrade_signal SET done_at = $2 WHERE id = $1', [signalId, new Date(nowMs)]);
}

/** A pending signal as the runtime orders them: its trader, and whether it is backing off a failure. */
export interface PendingSignal {
  readonly id: number;
  readonly traderMemberId: number;
  /** It failed lately and waits out its back-off (`failureBackoffSeconds`) before the next try. */
  readonly waiting: boolean;
}

/** The seconds a signal that failed `attempts` times waits before the next try: 1, 2, 4 … 300. */
export const failureBackoffSql = 'LEAST(300, power(2, GREATEST(attempts, 1) - 1))';

/** The pending signals after `afterId`, oldest first, up to `limit`. */
export async function pendingSignals(
  tx: Queryable,
  afterId: number,
  limit: number,
  nowMs: number,
): Promise<PendingSignal[]> {
  const rows = await tx.query<{ id: string; member_id: number; waiting: boolean }>(
    `SELECT id::text AS id, member_id,
       (last_attempt_at IS NOT NULL AND last_attempt_at > $3::timestamptz - make_interval(secs => ${failureBackoffSql})) AS waiting
     FROM copytrade_signal WHERE done_at IS NULL AND id > $1 ORDER BY id LIMIT $2`,
    [afterId, limit, new Date(nowMs)],
  );
  return rows.rows.map((row) => ({
    id: Number(row.id),
    traderMemberId: row.member_id,
    waiting: row.waiting,
  }));
}

/**
 * Records a failed run of a pending signal (its own transaction rolled back whole): one attempt more,
 * when, and the error's message. Answers the attempts so far.
 */
export async function recordSignalFailure(
  db: Queryable,
  signalId: number,
  nowMs: number,
  message: string,
): Promise<number> {
  const rows = await db.query<{ attempts: number }>(
    `UPDATE copytrade_signal SET attempts = attempts + 1, last_attempt_at = $2, last_error = left($3, 2000)
     WHERE id = $1 AND done_at IS NULL RETURNING attempts`,
    [signalId, new Date(nowMs), message],
  );
  return rows.rows[0]?.attempts ?? 0;
}
