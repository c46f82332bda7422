import type { auth, RouteResponse } from '@baro/contracts';
import { normalizePhone } from '@baro/domain';
import { verifyCode } from '../../../modules/accounts/verification-codes.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.verifyPhone;

/** POST /certi/verify_phone: checks the code and answers the certificate that proves the phone. */
export async function verifyPhoneHandler({
  ctx,
  body,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return verifyCode(ctx, { site, channel: 'PHONE', target: normalizePhone(body.key), code: body.secretCode });
}
