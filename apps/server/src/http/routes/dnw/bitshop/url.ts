import type { dnw, RouteResponse } from '@baro/contracts';
import { bitshopUrl } from '../../../../modules/providers/checkout-links.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof dnw.getBitshopUrl;

/** POST /dnw/bitshop/url {type, amount}: the Bitshop page where the caller buys or sells points. */
export async function bitshopUrlHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return bitshopUrl(ctx, caller, site, body);
}
