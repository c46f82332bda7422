import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { listOrderHistory } from '../../../../modules/futures/order-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.listOrderHistory;

/** GET /futures/history/list: the caller's filled and cancelled orders, newest first, with their fill ticks. */
export async function orderHistoryHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listOrderHistory(ctx.db, caller, query);
}
