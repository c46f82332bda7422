import type { CandleInterval, UnitCandle } from '@baro/domain';
import type { Queryable } from '../db/database.ts';

/** One candle to store: which series it belongs to, and its integer figures. */
export interface StoredCandle {
  readonly stock: string;
  readonly interval: CandleInterval;
  readonly candle: UnitCandle;
}

interface CandleRow {
  open_time_ms: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The newest `limit` stored candles of one series, oldest first (what a restart loads back). */
export async function loadCandles(
  db: Queryable,
  stock: string,
  interval: CandleInterval,
  limit: number,
): Promise<UnitCandle[]> {
  const rows = await db.query<CandleRow>(
    `SELECT open_time_ms, open, high, low, close, volume FROM market_candle
     WHERE stock = $1 AND interval = $2 ORDER BY open_time_ms DESC LIMIT $3`,
    [stock, interval, limit],
  );
  return rows.rows.reverse().map((row) => ({
    openTimeMs: row.open_time_ms,
    open: row.open,
    high: row.high,
    low: row.low,
    close: row.close,
    volume: row.volume,
  }));
}

/**
 * Stores candles in one statement, replacing what is stored for the same bucket: the running candle is
 * written again at every flush until it is final. Arrays keep it one round trip for any batch size.
 */
export async function saveCandles(db: Queryable, candles: readonly StoredCandle[]): Promise<void> {
  if (candles.length === 0) return;
  const column = <T>(pick: (entry: StoredCandle) => T): T[] => candles.map(pick);
  await db.query(
    `INSERT INTO market_candle (stock, interval, open_time_ms, open, high, low, close, volume)
     SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[],
       $7::bigint[], $8::bigint[])
     ON CONFLICT (stock, interval, open_time_ms) DO UPDATE SET open = EXCLUDED.open, high = EXCLUDED.high,
       low = EXCLUDED.low, close = EXCLUDED.close, volume = EXCLUDED.volume`,
    [
      column((entry) => entry.stock),
      column((entry) => entry.interval),
      column((entry) => entry.candle.openTimeMs),
      column((entry) => entry.candle.open),
      column((entry) => entry.candle.high),
      column((entry) => entry.candle.low),
      column((entry) => entry.candle.close),
      column((entry) => entry.candle.volume),
    ],
  );
}

/** Deletes the stored candles of one series that opened before `keepFromMs` (bounded retention). */
export async function pruneCandles(
  db: Queryable,
  stock: string,
  interval: CandleInterval,
  keepFromMs: number,
): Promise<number> {
  const deleted = await db.query(
    'DELETE FROM market_candle WHERE stock = $1 AND interval = $2 AND open_time_ms < $3',
    [stock, interval, keepFromMs],
  );
  return deleted.rowCount;
}
