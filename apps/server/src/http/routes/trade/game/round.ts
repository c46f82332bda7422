import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { findRound } from '../../../../modules/rounds/round-reads.ts';
import { reject } from '../../../../core/rejection.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof binaryArea.getRound;

/** GET /trade/game/round {tradeRoundId}: one round of the caller's site, with its deciding ticks. */
export async function roundHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return (await findRound(ctx.db, site.id, query.tradeRoundId)) ?? reject('ROUND_NOT_FOUND');
}
