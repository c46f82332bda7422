import type { dnw, RouteResponse } from '@baro/contracts';
import { transferOwn } from '../../../modules/dnw/own-transfer.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof dnw.transfer;

/** POST /dnw/transfer {fromWalletType, toWalletType, point}: between the caller's own wallets. */
export async function transferHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const input = {
    from: body.fromWalletType,
    to: body.toWalletType,
    point: body.point,
    requestId: body.requestId,
    body,
  };
  return transferOwn(ctx, caller, site, input);
}
