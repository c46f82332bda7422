import type { Queryable } from '../../db/database.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';

/**
 * The most resting orders (LIMIT and STOP, each holding its cost) a member may have on one option, as
 * Binance allows 200 open orders per symbol. Each rests in the option's trigger book in memory, is
 * listed whole by `/history/open_order` and cancelled in one transaction by `/order/cancel_all`; without
 * a bound, a member's smallest orders (about 1 USDT held each) could grow all three without end.
 * TP/SL orders are not counted: a position has at most one of each.
 */
export const maxRestingOrders = 200;

/**
 * OPEN_ORDER_LIMIT when the member already rests `maxRestingOrders` on the option (a new order not yet
 * held is not among them); read under the member's wallet lock, which every placement takes first, so
 * two placements cannot both pass at the limit.
 */
export async function restingOrderLimitProblem(
  tx: Queryable,
  memberId: number,
  optionId: number,
): Promise<Rejection<'OPEN_ORDER_LIMIT'> | null> {
  // Counting stops at the limit: a member with many orders costs no more than one at it.
  const found = await tx.query<{ resting: number }>(
    `SELECT count(*)::int AS resting FROM (
       SELECT 1 FROM futures_order
       WHERE member_id = $1 AND futures_option_id = $2 AND status = 'OPEN' AND hold_id IS NOT NULL
       LIMIT $3) counted`,
    [memberId, optionId, maxRestingOrders],
  );
  const resting = found.rows[0]?.resting ?? 0;
  return resting >= maxRestingOrders
    ? reject('OPEN_ORDER_LIMIT', { params: { max: maxRestingOrders } })
    : null;
}
