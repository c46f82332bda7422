import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import {
  amountString,
  countResponse,
  decimalString,
  idQuery,
  idSchema,
  intQuery,
  requestId,
  tradeType,
} from '../../wire.ts';
import {
  futuresOrderSchema,
  futuresPositionSchema,
  LEVERAGE_MAX,
  leverageSettingSchema,
  marginType,
} from './records.ts';

const leverage = z.number().int().min(1).max(LEVERAGE_MAX);

const orderBase = z.object({
  futuresOptionId: idSchema,
  tradeType,
  /** USDT notional (DOMAIN.md §3). */
  qty: amountString,
  requestId,
  /**
   * TP/SL at entry, a Baro extension (docs/spec-interpretations.md): kept on the order and put on
   * the position when the order fills, as POST /futures/order/tpsl would. A TP lies on the profit
   * side of the entry (a resting order's limit or stop price, a MARKET's fill price), an SL on the
   * loss side. `isMarkTp`/`isMarkSl` say whether each triggers on mark (true) or last (false).
   */
  takeProfit: amountString.optional(),
  stopLoss: amountString.optional(),
  isMarkTp: z.boolean().optional(),
  isMarkSl: z.boolean().optional(),
  /**
   * Close only, a Baro extension (docs/spec-interpretations.md): the order only reduces this open
   * position of the caller, opposite its side, by at most what is left of it. Refused
   * (POSITION_NOT_OPEN) once that position is closed, so a stale "시장가 종료" never opens a new
   * position the other way. Only a MARKET order closes: on any other type it is refused
   * (CLOSE_ORDER_INVALID) rather than dropped, which would turn a close into an ordinary order.
   */
  futuresPositionId: idSchema.optional(),
});

/**
 * A new futures order. Each type names exactly the prices it needs: LIMIT its `price`, STOPMARKET
 * its trigger `stopPrice`, STOPLIMIT both. Leverage and margin type are the ones last set for the
 * option (`/futures/order/leverage`, `/futures/order/margin_type`).
 */
export const futuresOrderBody = z.discriminatedUnion('marketType', [
  orderBase.extend({ marketType: z.literal('MARKET') }),
  orderBase.extend({ marketType: z.literal('LIMIT'), price: amountString }),
  orderBase.extend({ marketType: z.literal('STOPMARKET'), stopPrice: amountString }),
  orderBase.extend({ marketType: z.literal('STOPLIMIT'), price: amountString, stopPrice: amountString }),
]);

export const placeOrder = defineRoute({
  method: 'POST',
  path: '/futures/order',
  access: 'member',
  area: 'futures',
  summary: 'Places a coin futures order against the FUTURES wallet.',
  spec: ['POST /futures/order'],
  body: futuresOrderBody,
  response: futuresOrderSchema,
});

export const cancelOrder = defineRoute({
  method: 'POST',
  path: '/futures/order/cancel',
  access: 'member',
  area: 'futures',
  summary: "Cancels one of the caller's open futures orders and releases its margin.",
  spec: ['POST /futures/order/cancel'],
  body: z.object({ id: idSchema }),
  response: futuresOrderSchema,
});

export const cancelAllOrders = defineRoute({
  method: 'POST',
  path: '/futures/order/cancel_all',
  access: 'member',
  area: 'futures',
  summary: "Cancels the caller's open futures orders, on one option or on all.",
  spec: ['POST /futures/order/cancel_all'],
  body: z.object({ futuresOptionId: idSchema.optional() }),
  response: countResponse,
});

export const setTpsl = defineRoute({
  method: 'POST',
  path: '/futures/order/tpsl',
  access: 'member',
  area: 'futures',
  summary: 'Sets or clears (null) the take-profit and stop-loss prices of a position.',
  spec: ['POST /futures/order/tpsl'],
  body: z.object({
    futuresPositionId: idSchema,
    takeProfit: amountString.nullable(),
    stopLoss: amountString.nullable(),
    /** Trigger on the mark price (true) or the last price (false). */
    isMarkTp: z.boolean(),
    isMarkSl: z.boolean(),
  }),
  response: futuresPositionSchema,
});

export const setLeverage = defineRoute({
  method: 'POST',
  path: '/futures/order/leverage',
  access: 'member',
  area: 'futures',
  summary: "Sets the caller's leverage on an option; refused while a position or order is open.",
  spec: ['POST /futures/order/leverage'],
  body: z.object({ futuresOptionId: idSchema, leverage }),
  response: leverageSettingSchema,
});

export const setMarginType = defineRoute({
  method: 'POST',
  path: '/futures/order/margin_type',
  access: 'member',
  area: 'futures',
  summary: "Sets the caller's margin type on an option; refused while a position or order is open.",
  spec: ['POST /futures/order/margin_type'],
  body: z.object({ futuresOptionId: idSchema, marginType }),
  response: leverageSettingSchema,
});

export const adjustMargin = defineRoute({
  method: 'POST',
  path: '/futures/order/margin',
  access: 'member',
  area: 'futures',
  summary: 'Adds margin to an isolated position from the wallet, or removes it back.',
  spec: ['POST /futures/order/margin'],
  body: z.object({
    amount: amountString,
    futuresPositionId: idSchema,
    type: z.enum(['ADD', 'REMOVE']),
    requestId,
  }),
  response: futuresPositionSchema,
});

export const closeCopyTrade = defineRoute({
  method: 'POST',
  path: '/futures/order/copytrade/close',
  access: 'member',
  area: 'futures',
  summary: 'Closes one copied order early, at the market price, without waiting for the trader.',
  spec: ['POST /futures/order/copytrade/close'],
  body: z.object({
    // The price the member saw. The close fills at the feed's price like every market order; a
    // settlement price is never taken from a client (DOMAIN.md §0).
    closePrice: decimalString.optional(),
    futuresFollowerOrderId: idSchema,
    futuresTraderOrderId: idSchema,
    requestId,
  }),
  response: futuresOrderSchema,
});

export const getMaxQty = defineRoute({
  method: 'GET',
  path: '/futures/order/qty_per',
  access: 'member',
  area: 'futures',
  summary: 'Returns the largest order the caller can place on an option at a leverage.',
  spec: ['GET /futures/order/qty_per'],
  query: z.object({ futuresOptionId: idQuery, leverage: intQuery.pipe(leverage) }),
  response: z.object({
    futuresOptionId: idSchema,
    leverage,
    /** The most the caller's available balance pays for, fees included. */
    maxQty: decimalString,
    /** The tier table's cap on a position at this leverage. */
    maxPositionQty: decimalString,
  }),
});
