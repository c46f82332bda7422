import type { RouteResponse, oversea } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import { kstDaysFilter, pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import type { DaysPageQuery } from '../../db/paged-reads.ts';
import { orderRecord, orderSelect } from './oversea-records.ts';
import type { OrderRow } from './oversea-records.ts';

// Every read is scoped by the caller's member and site: another member's orders are as absent as
// ones that never existed. A `playerId` the client sends is never read.

/** A history page of one overseas option or all, between two KST days (both optional). */
export interface OverseaHistoryQuery extends DaysPageQuery {
  readonly overseaOptionId?: number | undefined;
}

const mine = 'o.member_id = $1 AND o.site_id = $2';

/** GET /oversea/history/open_order: the caller's resting LIMIT and MIT orders, newest first. */
export async function listOpenOverseaOrders(
  db: Queryable,
  caller: MemberCaller,
  overseaOptionId: number | undefined,
): Promise<oversea.OverseaOrder[]> {
  const rows = await db.query<OrderRow>(
    `${orderSelect} WHERE ${mine} AND o.status = 'OPEN' AND ($3::int IS NULL OR o.oversea_option_id = $3)
     ORDER BY o.id DESC`,
    [caller.memberId, caller.siteId, overseaOptionId ?? null],
  );
  return rows.rows.map(orderRecord);
}

/**
 * GET /oversea/history/list: the caller's filled and cancelled orders (TP/SL, losscut and session-end
 * closes included), newest first; the dates are KST days of the fill or the cancel.
 */
export async function listOverseaHistory(
  db: Queryable,
  caller: MemberCaller,
  query: OverseaHistoryQuery,
): Promise<RouteResponse<typeof oversea.listOverseaHistory>> {
  const where = `${mine} AND o.status <> 'OPEN' AND ($3::int IS NULL OR o.oversea_option_id = $3)
    AND ${kstDaysFilter('o.updated_at', '$4', '$5')}`;
  const params = [
    caller.memberId,
    caller.siteId,
    query.overseaOptionId ?? null,
    query.startDate ?? null,
    query.endDate ?? null,
  ];
  const rows = await db.query<OrderRow>(
    `${orderSelect} WHERE ${where} ORDER BY o.id DESC LIMIT $6 OFFSET $7`,
    [...params, ...pageWindow(query)],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM oversea_order o WHERE ${where}`,
    params,
  );
  return pageAnswer(rows.rows.map(orderRecord), query, count.rows[0]?.total ?? 0);
}
