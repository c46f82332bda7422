import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { cancelAllOrders } from '../../../../modules/futures/cancel-order.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.cancelAllOrders;

/** POST /futures/order/cancel_all {futuresOptionId?}: the caller's resting orders, with how many. */
export async function cancelAllOrdersHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return cancelAllOrders(ctx, caller, body.futuresOptionId);
}
