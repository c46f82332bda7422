import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import { listOverseaOptions } from '../../../../modules/market/site-options.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof overseaArea.findOpenOverseaOption;

/**
 * GET /oversea/option/exist_option: whether any offered overseas option trades now, and the first of
 * them in drawer order (KRW first), which the app opens when /oversea has no id.
 */
export async function findOpenOverseaOptionHandler({
  ctx,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const options = await listOverseaOptions(ctx.db, site.id, true, ctx.clock.nowMs());
  const open = options.find((option) => !option.isRest);
  return { exist: open !== undefined, overseaOptionId: open?.id ?? null };
}
