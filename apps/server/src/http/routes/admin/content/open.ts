import type { content, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { setContentOpen } from '../../../../modules/support/content-admin.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof content.adminSetContentOpen;

/** POST /admin/content/open: opens one of the operator's site's posts to members, or closes it. */
export async function adminSetContentOpenHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return setContentOpen(ctx, caller, body);
}
