import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import { reject } from '../../../../core/rejection.ts';
import type { Rejection } from '../../../../core/rejection.ts';
import { loadFuturesOption } from '../../../../modules/futures/futures-option.ts';
import { leverageSetting } from '../../../../modules/futures/leverage-setting.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.getLastLeverage;

/** GET /futures/history/last_leverage {futuresOptionId}: the caller's remembered leverage and margin type. */
export async function lastLeverageHandler({
  ctx,
  site,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const option = await loadFuturesOption(ctx.db, site.id, query.futuresOptionId);
  if (option === undefined) return reject('OPTION_NOT_FOUND');
  return leverageSetting(ctx.db, caller.memberId, option);
}
