import type { Queryable } from '../../db/database.ts';
import { readHorizon } from '../../db/change-horizon.ts';
import { PointWatch } from './point-watch.ts';

/** How long a start waits for the transactions running then to end (see `begin`). */
const startWaitMs = 5_000;
const startPollMs = 5;

/**
 * Posting ids read back, below the start's sample, when a transaction older than the start is still
 * running after `startWaitMs` (a session left idle in a transaction): the look-back the loop used
 * before it read by horizon, the best left in that case, which the log reports.
 */
const fallbackPostingLookback = 10_000n;

/** `xmin`, the writing transaction, tells a row's versions apart: one changed again is reported again. */
const changedRowsSql = (table: 'oversea_order' | 'oversea_position') =>
  `SELECT id, member_id, changed_at, xmin::text AS version FROM ${table} WHERE site_id = $1 AND changed_at >= $2`;

/**
 * Which members' stored overseas state changed since the last look, by index ranges only (migration
 * 0029): orders and positions by `(site_id, changed_at)` from the horizon taken before the last look
 * (change-horizon.ts), points by posting ids from the newest sample before that horizon
 * (point-watch.ts). However late a transaction commits, its change is read by the next look after
 * it; a change seen once is not reported again.
 */
export class ChangeWatch {
  private readonly points: PointWatch;
  /** The horizon taken before the last read (or before the state the loop started from was read). */
  private since = new Date(0);
  /** Row versions reported, with their `changed_at`, until the horizon passes them. */
  private readonly seenRows = new Map<string, number>();

  constructor(private readonly site: { readonly siteId: number; readonly asset: string }) {
    this.points = new PointWatch(site);
  }

  /**
   * Before the loop reads the state it starts from: a first sample, then the horizon until it has
   * passed that sample, i.e. until every transaction running at the start has ended, so whatever the
   * start's read cannot see lies above the sample (at most a few milliseconds on a live site).
   * Answers false if a transaction outlived `startWaitMs`; the postings are then read from
   * `fallbackPostingLookback` ids below the sample.
   */
  async begin(db: Queryable): Promise<boolean> {
    let reading = await this.points.sample(db);
    const waitUntil = Date.now() + startWaitMs;
    while (!this.points.covers(reading.horizon) && Date.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, startPollMs));
      reading = await readHorizon(db);
    }
    this.since = reading.horizon;
    if (this.points.covers(reading.horizon)) return true;
    this.points.startBelowFirstSample(fallbackPostingLookback);
    return false;
  }

  /** Members whose orders or positions changed, and members whose BINARY point moved. */
  async read(db: Queryable): Promise<{ rows: Set<number>; points: Set<number> }> {
    const reading = await this.points.sample(db);
    const rows = new Set<number>();
    for (const table of ['oversea_order', 'oversea_position'] as const) {
      const changed = await db.query<{ id: number; member_id: number; changed_at: Date; version: string }>(
        changedRowsSql(table),
        [this.site.siteId, this.since],
      );
      for (const row of changed.rows) {
        const key = `${table}:${row.id}:${row.version}`;
        if (this.seenRows.has(key)) continue;
        this.seenRows.set(key, row.changed_at.getTime());
        rows.add(row.member_id);
      }
    }
    const points = await this.points.read(db, this.since);
    this.since = reading.horizon;
    // Rows stamped before the next read's start are not read again.
    for (const [key, atMs] of this.seenRows) if (atMs < this.since.getTime()) this.seenRows.delete(key);
    return { rows, points };
  }
}
