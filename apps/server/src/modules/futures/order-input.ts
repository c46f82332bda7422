import { formatDisplay } from '@baro/contracts';
import type { RouteBody, futures } from '@baro/contracts';
import { parsePositiveUnits } from '@baro/domain';
import type { FuturesTerms } from '@baro/domain';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { amountOf } from '../wallet/site-wallets.ts';

type OrderBody = RouteBody<typeof futures.placeOrder>;

/** A placement's body checked against the option: qty in minor units, prices in price units. */
export interface OrderInput {
  readonly side: 'LONG' | 'SHORT';
  readonly type: OrderBody['marketType'];
  readonly qty: bigint;
  readonly price: number | null;
  readonly stopPrice: number | null;
}

function priceOf(text: string, precision: number): number | Rejection {
  return parsePositiveUnits(text, precision, 'exact') ?? reject('ORDER_PRICE_INVALID');
}

/**
 * Checks the quantity (a multiple of the option's step, at least its minimum) and the prices (positive,
 * within the instrument's decimals) before anything is written: bad input changes nothing.
 */
export function checkOrderInput(
  body: OrderBody,
  terms: FuturesTerms,
  precision: number,
): OrderInput | Rejection {
  const qty = amountOf('USDT', body.qty);
  if (isRejection(qty)) return qty;
  if (qty < terms.minQtyMinor) {
    return reject('INVESTMENT_AMOUNT_TOO_SMALL', {
      params: { amount: formatDisplay('USDT', terms.minQtyMinor) },
    });
  }
  if (qty % terms.qtyStepMinor !== 0n) return reject('QUANTITY_UNIT_MISMATCH');
  let price: number | null = null;
  let stopPrice: number | null = null;
  if (body.marketType === 'LIMIT' || body.marketType === 'STOPLIMIT') {
    const parsed = priceOf(body.price, precision);
    if (isRejection(parsed)) return parsed;
    price = parsed;
  }
  if (body.marketType === 'STOPMARKET' || body.marketType === 'STOPLIMIT') {
    const parsed = priceOf(body.stopPrice, precision);
    if (isRejection(parsed)) return parsed;
    stopPrice = parsed;
  }
  return { side: body.tradeType, type: body.marketType, qty, price, stopPrice };
}

/**
 * Whether a resting order would act at once at `last`: a LIMIT buy at or above the last price (a sell
 * at or below) fills now; a STOP whose trigger the last price has already passed is refused, as the
 * exchanges refuse "would immediately trigger".
 */
export function crossesNow(input: OrderInput, last: number): boolean {
  if (input.type === 'LIMIT' && input.price !== null) {
    return input.side === 'LONG' ? last <= input.price : last >= input.price;
  }
  return false;
}

export function stopAlreadyPassed(input: OrderInput, last: number): boolean {
  if (input.stopPrice === null) return false;
  return input.side === 'LONG' ? last >= input.stopPrice : last <= input.stopPrice;
}
