import type { RouteResponse, futures } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { orderRecord, orderSelect } from './order-records.ts';
import type { OrderRow } from './order-records.ts';
import { memberOrderHistory } from '../../db/paged-reads.ts';
import type { OptionHistoryQuery } from '../../db/paged-reads.ts';

type FuturesOrder = futures.FuturesOrder;

// Every read is scoped by the caller's member and site: another member's order or position is as
// absent as one that never existed (the handler's own 404, never a hint that it exists).

const mine = 'o.member_id = $1 AND o.site_id = $2';
const restingTypes = `('LIMIT', 'STOPMARKET', 'STOPLIMIT')`;
const tpslTypes = `('TAKEPROFIT', 'STOPLOSS')`;

const futuresOrders = {
  select: orderSelect,
  table: 'futures_order',
  optionColumn: 'futures_option_id',
  record: (row: OrderRow) => orderRecord(row),
};

/** The caller's resting LIMIT and STOP orders, newest first; TP/SL orders are listed with their position. */
export async function listOpenOrders(
  db: Queryable,
  caller: MemberCaller,
  optionId: number | undefined,
): Promise<FuturesOrder[]> {
  const rows = await db.query<OrderRow>(
    `${orderSelect} WHERE ${mine} AND o.status = 'OPEN' AND o.market_type IN ${restingTypes}
       AND ($3::int IS NULL OR o.futures_option_id = $3)
     ORDER BY o.id DESC`,
    [caller.memberId, caller.siteId, optionId ?? null],
  );
  return rows.rows.map(orderRecord);
}

/** The caller's filled and cancelled orders, newest first; dates are KST days of the order's last change. */
export async function listOrderHistory(
  db: Queryable,
  caller: MemberCaller,
  query: OptionHistoryQuery,
): Promise<RouteResponse<typeof futures.listOrderHistory>> {
  return memberOrderHistory(db, futuresOrders, caller, query.futuresOptionId, query);
}

/** GET /futures/history/tpsl: every TP/SL order of the position the caller's order opened or changed. */
export async function listOrderTpsl(
  db: Queryable,
  caller: MemberCaller,
  orderId: number,
): Promise<FuturesOrder[] | Rejection> {
  const order = await db.query<{ futures_position_id: number | null }>(
    `SELECT o.futures_position_id FROM futures_order o WHERE o.id = $3 AND ${mine}`,
    [caller.memberId, caller.siteId, orderId],
  );
  const found = order.rows[0];
  if (found === undefined) return reject('ORDER_NOT_FOUND');
  if (found.futures_position_id === null) return [];
  const rows = await db.query<OrderRow>(
    `${orderSelect} WHERE ${mine} AND o.futures_position_id = $3 AND o.market_type IN ${tpslTypes}
     ORDER BY o.id DESC`,
    [caller.memberId, caller.siteId, found.futures_position_id],
  );
  return rows.rows.map(orderRecord);
}

/** GET /futures/history/open_sltp: the open TP/SL orders of one of the caller's positions. */
export async function listOpenSltp(
  db: Queryable,
  caller: MemberCaller,
  positionId: number,
): Promise<FuturesOrder[] | Rejection> {
  const position = await db.query(
    'SELECT 1 FROM futures_position WHERE id = $3 AND member_id = $1 AND site_id = $2',
    [caller.memberId, caller.siteId, positionId],
  );
  if (position.rows.length === 0) return reject('POSITION_NOT_FOUND');
  const rows = await db.query<OrderRow>(
    `${orderSelect} WHERE ${mine} AND o.futures_position_id = $3 AND o.status = 'OPEN'
       AND o.market_type IN ${tpslTypes}
     ORDER BY o.market_type, o.id`,
    [caller.memberId, caller.siteId, positionId],
  );
  return rows.rows.map(orderRecord);
}
