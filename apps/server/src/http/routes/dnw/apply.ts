import type { dnw, RouteResponse } from '@baro/contracts';
import { requestDeposit, requestWithdrawal } from '../../../modules/dnw/requests.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof dnw.applyDnw;

/** POST /dnw/apply {type, point}: a deposit (D) or withdrawal (W) of the BINARY wallet. */
export async function applyDnwHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const input = { point: body.point, requestId: body.requestId, body };
  return body.type === 'D'
    ? requestDeposit(ctx, caller, site, input)
    : requestWithdrawal(ctx, caller, site, input);
}
