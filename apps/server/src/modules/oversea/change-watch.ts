import type { Queryable } from '../../db/database.ts';

/**
 * How far back each look re-reads changed rows: a transaction stamps `updated_at` before it commits,
 * so one that commits after the loop looked may carry an earlier time than the last seen.
 */
const rowLookbackMs = 5_000;

/**
 * Posting ids are taken at insert and become visible at commit, so a lower id can appear after a
 * higher one: each look reads this many ids back, skipping those it has seen.
 */
const postingLookback = 10_000;

const changedRowsSql = (table: 'oversea_order' | 'oversea_position') =>
  `SELECT id, member_id, updated_at FROM ${table} WHERE site_id = $1 AND updated_at >= $2`;

/** A BINARY available account of the site in a posting: a point moved (a deposit, a bet, a fill). */
const changedPointsSql = `SELECT p.id, a.member_id FROM ledger_posting p
    JOIN ledger_account a ON a.id = p.debit_account_id
  WHERE p.id > $1 AND p.site_id = $2 AND p.asset = $3 AND a.member_id IS NOT NULL AND a.wallet_type = 'BINARY'
    AND a.kind = 'AVAILABLE'
  UNION ALL
  SELECT p.id, a.member_id FROM ledger_posting p
    JOIN ledger_account a ON a.id = p.credit_account_id
  WHERE p.id > $1 AND p.site_id = $2 AND p.asset = $3 AND a.member_id IS NOT NULL AND a.wallet_type = 'BINARY'
    AND a.kind = 'AVAILABLE'`;

const lastPostingSql = `SELECT COALESCE(max(id), 0)::text AS id FROM ledger_posting`;

/**
 * Which members' stored overseas state changed since the last look, by index ranges only: orders
 * and positions by `(site_id, updated_at)` with a look-back, point changes by posting ids above the
 * last seen (the primary key) with a look-back. A change seen once is not reported again.
 */
export class ChangeWatch {
  private rowsSeenAtMs = 0;
  private readonly seenRows = new Map<string, number>();
  private postingsSeenId = 0n;
  private readonly seenPostings = new Set<bigint>();

  constructor(
    private readonly site: { readonly siteId: number; readonly asset: string },
    startMs: number,
  ) {
    this.rowsSeenAtMs = startMs;
  }

  /** Starts the posting range at the newest posting: the state read after it is the start. */
  async begin(db: Queryable): Promise<void> {
    const row = (await db.query<{ id: string }>(lastPostingSql)).rows[0];
    this.postingsSeenId = BigInt(row?.id ?? '0');
  }

  /** Members whose orders or positions changed, and members whose BINARY point moved. */
  async read(db: Queryable): Promise<{ rows: Set<number>; points: Set<number> }> {
    const rows = new Set<number>();
    const since = new Date(this.rowsSeenAtMs - rowLookbackMs);
    for (const table of ['oversea_order', 'oversea_position'] as const) {
      const changed = await db.query<{ id: number; member_id: number; updated_at: Date }>(
        changedRowsSql(table),
        [this.site.siteId, since],
      );
      for (const row of changed.rows) {
        const atMs = row.updated_at.getTime();
        const key = `${table}:${row.id}:${atMs}`;
        if (atMs > this.rowsSeenAtMs) this.rowsSeenAtMs = atMs;
        if (this.seenRows.has(key)) continue;
        this.seenRows.set(key, atMs);
        rows.add(row.member_id);
      }
    }
    for (const [key, atMs] of this.seenRows)
      if (atMs < this.rowsSeenAtMs - rowLookbackMs) this.seenRows.delete(key);

    const points = new Set<number>();
    const from = this.postingsSeenId - BigInt(postingLookback);
    const postings = await db.query<{ id: string; member_id: number }>(changedPointsSql, [
      (from < 0n ? 0n : from).toString(),
      this.site.siteId,
      this.site.asset,
    ]);
    for (const row of postings.rows) {
      const id = BigInt(row.id);
      if (id > this.postingsSeenId) this.postingsSeenId = id;
      if (this.seenPostings.has(id)) continue;
      this.seenPostings.add(id);
      points.add(row.member_id);
    }
    const floor = this.postingsSeenId - BigInt(postingLookback);
    for (const id of this.seenPostings) if (id <= floor) this.seenPostings.delete(id);
    return { rows, points };
  }
}
