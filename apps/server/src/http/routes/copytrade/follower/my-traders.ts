import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { listMyTraders } from '../../../../modules/copytrade/trader-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof copytradeArea.listMyTraders;

/** GET /copytrade/follower/my_traders: the traders the caller follows or followed. */
export async function myTradersHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listMyTraders(ctx, caller);
}
