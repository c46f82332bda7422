import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { listMyBets } from '../../../../modules/rounds/bet-reads.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof binaryArea.listMyBets;

/**
 * GET /trade/history/list: the caller's bets, newest first. `playerId` is accepted and never read:
 * the list is always the signed-in member's own.
 */
export async function listMyBetsHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listMyBets(ctx.db, caller, {
    page: query.page,
    size: query.size,
    ...(query.tradeOptionId === undefined ? {} : { tradeOptionId: query.tradeOptionId }),
    ...(query.tradeRoundId === undefined ? {} : { tradeRoundId: query.tradeRoundId }),
    ...(query.tradeTypeStrs === undefined ? {} : { tradeTypeStrs: query.tradeTypeStrs }),
    ...(query.typeStrs === undefined ? {} : { typeStrs: query.typeStrs }),
    ...(query.statusStrs === undefined ? {} : { statusStrs: query.statusStrs }),
    ...(query.startDate === undefined ? {} : { startDate: query.startDate }),
    ...(query.endDate === undefined ? {} : { endDate: query.endDate }),
  });
}
