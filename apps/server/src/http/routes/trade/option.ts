import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import { findTradeOption } from '../../../modules/market/site-options.ts';
import { reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof binaryArea.getTradeOption;

/** GET /trade/option {tradeOptionId}: one timed-round option of the caller's site. */
export async function getTradeOptionHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return (await findTradeOption(ctx.db, site.id, query.tradeOptionId)) ?? reject('OPTION_NOT_FOUND');
}
