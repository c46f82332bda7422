import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { dailySummary, optionExists } from '../../../../../modules/rounds/round-reads.ts';
import { reject } from '../../../../../core/rejection.ts';
import type { Rejection } from '../../../../../core/rejection.ts';
import type { HandlerInput } from '../../../../router.ts';

type Route = typeof binaryArea.getDailyRoundSummary;

/** GET /trade/round/summary/daily {tradeOptionId, date}: an option's settled rounds of one KST day. */
export async function dailyRoundSummaryHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  if (!(await optionExists(ctx.db, site.id, query.tradeOptionId))) return reject('OPTION_NOT_FOUND');
  return dailySummary(ctx.db, site.id, query.tradeOptionId, query.date);
}
