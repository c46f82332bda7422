import type { dnw, RouteResponse } from '@baro/contracts';
import { requestDeposit } from '../../../../modules/dnw/requests.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof dnw.applyDeposit;

/** POST /dnw/deposit/apply {point, walletType}: a deposit request, credited on approval only. */
export async function applyDepositHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return requestDeposit(ctx, caller, site, { ...body, body });
}
