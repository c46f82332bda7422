import { exceedsCapAtPlacement, maxNotionalAtLeverage } from '@baro/domain';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import type { OrderInput } from './order-input.ts';
import type { UsedNotional } from './used-notional.ts';

/**
 * MAX_POSITION_EXCEEDED when the order opens past the tier cap at its leverage with what the member
 * already uses on its side (`exceedsCapAtPlacement`, valued as `qty_per` values it). Read under the
 * member's wallet lock, which every order, fill and cancel of the member takes first, so two orders
 * cannot both fit in the same room. The fill checks the position again (`openFigures`). Shared by
 * placement one order at a time (place-order.ts) and in a batch (market-batch.ts), so both refuse alike.
 */
export function tierCapProblem(
  used: UsedNotional,
  option: Pick<FuturesOptionTerms, 'id' | 'terms'>,
  input: OrderInput,
  leverage: number,
): Rejection | null {
  const cap = maxNotionalAtLeverage(option.terms.tiers, leverage);
  const resting = used.resting[input.side];
  return exceedsCapAtPlacement(used.position ?? null, resting, input.side, input.qty, cap)
    ? reject('MAX_POSITION_EXCEEDED')
    : null;
}
