import type { content, RouteResponse } from '@baro/contracts';
import { useCoupon } from '../../../modules/coupons/use-coupon.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof content.useCoupon;

/** POST /coupon/use {promoCode, walletType}: redeems a promo code, once per member. */
export async function useCouponHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return useCoupon(ctx, caller, { ...body, body });
}
