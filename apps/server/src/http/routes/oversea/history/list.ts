import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { listOverseaHistory } from '../../../../modules/oversea/order-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof overseaArea.listOverseaHistory;

/** GET /oversea/history/list: the caller's filled and cancelled overseas orders, newest first, paged. */
export async function overseaHistoryHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listOverseaHistory(ctx.db, caller, query);
}
