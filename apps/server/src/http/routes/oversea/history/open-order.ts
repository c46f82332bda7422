import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { listOpenOverseaOrders } from '../../../../modules/oversea/order-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof overseaArea.listOpenOverseaOrders;

/** GET /oversea/history/open_order {overseaOptionId?}: the caller's resting overseas orders. */
export async function openOverseaOrdersHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listOpenOverseaOrders(ctx.db, caller, query.overseaOptionId);
}
