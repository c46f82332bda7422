import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { listTradeOptions } from '../../../../modules/market/site-options.ts';
import { prefixSelectsSite } from '../../../../modules/market/stock-prefix.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof binaryArea.listTradeOptions;

/** The type the site call sends to mean every timed game type (spec §7). */
const everyTimedType = 'ONETRADING';

/** GET /trade/option/list {isPlay, typeArray, stockPrefix}: the site's timed-round options. */
export async function listTradeOptionsHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  if (!prefixSelectsSite(query.stockPrefix, site.stockPrefix)) return [];
  const types = query.typeArray?.includes(everyTimedType) === true ? undefined : query.typeArray;
  return listTradeOptions(ctx.db, site.id, { playableOnly: query.isPlay, types });
}
