import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import { placeOrder } from '../../../modules/futures/place-order.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof futuresArea.placeOrder;

/** POST /futures/order: a MARKET, LIMIT, STOPMARKET or STOPLIMIT order, answered after its commit. */
export async function placeOrderHandler({
  ctx,
  site,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return placeOrder(ctx, site, caller, body);
}
