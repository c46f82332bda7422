import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import { listOvernight } from '../../../modules/oversea/position-reads.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof overseaArea.listOvernight;

/**
 * GET /oversea/overnight: the overnight requests of the caller's open positions. The `playerId` the
 * spec's client sends is never read: the token names the member.
 */
export async function listOvernightHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listOvernight(ctx.db, caller);
}
