import { z } from 'zod';
import {
  futuresMarketType,
  futuresOrderSchema,
  futuresPositionSchema,
  leverageSettingSchema,
} from '../routes/futures/records.ts';
import { decidingTick, decimalString, idSchema, tradeType } from '../wire.ts';
import { defineDestination, sequenceNumber } from './destination.ts';

function orderEvent<const Type extends string>(type: Type) {
  return futuresOrderSchema.extend({ type: z.literal(type), seq: sequenceNumber });
}

function positionEvent<const Type extends string>(type: Type) {
  return futuresPositionSchema.extend({ type: z.literal(type), seq: sequenceNumber });
}

/**
 * A position that closed: by the member, a TP/SL, a liquidation or a copy close. `marketType` is the
 * closing order's type and `closeTick` the tick it closed at, so a liquidation can be checked.
 */
function positionClosedEvent<const Type extends string>(type: Type) {
  return positionEvent(type).extend({
    marketType: futuresMarketType,
    closePrice: decimalString,
    realizedPnl: decimalString,
    closeTick: decidingTick,
  });
}

/** The routing fields every position-scoped futures event carries (spec §3). */
const positionRef = {
  seq: sequenceNumber,
  futuresPositionId: idSchema,
  futuresOptionId: idSchema,
  tradeType,
};

/**
 * Everything `/user/queue/futures` carries (spec §4). Order events carry the whole order, position
 * events the whole position, so the client replaces its row without a refetch.
 */
export const futuresEventSchema = z.discriminatedUnion('type', [
  orderEvent('ORDER_SUCCESS'),
  orderEvent('ORDER_CANCEL'),
  orderEvent('ORDER_FILLED'),
  orderEvent('ORDER_UPDATE'),
  positionEvent('POSITION_OPEN'),
  positionEvent('POSITION_UPDATE'),
  positionClosedEvent('POSITION_CLOSE'),
  z.object({
    type: z.literal('POSITION_UPDATE_LIQUIDPRICE'),
    ...positionRef,
    liquidationPrice: decimalString.nullable(),
  }),
  z.object({
    type: z.literal('POSITION_WARN'),
    ...positionRef,
    /** Maintenance margin over margin balance, in percent; the warning starts at 80 (DOMAIN.md §3). */
    marginRatio: decimalString,
    markPrice: decimalString,
  }),
  positionClosedEvent('POSITION_LIQUID'),
  z.object({
    type: z.literal('COPYTRADE_OPEN'),
    ...positionRef,
    futuresPositionId: idSchema.nullable(),
    futuresFollowerOrderId: idSchema,
    futuresTraderOrderId: idSchema,
    traderId: idSchema,
    margin: decimalString,
    price: decimalString,
    /** `SKIPPED` when the copy could not be placed; `skipReason` is the catalogue code. */
    status: z.enum(['OPENED', 'SKIPPED']),
    skipReason: z.string().nullable(),
  }),
  z.object({
    type: z.literal('COPYTRADE_CLOSE'),
    ...positionRef,
    futuresFollowerOrderId: idSchema,
    futuresTraderOrderId: idSchema,
    closePrice: decimalString,
    realizedPnl: decimalString,
  }),
  leverageSettingSchema.extend({ type: z.literal('LEVERAGE_UPDATE'), seq: sequenceNumber }),
]);
export type FuturesEvent = z.infer<typeof futuresEventSchema>;
export type FuturesEventType = FuturesEvent['type'];

export const futuresQueue = defineDestination({
  destination: '/user/queue/futures',
  direction: 'subscribe',
  scope: 'member',
  summary: "The caller's futures order, position, copy-trade and leverage events.",
  payload: futuresEventSchema,
});

/** The FUTURES wallet's cross figures (spec §3 "futuresCross"). */
export const futuresCrossSchema = z.object({
  seq: sequenceNumber,
  playerPoint: decimalString,
  markPnl: decimalString,
  minusFundingFee: decimalString,
});

export const crossQueue = defineDestination({
  destination: '/user/queue/cross',
  direction: 'subscribe',
  scope: 'member',
  summary: "The caller's FUTURES wallet balance, unrealised pnl at mark and funding paid.",
  payload: futuresCrossSchema,
});
