import type { futures } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { bodyHash } from '../../ledger/index.ts';
import { orderColumns, orderFrom, orderRecord } from './order-records.ts';
import type { OrderRow } from './order-records.ts';

// POST /futures/order is idempotent by its own row instead of an idempotency_record: the order's
// unique (member_id, request_id) makes the insert of a retry do nothing (ON CONFLICT), and the row's
// `request_hash` tells a retry from a different body sent under the same id. One statement fewer per
// order than `withIdempotency`'s record and its answer, and the answer is the order itself.

/** The sha256 of the body's canonical JSON, as `withIdempotency` compares bodies. */
export function requestHashOf(body: unknown): string {
  return bodyHash(body);
}

/**
 * The order the caller placed earlier under `requestId`, as it stands now (a retry answers the same
 * order), IDEMPOTENCY_CONFLICT when that order was placed with another body, or undefined when there
 * is none. Read by a statement of its own: under READ COMMITTED it sees an order another transaction
 * committed while this one waited on the unique key.
 */
export async function earlierOrder(
  db: Queryable,
  caller: MemberCaller,
  requestId: string,
  hash: string,
): Promise<futures.FuturesOrder | Rejection<'IDEMPOTENCY_CONFLICT'> | undefined> {
  const found = await db.query<OrderRow & { request_hash: string | null }>(
    `SELECT ${orderColumns}, o.request_hash ${orderFrom}
     WHERE o.member_id = $1 AND o.site_id = $2 AND o.request_id = $3`,
    [caller.memberId, caller.siteId, requestId],
  );
  const row = found.rows[0];
  return row === undefined ? undefined : answerOfEarlier(row, hash);
}

/** A retry's answer from the order placed under its requestId: that order, or the body conflict. */
export function answerOfEarlier(
  row: OrderRow & { readonly request_hash: string | null },
  hash: string | null,
): futures.FuturesOrder | Rejection<'IDEMPOTENCY_CONFLICT'> {
  return row.request_hash !== hash ? reject('IDEMPOTENCY_CONFLICT') : orderRecord(row);
}

/**
 * The order an insert found already placed under this request (its ON CONFLICT did nothing): answered,
 * or IDEMPOTENCY_CONFLICT for another body, having written nothing. Used by placement one order at a
 * time (place-order.ts) and in a batch (market-batch.ts).
 */
export async function placedMeanwhile(
  tx: Queryable,
  caller: MemberCaller,
  request: { readonly id: string; readonly hash: string } | null,
): Promise<futures.FuturesOrder | Rejection> {
  if (request === null) throw new Error('An order without a requestId met a conflict.');
  const earlier = await earlierOrder(tx, caller, request.id, request.hash);
  if (earlier === undefined) throw new Error(`The order of request ${request.id} vanished.`);
  return earlier;
}
