import type { dnw, RouteResponse } from '@baro/contracts';
import { decideRequest } from '../../../../modules/dnw/decide.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof dnw.adminApproveDnw;

/** POST /admin/dnw/approve {dnwHistoryId}: an operator approves a pending request of their site. */
export async function adminApproveDnwHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return decideRequest(ctx, caller, { dnwHistoryId: body.dnwHistoryId, decision: 'APPROVED' });
}
