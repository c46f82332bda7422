import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { changeLeverageSetting } from '../../../../modules/futures/leverage-setting.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.setLeverage;

/** POST /futures/order/leverage {futuresOptionId, leverage}: refused while a position or order is open. */
export async function setLeverageHandler({
  ctx,
  site,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return changeLeverageSetting(ctx, site, caller, {
    futuresOptionId: body.futuresOptionId,
    leverage: body.leverage,
  });
}
