import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { adjustMargin } from '../../../../modules/futures/position-actions.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.adjustMargin;

/** POST /futures/order/margin: adds margin to, or removes it from, one of the caller's isolated positions. */
export async function adjustMarginHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return adjustMargin(ctx, caller, body);
}
