import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { placeBet } from '../../../../modules/rounds/place-bet.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof binaryArea.placeBet;

/** POST /trade/history/betting {point, tradeRoundId, type}: a bet, or more stake on the same side. */
export async function placeBetHandler({
  ctx,
  site,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return placeBet(ctx, site, caller, body);
}
