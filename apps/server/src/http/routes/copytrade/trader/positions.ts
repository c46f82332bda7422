import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { traderPositions } from '../../../../modules/copytrade/trader-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof copytradeArea.listTraderPositions;

/** GET /copytrade/trader/positions?id: a trader's open positions, if they share them. */
export async function traderPositionsHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return traderPositions(ctx.db, site.id, query.id);
}
