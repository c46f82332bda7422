import type { dnw, RouteResponse } from '@baro/contracts';
import { p2pDeskUrl } from '../../../../modules/providers/checkout-links.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof dnw.getVancoinP2pUrl;

/** POST /dnw/p2p/vancoin-p2p-url {value}: the Vancoin P2P desk's page for the caller. */
export async function vancoinP2pUrlHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return p2pDeskUrl(ctx, caller, site, 'vancoin', body.value);
}
