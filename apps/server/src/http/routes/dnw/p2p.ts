import type { dnw, RouteResponse } from '@baro/contracts';
import { requestP2p } from '../../../modules/dnw/trade-requests.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof dnw.applyP2p;

/** POST /dnw/p2p {name, phone, point, detailJson}: a purchase request to the site's P2P desk. */
export async function applyP2pHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return requestP2p(ctx, caller, site, { ...body, body });
}
