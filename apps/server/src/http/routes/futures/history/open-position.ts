import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { listOpenPositions } from '../../../../modules/futures/position-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.listOpenPositions;

/** GET /futures/history/open_position {futuresOptionId?}: the caller's open positions at mark now. */
export async function openPositionsHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listOpenPositions(ctx.db, ctx.market, ctx.clock.nowMs(), caller, query.futuresOptionId);
}
