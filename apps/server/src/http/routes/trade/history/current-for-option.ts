import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { myOpenOptionBets } from '../../../../modules/rounds/bet-reads.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof binaryArea.listMyOptionBets;

/** GET /trade/history/current_for_option {tradeOptionId}: the caller's unsettled bets on an option. */
export async function myOptionBetsHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return myOpenOptionBets(ctx.db, caller, query.tradeOptionId);
}
