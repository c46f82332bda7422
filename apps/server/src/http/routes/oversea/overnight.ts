import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import { setOvernight } from '../../../modules/oversea/position-actions.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof overseaArea.setOvernight;

/** POST /oversea/overnight {overseaPositionId, isActive}: asks to hold a position overnight, or not. */
export async function setOvernightHandler({
  ctx,
  site,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return setOvernight(ctx, site, caller, body);
}
