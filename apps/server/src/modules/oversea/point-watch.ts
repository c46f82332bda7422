import type { Queryable } from '../../db/database.ts';
import { readHorizon } from '../../db/change-horizon.ts';
import type { HorizonReading } from '../../db/change-horizon.ts';

/** The newest posting id visible before the database's clock read `atMs`. */
interface Sample {
  readonly postingId: bigint;
  readonly atMs: number;
}

const newestPostingSql = `SELECT COALESCE(max(id), 0)::text AS id FROM ledger_posting`;

/** A BINARY available account of the site in a posting: a point moved (a deposit, a bet, a fill). */
const movedPointsSql = `SELECT p.id, a.member_id FROM ledger_posting p
    JOIN ledger_account a ON a.id = p.debit_account_id
  WHERE p.id > $1 AND p.site_id = $2 AND p.asset = $3 AND a.member_id IS NOT NULL AND a.wallet_type = 'BINARY'
    AND a.kind = 'AVAILABLE'
  UNION ALL
  SELECT p.id, a.member_id FROM ledger_posting p
    JOIN ledger_account a ON a.id = p.credit_account_id
  WHERE p.id > $1 AND p.site_id = $2 AND p.asset = $3 AND a.member_id IS NOT NULL AND a.wallet_type = 'BINARY'
    AND a.kind = 'AVAILABLE'`;

/**
 * Which members' BINARY points moved, read by posting id (the primary key: an index on the postings'
 * time would tax every posting written, a round's settlement writes 100,000). A posting's id is taken
 * when it is inserted and seen when its transaction commits, so ids appear out of order; how far back
 * to read is bounded by the same horizon as the rows (change-horizon.ts), bridged to ids by samples:
 * each look first reads the newest visible id, then the database's time. Ids come from one sequence,
 * handed out in time order, so any posting inserted after that time has a higher id than the sample.
 * A posting the previous read could not see belongs to a transaction running then, which began no
 * earlier than that read's horizon and inserted it later still, so it lies above every sample taken
 * before the horizon: the next read starts at the newest of those.
 */
export class PointWatch {
  private readonly samples: Sample[] = [];
  /** The read of the postings above this id is still due (null: no sample is before a horizon yet). */
  private from: bigint | null = null;
  private readonly seen = new Set<bigint>();

  constructor(private readonly site: { readonly siteId: number; readonly asset: string }) {}

  /** A sample (the newest visible posting id, then the time), and the horizon of that moment. */
  async sample(db: Queryable): Promise<HorizonReading> {
    const row = (await db.query<{ id: string }>(newestPostingSql)).rows[0];
    const reading = await readHorizon(db);
    this.samples.push({ postingId: BigInt(row?.id ?? '0'), atMs: reading.now.getTime() });
    return reading;
  }

  /**
   * Whether every posting a read after `horizon` could miss lies above a sample: a sample taken
   * strictly before it (in whole milliseconds, so certainly before) exists.
   */
  covers(horizon: Date): boolean {
    return this.samples.some((sample) => sample.atMs < horizon.getTime());
  }

  /**
   * The members whose point moved in postings not reported before, for a read that follows a look
   * whose horizon was `horizon`: the postings above the newest sample taken before it.
   */
  async read(db: Queryable, horizon: Date): Promise<Set<number>> {
    this.advance(horizon);
    const members = new Set<number>();
    if (this.from === null) return members;
    const postings = await db.query<{ id: string; member_id: number }>(movedPointsSql, [
      this.from.toString(),
      this.site.siteId,
      this.site.asset,
    ]);
    for (const row of postings.rows) {
      const id = BigInt(row.id);
      if (this.seen.has(id)) continue;
      this.seen.add(id);
      members.add(row.member_id);
    }
    return members;
  }

  /**
   * Reads from `ids` below the first sample, for a start that no horizon passed (a transaction older
   * than it still running): the best left, since that transaction's postings may lie anywhere below.
   */
  startBelowFirstSample(ids: bigint): void {
    const first = this.samples[0]?.postingId ?? 0n;
    this.from = first > ids ? first - ids : 0n;
  }

  /** Moves `from` to the newest sample before `horizon`, forgetting the older samples and the ids below. */
  private advance(horizon: Date): void {
    let newest = -1;
    for (const [index, sample] of this.samples.entries()) if (sample.atMs < horizon.getTime()) newest = index;
    const sample = this.samples[newest];
    if (sample === undefined) return;
    const from = sample.postingId;
    this.samples.splice(0, newest);
    if (this.from !== null && from <= this.from) return;
    this.from = from;
    for (const id of this.seen) if (id <= from) this.seen.delete(id);
  }
}
