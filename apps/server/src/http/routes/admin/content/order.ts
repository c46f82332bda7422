import type { content, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { orderContent } from '../../../../modules/support/content-admin.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof content.adminOrderContent;

/** POST /admin/content/order: the listed posts of the operator's site show in that order. */
export async function adminOrderContentHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return orderContent(ctx, caller, body.ids);
}
