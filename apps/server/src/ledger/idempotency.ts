import type { Queryable } from '../db/database.ts';
import { bodyHash } from './canonical-json.ts';
import { reject } from '../core/rejection.ts';
import type { Rejection } from '../core/rejection.ts';
import { ledgerAssert } from './types.ts';

export interface IdempotencyKey {
  readonly siteId: number;
  readonly memberId: number;
  /** The client's `requestId`, unique per member. */
  readonly requestId: string;
  /** The request body as the client meant it; compared by the sha256 of its canonical JSON. */
  readonly body: unknown;
}

/** What an action answers; `body` must be JSON (decimal strings for money), as the wire is. */
export interface IdempotentResponse<Body> {
  readonly statusCode: number;
  readonly body: Body;
}

export type IdempotencyResult<Body> =
  | { readonly replayed: boolean; readonly statusCode: number; readonly body: Body }
  | Rejection<'IDEMPOTENCY_CONFLICT'>;

/**
 * Runs `work` once per (member, requestId), inside the caller's transaction, and stores its answer
 * in that same transaction, so the answer exists exactly when the action's effects do.
 *
 * The record is inserted before the work runs. A concurrent request with the same id blocks on that
 * insert (the primary key) until the first transaction ends: if it committed, the second finds its
 * record and replays the stored answer; if it rolled back, the second inserts and does the work
 * itself. The same id with a different body is `IDEMPOTENCY_CONFLICT`. When `work` throws, the
 * caller's transaction rolls back, the record with it, and a retry runs the work again.
 */
export async function withIdempotency<Body>(
  tx: Queryable,
  key: IdempotencyKey,
  work: (tx: Queryable) => Promise<IdempotentResponse<Body>>,
): Promise<IdempotencyResult<Body>> {
  const hash = bodyHash(key.body);
  const inserted = await tx.query(
    `INSERT INTO idempotency_record (site_id, member_id, request_id, body_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, request_id) DO NOTHING`,
    [key.siteId, key.memberId, key.requestId, hash],
  );
  if (inserted.rowCount === 0) return replay<Body>(tx, key, hash);
  const response = await work(tx);
  await tx.query(
    `UPDATE idempotency_record SET response = $3::jsonb, status_code = $4
     WHERE member_id = $1 AND request_id = $2`,
    [key.memberId, key.requestId, JSON.stringify(response.body), response.statusCode],
  );
  return { replayed: false, statusCode: response.statusCode, body: response.body };
}

async function replay<Body>(
  tx: Queryable,
  key: IdempotencyKey,
  hash: string,
): Promise<IdempotencyResult<Body>> {
  // A new statement: under READ COMMITTED it sees the record the other transaction just committed.
  const found = await tx.query<{
    site_id: number;
    body_hash: string;
    response: unknown;
    status_code: number | null;
  }>(
    `SELECT site_id, body_hash, response, status_code FROM idempotency_record
     WHERE member_id = $1 AND request_id = $2`,
    [key.memberId, key.requestId],
  );
  const record = found.rows[0];
  ledgerAssert(record !== undefined, `Idempotency record ${key.requestId} vanished.`);
  ledgerAssert(record.site_id === key.siteId, `Member ${key.memberId} belongs to another site.`);
  if (record.body_hash !== hash) return reject('IDEMPOTENCY_CONFLICT');
  // Only this same transaction could see a record without its answer: a nested use of one id.
  ledgerAssert(
    record.status_code !== null,
    `Request ${key.requestId} is already running in this transaction.`,
  );
  // The stored answer is the JSON of a Body, written above by this function.
  return { replayed: true, statusCode: record.status_code, body: record.response as Body };
}
