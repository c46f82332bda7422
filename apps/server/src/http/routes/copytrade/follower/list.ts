import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { listMyFollowers } from '../../../../modules/copytrade/follow-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof copytradeArea.listMyFollowers;

/** GET /copytrade/follower/list: the followers of the caller's trader account, paged, names masked. */
export async function myFollowersHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listMyFollowers(ctx.db, caller, query);
}
