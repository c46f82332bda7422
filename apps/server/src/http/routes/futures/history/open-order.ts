import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { listOpenOrders } from '../../../../modules/futures/order-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.listOpenOrders;

/** GET /futures/history/open_order {futuresOptionId?}: the caller's resting orders. */
export async function openOrdersHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listOpenOrders(ctx.db, caller, query.futuresOptionId);
}
