import type { content, RouteResponse } from '@baro/contracts';
import { listContentForOperator } from '../../../../modules/support/content-admin.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof content.adminListContent;

/** GET /admin/content/list: the operator's site's posts of one kind, drafts too. */
export async function adminListContentHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route>> {
  return listContentForOperator(ctx.db, caller, query.kind, query);
}
