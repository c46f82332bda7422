import type { auth, RouteResponse } from '@baro/contracts';
import { normaliseEmail, requestCode } from '../../../modules/accounts/verification-codes.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.certificateEmail;

/** POST /certi/certificate_email: sends a 6-digit code to the e-mail address. */
export async function certificateEmailHandler({
  ctx,
  body,
  site,
  ip,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return requestCode(ctx, {
    site,
    channel: 'EMAIL',
    target: normaliseEmail(body.key),
    purpose: body.purpose,
    ip,
  });
}
