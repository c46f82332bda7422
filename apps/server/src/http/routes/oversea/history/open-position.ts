import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { listOpenOverseaPositions } from '../../../../modules/oversea/position-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof overseaArea.listOpenOverseaPositions;

/** GET /oversea/history/open_position {overseaOptionId?}: the caller's open positions at last prices. */
export async function openOverseaPositionsHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listOpenOverseaPositions(ctx.db, ctx.market, caller, query.overseaOptionId);
}
