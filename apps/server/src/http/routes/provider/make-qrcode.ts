import type { providers, RouteResponse } from '@baro/contracts';
import { makeDepositQrCode } from '../../../modules/providers/checkout-links.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof providers.makeDepositQrCode;

/** POST /{provider}/make-qrcode {amount, currency = sUSDCG}: a deposit paid by QR code. */
export async function makeQrCodeHandler({
  ctx,
  caller,
  site,
  params,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return makeDepositQrCode(ctx, caller, site, params.provider, body);
}
