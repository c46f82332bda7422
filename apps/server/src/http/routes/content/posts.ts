import type { content, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import { getOpenContent, listOpenContent } from '../../../modules/support/content-reads.ts';
import type { Handler, HandlerInput } from '../../router.ts';

// The five kinds of posts share their calls (spec §7 "Content"): a list and one post, the kind named
// by the path. Guests read them too; the site comes from `siteInfoId`.

type ListRoute = typeof content.listNotices;
type DetailRoute = typeof content.getNotice;

/** GET /content/{kind}/list for one kind of post. */
export function contentListHandler(kind: content.ContentKind): Handler<ListRoute> {
  return async ({ ctx, site, query }: HandlerInput<ListRoute>): Promise<RouteResponse<ListRoute>> =>
    listOpenContent(ctx.db, site.id, kind, query, ctx.clock.nowMs());
}

/** GET /content/{kind}?contentId= for one kind of post. */
export function contentDetailHandler(kind: content.ContentKind): Handler<DetailRoute> {
  return async ({
    ctx,
    site,
    query,
  }: HandlerInput<DetailRoute>): Promise<RouteResponse<DetailRoute> | Rejection> =>
    getOpenContent(ctx.db, site.id, kind, query.contentId, ctx.clock.nowMs());
}
