import type { content, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { updateContent } from '../../../../modules/support/content-admin.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof content.adminUpdateContent;

/** POST /admin/content/update: rewrites one of the operator's site's posts. */
export async function adminUpdateContentHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return updateContent(ctx, caller, body);
}
