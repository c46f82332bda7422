import type { RouteResponse, content as contentArea } from '@baro/contracts';
import { publicCurrentRounds } from '../../../modules/rounds/round-reads.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof contentArea.listPublicTradeRounds;

/**
 * GET /public/trade_round {stockListStrs}: the round taking bets on each running option of the listed
 * stocks, of the calling site only (home screen, before sign-in).
 */
export async function publicTradeRoundsHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return publicCurrentRounds(ctx.db, site.id, query.stockListStrs, ctx.clock.nowMs());
}
