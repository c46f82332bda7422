import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { myRoundBets } from '../../../../modules/rounds/bet-reads.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof binaryArea.listMyRoundBets;

/** GET /trade/history/current {tradeRoundId}: the caller's bet on one round, as a list. */
export async function myRoundBetsHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return myRoundBets(ctx.db, caller, query.tradeRoundId);
}
