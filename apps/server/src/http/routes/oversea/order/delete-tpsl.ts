import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { deleteOverseaTpsl } from '../../../../modules/oversea/position-actions.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof overseaArea.deleteOverseaTpsl;

/** POST /oversea/order/delete-tpsl {id, overseaOptionId, value}: removes a position's TP or SL. */
export async function deleteOverseaTpslHandler({
  ctx,
  site,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return deleteOverseaTpsl(ctx, site, caller, body);
}
