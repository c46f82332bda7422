import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { listOpenSltp } from '../../../../modules/futures/order-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.listOpenSltp;

/** GET /futures/history/open_sltp {futuresPositionId}: the open TP/SL orders of one of the caller's positions. */
export async function openSltpHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listOpenSltp(ctx.db, caller, query.futuresPositionId);
}
