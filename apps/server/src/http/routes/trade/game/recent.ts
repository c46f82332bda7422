import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { optionExists, recentRounds } from '../../../../modules/rounds/round-reads.ts';
import { reject } from '../../../../core/rejection.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof binaryArea.listRecentRounds;

/** GET /trade/game/recent {tradeOptionId}: the option's latest settled rounds, newest first. */
export async function recentRoundsHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  if (!(await optionExists(ctx.db, site.id, query.tradeOptionId))) return reject('OPTION_NOT_FOUND');
  return recentRounds(ctx.db, site.id, query.tradeOptionId);
}
