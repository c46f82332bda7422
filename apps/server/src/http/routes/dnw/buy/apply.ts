import type { dnw, RouteResponse } from '@baro/contracts';
import { requestBuy } from '../../../../modules/dnw/trade-requests.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof dnw.applyBuy;

/** POST /dnw/buy/apply {walletType, won, wonpNum, point}: buy coin for won, pending until approved. */
export async function applyBuyHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return requestBuy(ctx, caller, site, { ...body, body });
}
