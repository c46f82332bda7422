import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { cancelOrder } from '../../../../modules/futures/cancel-order.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.cancelOrder;

/** POST /futures/order/cancel {id}: one of the caller's open orders, its hold released. */
export async function cancelOrderHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return cancelOrder(ctx, caller, body.id);
}
