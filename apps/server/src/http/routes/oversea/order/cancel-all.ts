import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { cancelAllOverseaOrders } from '../../../../modules/oversea/order-actions.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof overseaArea.cancelAllOverseaOrders;

/** POST /oversea/order/cancel_all {overseaOptionId?}: the caller's resting orders; the count. */
export async function cancelAllOverseaOrdersHandler({
  ctx,
  site,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return cancelAllOverseaOrders(ctx, site, caller, body.overseaOptionId);
}
