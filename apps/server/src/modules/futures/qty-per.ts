import { formatMinor } from '@baro/contracts';
import type { RouteResponse, futures } from '@baro/contracts';
import { maxNotionalAtLeverage, qtyPerMinor } from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { loadFuturesOption } from './futures-option.ts';
import { totalUsed, usedNotional } from './used-notional.ts';

type QtyPer = RouteResponse<typeof futures.getMaxQty>;

/**
 * GET /futures/order/qty_per: the largest order the caller's available FUTURES balance pays for at a
 * leverage, both fees included (`qtyPerMinor`), and the tier cap at that leverage less the notional
 * the member already uses on the option (open position and resting orders, `usedNotional`).
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
  // Two reads side by side: on PostgreSQL each takes its own pooled connection.
  const [available, used] = await Promise.all([
    db.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM ledger_account
       WHERE member_id = $1 AND wallet_type = 'FUTURES' AND kind = 'AVAILABLE'`,
      [caller.memberId],
    ),
    usedNotional(db, caller.memberId, optionId),
  ]);
  const maxQty = qtyPerMinor({
    availableMinor: BigInt(available.rows[0]?.balance ?? '0'),
    leverage,
    takerFeeBps: terms.takerFeeBps,
    tiers: terms.tiers,
    usedNotionalMinor: totalUsed(used),
    qtyStepMinor: terms.qtyStepMinor,
  });
  return {
    futuresOptionId: optionId,
    leverage,
    maxQty: formatMinor('USDT', maxQty),
    maxPositionQty: formatMinor('USDT', maxNotionalAtLeverage(terms.tiers, leverage)),
  };
}
