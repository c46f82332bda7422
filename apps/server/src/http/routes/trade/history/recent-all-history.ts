import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { recentBetsOfAll } from '../../../../modules/rounds/bet-reads.ts';
import { optionExists } from '../../../../modules/rounds/round-reads.ts';
import { reject } from '../../../../core/rejection.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof binaryArea.listRecentBetsOfAll;

/** GET /trade/history/recent_all_history {tradeOptionId}: everyone's latest bets, nicks masked. */
export async function recentBetsOfAllHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  if (!(await optionExists(ctx.db, site.id, query.tradeOptionId))) return reject('OPTION_NOT_FOUND');
  return recentBetsOfAll(ctx.db, site.id, query.tradeOptionId);
}
