import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { maxOrderQty } from '../../../../modules/futures/qty-per.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.getMaxQty;

/** GET /futures/order/qty_per {futuresOptionId, leverage}: the largest order the caller can place. */
export async function maxQtyHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return maxOrderQty(ctx.db, caller, query.futuresOptionId, query.leverage);
}
