import type { auth, RouteResponse } from '@baro/contracts';
import { findUsername } from '../../../modules/accounts/recovery.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.findId;

/** POST /player/find_id: the masked username for a name and a verified phone. */
export async function findIdHandler({
  ctx,
  body,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return findUsername(ctx, { site, name: body.name, certificateValue: body.certificateValue });
}
