import type { dnw, RouteResponse } from '@baro/contracts';
import { p2pDeskUrl } from '../../../../modules/providers/checkout-links.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof dnw.getMillionP2pUrl;

/** GET /dnw/p2p/million-p2p-url: the Million P2P desk's page for the caller. */
export async function millionP2pUrlHandler({
  ctx,
  caller,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return p2pDeskUrl(ctx, caller, site, 'million');
}
