import type { content, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { createContent } from '../../../../modules/support/content-admin.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof content.adminCreateContent;

/** POST /admin/content/create: a new post of the operator's site, its HTML sanitised. */
export async function adminCreateContentHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return createContent(ctx, caller, body);
}
