import type { content, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import { getStaticPage, listContentCategories } from '../../../modules/support/content-reads.ts';
import type { HandlerInput } from '../../router.ts';

type CategoriesRoute = typeof content.listNoticeCategories;
type StaticRoute = typeof content.getStaticPage;

/** GET /content/notice/categories: the site's notice tabs, in order. */
export async function noticeCategoriesHandler({
  ctx,
  site,
}: HandlerInput<CategoriesRoute>): Promise<RouteResponse<CategoriesRoute>> {
  return listContentCategories(ctx.db, site.id, 'NOTICE');
}

/** GET /content/static?category=: the site's open static page of that key. */
export async function staticPageHandler({
  ctx,
  site,
  query,
}: HandlerInput<StaticRoute>): Promise<RouteResponse<StaticRoute> | Rejection> {
  return getStaticPage(ctx.db, site.id, query.category, ctx.clock.nowMs());
}
