import type { RouteResponse, oversea } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import { memberOrderHistory } from '../../db/paged-reads.ts';
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

const overseaOrders = {
  select: orderSelect,
  table: 'oversea_order',
  optionColumn: 'oversea_option_id',
  record: (row: OrderRow) => orderRecord(row),
};

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
  return memberOrderHistory(db, overseaOrders, caller, query.overseaOptionId, query);
}
