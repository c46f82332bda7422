import { formatMinor } from '@baro/contracts';
import type { RouteResponse, futures } from '@baro/contracts';
import { maxNotionalAtLeverage, qtyPerMinor } from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { loadFuturesOption } from './futures-option.ts';

type QtyPer = RouteResponse<typeof futures.getMaxQty>;

/**
 * GET /futures/order/qty_per: the largest order the caller's available FUTURES balance pays for at a
 * leverage, both fees included (`qtyPerMinor`), and the tier cap at that leverage less the notional
 * the member already uses on the option (open position and resting orders).
 */
export async function maxOrderQty(
  db: Queryable,
  caller: MemberCaller,
  optionId: number,
  leverage: number,
): Promise<QtyPer | Rejection> {
  const option = await loadFuturesOption(db, caller.siteId, optionId);
  if (option === undefined) return reject('OPTION_NOT_FOUND');
  const { terms } = option;
  if (leverage > terms.maxLeverage)
    return reject('LEVERAGE_OUT_OF_RANGE', { params: { max: terms.maxLeverage } });
  const used = await db.query<{ available: string; used: string }>(
    `SELECT
       COALESCE((SELECT balance FROM ledger_account
         WHERE member_id = $1 AND wallet_type = 'FUTURES' AND kind = 'AVAILABLE'), 0)::text AS available,
       (COALESCE((SELECT SUM(qty) FROM futures_position
           WHERE member_id = $1 AND futures_option_id = $2 AND status = 'OPEN'), 0)
         + COALESCE((SELECT SUM(qty) FROM futures_order
           WHERE member_id = $1 AND futures_option_id = $2 AND status = 'OPEN' AND hold_id IS NOT NULL), 0)
       )::text AS used`,
    [caller.memberId, optionId],
  );
  const row = used.rows[0] ?? { available: '0', used: '0' };
  const maxQty = qtyPerMinor({
    availableMinor: BigInt(row.available),
    leverage,
    takerFeeBps: terms.takerFeeBps,
    tiers: terms.tiers,
    usedNotionalMinor: BigInt(row.used),
    qtyStepMinor: terms.qtyStepMinor,
  });
  return {
    futuresOptionId: optionId,
    leverage,
    maxQty: formatMinor('USDT', maxQty),
    maxPositionQty: formatMinor('USDT', maxNotionalAtLeverage(terms.tiers, leverage)),
  };
}
