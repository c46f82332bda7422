import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../../../core/rejection.ts';
import { closeCopyEarly } from '../../../../../modules/copytrade/early-close.ts';
import type { HandlerInput } from '../../../../router.ts';

type Route = typeof futuresArea.closeCopyTrade;

/** POST /futures/order/copytrade/close: the caller closes one of their open copies early, at the market. */
export function closeCopyTradeHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return closeCopyEarly(ctx, caller, body);
}
