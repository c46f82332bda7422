import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../../core/rejection.ts';
import { followerOpenCopies } from '../../../../../modules/copytrade/history-reads.ts';
import type { HandlerInput } from '../../../../router.ts';

type Route = typeof copytradeArea.listFollowerOpen;

/** GET /copytrade/history/follower/open: the caller's open copies. */
export async function followerOpenHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return followerOpenCopies(ctx.db, caller);
}
