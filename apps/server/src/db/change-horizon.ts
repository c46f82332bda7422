import type { Queryable } from './database.ts';

/**
 * The trigger loops' reads ask for rows changed since a time (migrations 0028, 0029): futures and
 * overseas orders and positions carry `changed_at`, and a CROSS member's wallet movements
 * `futures_cross_stamp.changed_at`, each the database's `now()`, the start of the transaction that
 * wrote it. A row a loop cannot see yet was written by a transaction still running, which started no
 * earlier than the oldest transaction running now, so the next read starts there: nothing committed
 * late is missed, however late, and a quiet database re-reads only the last second's changes. Taken
 * before the reads it bounds (each read is its own statement, with its own later snapshot), in the
 * database's clock, as the stamps are. PGlite runs one transaction at a time and lists none here: its
 * horizon is simply now. A transaction left open for long (a session idle in one) holds the horizon
 * back: each look then re-reads more, and misses nothing.
 */
const horizonSql = `SELECT now() AS now, LEAST(now(), (
    SELECT min(xact_start) FROM pg_stat_activity
    WHERE datname = current_database() AND backend_type = 'client backend' AND xact_start IS NOT NULL
  )) AS horizon`;

export interface HorizonReading {
  /** When the reading was taken: the start of its own statement's transaction. */
  readonly now: Date;
  /** Every transaction running at `now` started at or after this (`now` when none). */
  readonly horizon: Date;
}

export async function readHorizon(db: Queryable): Promise<HorizonReading> {
  const [row] = (await db.query<HorizonReading>(horizonSql)).rows;
  if (row === undefined) throw new Error('The change horizon query answered no row.');
  return row;
}

export async function changeHorizon(db: Queryable): Promise<Date> {
  return (await readHorizon(db)).horizon;
}
