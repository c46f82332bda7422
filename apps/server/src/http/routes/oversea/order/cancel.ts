import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { cancelOverseaOrder } from '../../../../modules/oversea/order-actions.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof overseaArea.cancelOverseaOrder;

/** POST /oversea/order/cancel {id}: one of the caller's resting orders, its hold back to the point. */
export async function cancelOverseaOrderHandler({
  ctx,
  site,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return cancelOverseaOrder(ctx, site, caller, body.id);
}
