import { formatMinor } from '@baro/contracts';
import type { binary } from '@baro/contracts';
import { formatUnits } from '@baro/domain';
import type { BetSide, DecidingTick, VoidReason } from '@baro/domain';

// Rounds and bets as the tables hold them, and as the wire shows them (contracts binary/records.ts).
// Every read of a round or a bet selects these columns, so one mapping serves every call and push.

export type RoundPhase = 'OPEN' | 'LOCKED' | 'CLOSED' | 'SETTLED';

export interface RoundRow {
  id: number;
  site_id: number;
  trade_option_id: number;
  round_no: number;
  stock: string;
  type: string;
  price_precision: number;
  bet_cutoff_ms: number;
  open_at: Date;
  lock_at: Date;
  close_at: Date;
  payout: string;
  phase: RoundPhase;
  status: 0 | 1 | 3;
  result: BetSide | null;
  void_reason: VoidReason | null;
  lock_price: number | null;
  lock_tick_at: Date | null;
  lock_source: string | null;
  close_price: number | null;
  close_tick_at: Date | null;
  close_source: string | null;
}

/** The columns of a `RoundRow`, from `roundFrom`. */
export const roundColumns = `r.id, r.site_id, r.trade_option_id, r.round_no, o.stock, o.type, i.price_precision,
    o.bet_cutoff_ms, r.open_at, r.lock_at, r.close_at, r.payout::text AS payout, r.phase, r.status,
    r.result, r.void_reason, r.lock_price, r.lock_tick_at, r.lock_source, r.close_price,
    r.close_tick_at, r.close_source`;

/** `trade_round r` joined with its option and instrument. */
export const roundFrom = `FROM trade_round r
    JOIN trade_option o ON o.id = r.trade_option_id
    JOIN market_instrument i ON i.stock = o.stock`;

/** Every round read starts here; add WHERE / ORDER BY. */
export const roundSelect = `SELECT ${roundColumns} ${roundFrom}`;

/** A stored deciding tick, or null. */
export function storedTick(
  price: number | null,
  at: Date | null,
  source: string | null,
): DecidingTick | null {
  if (price === null || at === null || source === null) return null;
  return { price, atMs: at.getTime(), source };
}

function tickRecord(tick: DecidingTick | null, precision: number) {
  return tick === null
    ? null
    : {
        source: tick.source,
        at: new Date(tick.atMs).toISOString(),
        price: formatUnits(tick.price, precision),
      };
}

/**
 * The wire round. Its result shows once its bets are settled: until then it is in progress (status
 * 0), even in the moment between the close tick being recorded and the settlement committing.
 */
export function roundRecord(row: RoundRow): binary.TradeRound {
  const settled = row.phase === 'SETTLED';
  return {
    id: row.id,
    tradeOptionId: row.trade_option_id,
    roundNo: row.round_no,
    stock: row.stock,
    type: row.type,
    openAt: row.open_at.toISOString(),
    betCloseAt: new Date(row.lock_at.getTime() - row.bet_cutoff_ms).toISOString(),
    lockAt: row.lock_at.toISOString(),
    closeAt: row.close_at.toISOString(),
    payout: row.payout,
    lockTick: tickRecord(storedTick(row.lock_price, row.lock_tick_at, row.lock_source), row.price_precision),
    closeTick: settled
      ? tickRecord(storedTick(row.close_price, row.close_tick_at, row.close_source), row.price_precision)
      : null,
    result: settled ? row.result : null,
    voidReason: settled ? row.void_reason : null,
    status: settled ? row.status : 0,
  };
}

export interface BetRow {
  id: number;
  member_id: number;
  trade_option_id: number;
  trade_round_id: number;
  round_no: number;
  stock: string;
  trade_type: string;
  side: BetSide;
  asset: string;
  stake: string;
  payout: string;
  status: 0 | 1 | 2 | 3;
  result_point: string | null;
  created_at: Date;
  settled_at: Date | null;
}

/**
 * `FROM trade_bet_outcome b` (a bet with the status and result its round decided, migration 0009)
 * joined with its round and option; add WHERE / ORDER BY.
 */
export const betSelect = `SELECT b.id, b.member_id, b.trade_option_id, b.trade_round_id, r.round_no, o.stock, o.type AS trade_type,
    b.side, b.asset, b.stake::text AS stake, r.payout::text AS payout, b.status,
    b.result_point::text AS result_point, b.created_at, b.settled_at
  FROM trade_bet_outcome b
    JOIN trade_round r ON r.id = b.trade_round_id
    JOIN trade_option o ON o.id = b.trade_option_id`;

export function betRecord(row: BetRow): binary.Bet {
  return {
    id: row.id,
    tradeOptionId: row.trade_option_id,
    tradeRoundId: row.trade_round_id,
    roundNo: row.round_no,
    stock: row.stock,
    tradeType: row.trade_type,
    type: row.side,
    point: formatMinor(row.asset, BigInt(row.stake)),
    payout: row.payout,
    resultPoint: formatMinor(row.asset, BigInt(row.result_point ?? '0')),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at === null ? null : row.settled_at.toISOString(),
  };
}
