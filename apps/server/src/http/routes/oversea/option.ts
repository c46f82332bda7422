import type { RouteResponse, oversea as overseaArea } from '@baro/contracts';
import { localizedMessage } from '@baro/contracts';
import { findOverseaOption } from '../../../modules/market/site-options.ts';
import { reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof overseaArea.getOverseaOption;

/**
 * GET /oversea/option {overseaOptionId}: one overseas option in the spec's status envelope. A closed
 * market is still found (200, `isRest` true, and the closed message), so the drawer can say why.
 */
export async function getOverseaOptionHandler({
  ctx,
  site,
  query,
  lang,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const option = await findOverseaOption(ctx.db, site.id, query.overseaOptionId, ctx.clock.nowMs());
  if (option === undefined) return reject('OPTION_NOT_FOUND');
  const message = option.isRest
    ? localizedMessage('OVERSEA_MARKET_CLOSED', lang, { stock: option.stock })
    : 'OK';
  return { status: 200, message, data: option };
}
