import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { setOverseaTpsl } from '../../../../modules/oversea/position-actions.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof overseaArea.setOverseaTpsl;

/** POST /oversea/order/tpsl: a position's TP and/or SL in ticks from its entry. */
export async function setOverseaTpslHandler({
  ctx,
  site,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return setOverseaTpsl(ctx, site, caller, body);
}
