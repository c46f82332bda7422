import type { RouteResponse, copytrade as copytradeArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { followTrader } from '../../../../modules/copytrade/follows.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof copytradeArea.followTrader;

/** POST /copytrade/follower/follow {followStock, multiplyPer, traderId, maxBet, oneMaxBet}: follows a trader. */
export async function followTraderHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return followTrader(ctx, caller, body);
}
