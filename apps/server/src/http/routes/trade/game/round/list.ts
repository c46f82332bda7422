import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { listRounds, optionExists } from '../../../../../modules/rounds/round-reads.ts';
import { reject } from '../../../../../core/rejection.ts';
import type { Rejection } from '../../../../../core/rejection.ts';
import type { HandlerInput } from '../../../../router.ts';

type Route = typeof binaryArea.listRounds;

/**
 * GET /trade/game/round/list {tradeOptionId, isPlayStrs, startDate, endDate, page, size, statusStrs}:
 * an option's rounds, newest first. The listing by status sends statusStrs=1,2 (spec §4): settled
 * rounds with a winner (a round is never 2, so 2 adds nothing).
 */
export async function listRoundsHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  if (!(await optionExists(ctx.db, site.id, query.tradeOptionId))) return reject('OPTION_NOT_FOUND');
  return listRounds(ctx.db, site.id, {
    tradeOptionId: query.tradeOptionId,
    page: query.page,
    size: query.size,
    ...(query.isPlayStrs === undefined ? {} : { isPlayStrs: query.isPlayStrs }),
    ...(query.statusStrs === undefined ? {} : { statusStrs: query.statusStrs }),
    ...(query.startDate === undefined ? {} : { startDate: query.startDate }),
    ...(query.endDate === undefined ? {} : { endDate: query.endDate }),
  });
}
