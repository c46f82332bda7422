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
  /** TP/SL at entry in price units, null when not given; each triggers on mark or last. */
  readonly takeProfit: number | null;
  readonly stopLoss: number | null;
  readonly isMarkTp: boolean;
  readonly isMarkSl: boolean;
  /** The open position a close-only MARKET order reduces (close-only.ts), null for every other order. */
  readonly closePositionId: number | null;
}

function priceOf(text: string, precision: number): number | Rejection {
  return parsePositiveUnits(text, precision, 'exact') ?? reject('ORDER_PRICE_INVALID');
}

/**
 * Checks the quantity (a multiple of the option's step, at least its minimum) and the prices (positive,
 * within the instrument's decimals) before anything is written: bad input changes nothing. A close-only
 * order may be below the minimum: what is left of a position after a partial close can be, and the
 * member must be able to close it.
 */
export function checkOrderInput(
  body: OrderBody,
  terms: FuturesTerms,
  precision: number,
): OrderInput | Rejection {
  const qty = amountOf('USDT', body.qty);
  if (isRejection(qty)) return qty;
  const closePositionId = body.futuresPositionId ?? null;
  // Only a market order closes: a resting close would meet a position that may be gone by its fill.
  if (closePositionId !== null && body.marketType !== 'MARKET') return reject('CLOSE_ORDER_INVALID');
  if (qty < terms.minQtyMinor && closePositionId === null) {
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
  const takeProfit = body.takeProfit === undefined ? null : tpslPriceOf(body.takeProfit, precision);
  const stopLoss = body.stopLoss === undefined ? null : tpslPriceOf(body.stopLoss, precision);
  if (isRejection(takeProfit)) return takeProfit;
  if (isRejection(stopLoss)) return stopLoss;
  // A close opens nothing for a TP or SL to sit on.
  if (closePositionId !== null && (takeProfit !== null || stopLoss !== null))
    return reject('CLOSE_ORDER_INVALID');
  const input: OrderInput = {
    side: body.tradeType,
    type: body.marketType,
    qty,
    price,
    stopPrice,
    takeProfit,
    stopLoss,
    // Unsaid, a TP/SL watches the last price, as the exchanges' order forms default to.
    isMarkTp: body.isMarkTp ?? false,
    isMarkSl: body.isMarkSl ?? false,
    closePositionId,
  };
  // A resting order is judged against the price it opens at (its limit, else its stop); a MARKET
  // order, and a LIMIT the last price already crosses, again against the fill price (place-order.ts).
  const entry = input.price ?? input.stopPrice;
  return entry === null ? input : (entryTpslProblem(input, entry) ?? input);
}

function tpslPriceOf(text: string, precision: number): number | Rejection {
  return parsePositiveUnits(text, precision, 'exact') ?? reject('TPSL_PRICE_INVALID');
}

/**
 * TPSL_PRICE_INVALID when the TP at entry is not on the profit side of `entry` (above it for a LONG,
 * below for a SHORT) or the SL not on the loss side, the rule POST /futures/order/tpsl applies.
 */
export function entryTpslProblem(
  input: Pick<OrderInput, 'side' | 'takeProfit' | 'stopLoss'>,
  entry: number,
): Rejection | null {
  const d = input.side === 'LONG' ? 1 : -1;
  if (input.takeProfit !== null && Math.sign(input.takeProfit - entry) !== d)
    return reject('TPSL_PRICE_INVALID');
  if (input.stopLoss !== null && Math.sign(input.stopLoss - entry) !== -d)
    return reject('TPSL_PRICE_INVALID');
  return null;
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
