import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { OrderInput } from './order-input.ts';
import type { OpenPosition } from './position-writes.ts';

/**
 * A close-only MARKET order (the body's `futuresPositionId`) as it fills, judged on the member's open position read
 * under the order's locks: it reduces that position by at most what is left of it, so a confirmation
 * tapped after the position closed (in another tab, by its TP/SL, by liquidation) or shrank never
 * opens or flips a position. POSITION_NOT_OPEN when the named position is not the member's open one
 * any more (a new position on the option has another id); CLOSE_ORDER_INVALID when the order is not
 * opposite the position. Every other order passes as it came.
 */
export function closeOnlyInput(
  input: OrderInput,
  position: OpenPosition | undefined,
): OrderInput | Rejection {
  if (input.closePositionId === null) return input;
  if (position?.id !== input.closePositionId) return reject('POSITION_NOT_OPEN');
  if (position.side === input.side) return reject('CLOSE_ORDER_INVALID');
  return input.qty <= position.qty ? input : { ...input, qty: position.qty };
}
