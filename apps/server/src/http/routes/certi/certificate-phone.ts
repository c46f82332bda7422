import type { auth, RouteResponse } from '@baro/contracts';
import { normalizePhone } from '@baro/domain';
import { requestCode } from '../../../modules/accounts/verification-codes.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.certificatePhone;

/** POST /certi/certificate_phone: sends a 6-digit code to the phone. */
export async function certificatePhoneHandler({
  ctx,
  body,
  site,
  ip,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return requestCode(ctx, {
    site,
    channel: 'PHONE',
    target: normalizePhone(body.key),
    purpose: body.purpose,
    ip,
  });
}
