import type { content, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { publishLiveNotice } from '../../../../modules/support/content-admin.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof content.adminPublishLiveNotice;

/** POST /admin/content/publish_live: a notice of the operator's site popped up live (FORCE_NOTICE). */
export async function adminPublishLiveNoticeHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return publishLiveNotice(ctx, caller, body.id);
}
