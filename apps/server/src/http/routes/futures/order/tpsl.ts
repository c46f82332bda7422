import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { setTpsl } from '../../../../modules/futures/position-actions.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.setTpsl;

/** POST /futures/order/tpsl: sets or clears the take-profit and stop-loss of one of the caller's positions. */
export async function setTpslHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return setTpsl(ctx, caller, body);
}
