import type { auth, RouteResponse } from '@baro/contracts';
import { normaliseEmail, verifyCode } from '../../../modules/accounts/verification-codes.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.verifyEmail;

/** POST /certi/verify_email: checks the code and answers the certificate that proves the address. */
export async function verifyEmailHandler({
  ctx,
  body,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return verifyCode(ctx, { site, channel: 'EMAIL', target: normaliseEmail(body.key), code: body.secretCode });
}
