import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../../core/rejection.ts';
import { traderOpenPositions } from '../../../../../modules/copytrade/history-reads.ts';
import type { HandlerInput } from '../../../../router.ts';

type Route = typeof copytradeArea.listTraderOpen;

/** GET /copytrade/history/trader/open: the caller's open trader positions. */
export async function traderOpenHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return traderOpenPositions(ctx.db, caller);
}
