import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import { reject } from '../../../../../core/rejection.ts';
import type { Rejection } from '../../../../../core/rejection.ts';
import type { HandlerInput } from '../../../../router.ts';

type Route = typeof futuresArea.closeCopyTrade;

/**
 * POST /futures/order/copytrade/close: closes one copied order early. Copy trading (DOMAIN.md §6) has
 * not landed, so no member has a copied order yet and every id names one that does not exist: the
 * catalogued COPY_ORDER_NOT_FOUND (404), as it will stay for an id that is not the caller's.
 */
export function closeCopyTradeHandler(
  _input: HandlerInput<Route>,
): Promise<RouteResponse<Route> | Rejection> {
  return Promise.resolve(reject('COPY_ORDER_NOT_FOUND'));
}
