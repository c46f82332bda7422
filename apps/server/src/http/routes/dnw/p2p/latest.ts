import type { dnw, RouteResponse } from '@baro/contracts';
import { latestP2p } from '../../../../modules/dnw/list.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof dnw.getLatestP2p;

/** GET /dnw/p2p/latest: the caller's latest P2P request, or null. */
export async function latestP2pHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return latestP2p(ctx.db, caller);
}
