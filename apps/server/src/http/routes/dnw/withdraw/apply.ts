import type { dnw, RouteResponse } from '@baro/contracts';
import { requestWithdrawal } from '../../../../modules/dnw/requests.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof dnw.applyWithdraw;

/** POST /dnw/withdraw/apply {point, walletType, address}: a withdrawal, reserved at once. */
export async function applyWithdrawHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return requestWithdrawal(ctx, caller, site, { ...body, body });
}
