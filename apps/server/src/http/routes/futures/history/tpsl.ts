import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { listOrderTpsl } from '../../../../modules/futures/order-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.listOrderTpsl;

/** GET /futures/history/tpsl {orderId}: the TP/SL orders of the position the caller's order opened. */
export async function orderTpslHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listOrderTpsl(ctx.db, caller, query.orderId);
}
