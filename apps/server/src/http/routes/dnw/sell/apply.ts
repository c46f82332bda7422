import type { dnw, RouteResponse } from '@baro/contracts';
import { requestSell } from '../../../../modules/dnw/trade-requests.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof dnw.applySell;

/** POST /dnw/sell/apply {walletType, point, wonpNum}: sell coin for won; the coin is reserved at once. */
export async function applySellHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return requestSell(ctx, caller, site, { ...body, body });
}
