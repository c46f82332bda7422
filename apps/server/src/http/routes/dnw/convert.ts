import type { dnw, RouteResponse } from '@baro/contracts';
import { convertCoin } from '../../../modules/dnw/own-transfer.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof dnw.convertCoin;

/** POST /dnw/convert {fromCoin, toCoin, point, rate}: coin to coin at the published rate, less the fee. */
export async function convertHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const input = {
    from: body.fromCoin,
    to: body.toCoin,
    point: body.point,
    rate: body.rate,
    requestId: body.requestId,
    body,
  };
  return convertCoin(ctx, caller, site, input);
}
