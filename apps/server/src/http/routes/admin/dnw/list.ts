import type { dnw, RouteResponse } from '@baro/contracts';
import { listAdminDnw } from '../../../../modules/dnw/admin-rows.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof dnw.adminListDnw;

/** GET /admin/dnw/list: the operator's site's requests, pending ones unless other statuses are named. */
export async function adminListDnwHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listAdminDnw(ctx.db, caller.siteId, query);
}
