import type { dnw, RouteResponse } from '@baro/contracts';
import { cancelRequest } from '../../../modules/dnw/decide.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof dnw.cancelDnw;

/** GET /dnw/cancel {dnwHistoryId}: the caller cancels their own pending request. */
export async function cancelDnwHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return cancelRequest(ctx, caller, query.dnwHistoryId);
}
