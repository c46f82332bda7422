import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import { placeOverseaOrder } from '../../../modules/oversea/order-actions.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof overseaArea.placeOverseaOrder;

/** POST /oversea/order: a MARKET, LIMIT or MIT order in whole lots, answered after its commit. */
export async function placeOverseaOrderHandler({
  ctx,
  site,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return placeOverseaOrder(ctx, site, caller, body);
}
