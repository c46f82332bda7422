import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { listTraders } from '../../../../modules/copytrade/trader-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof copytradeArea.listTraders;

/** GET /copytrade/trader/list: the leaderboard, sorted, filtered and paged by the database. */
export async function traderListHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listTraders(ctx, site.id, query);
}
