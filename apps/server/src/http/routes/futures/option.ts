import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import { findFuturesOption } from '../../../modules/market/site-options.ts';
import { reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof futuresArea.getFuturesOption;

/** GET /futures/option {futuresOptionId}: one coin futures instrument of the caller's site. */
export async function getFuturesOptionHandler({
  ctx,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return (await findFuturesOption(ctx.db, site.id, query.futuresOptionId)) ?? reject('OPTION_NOT_FOUND');
}
