import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { currentRounds, optionExists } from '../../../../modules/rounds/round-reads.ts';
import { reject } from '../../../../core/rejection.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof binaryArea.getCurrentRound;

/** GET /trade/game/current {tradeOptionId}: the round taking bets and the live round before it. */
export async function currentRoundHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  if (!(await optionExists(ctx.db, site.id, query.tradeOptionId))) return reject('OPTION_NOT_FOUND');
  return currentRounds(ctx.db, site.id, query.tradeOptionId, ctx.clock.nowMs());
}
