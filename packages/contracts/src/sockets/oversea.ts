import { z } from 'zod';
import { overseaMarketType, overseaOrderSchema, overseaPositionSchema } from '../routes/oversea/records.ts';
import { decidingTick, decimalString, epochMs, idSchema, stockSymbol, timestamp } from '../wire.ts';
import { defineDestination, sequenceNumber } from './destination.ts';

function orderEvent<const Type extends string>(type: Type) {
  return overseaOrderSchema.extend({ type: z.literal(type), seq: sequenceNumber });
}

function positionEvent<const Type extends string>(type: Type) {
  return overseaPositionSchema.extend({ type: z.literal(type), seq: sequenceNumber });
}

/** A closed position, with the closing order's type and the tick it closed at. */
function positionClosedEvent<const Type extends string>(type: Type) {
  return positionEvent(type).extend({
    marketType: overseaMarketType,
    closePrice: decimalString,
    realizedPnl: decimalString,
    closeTick: decidingTick,
  });
}

/**
 * Everything `/user/queue/oversea` carries (spec §4). `POSITION_LIQUID` is the losscut: every position
 * closes and the client shows '청산'.
 */
export const overseaEventSchema = z.discriminatedUnion('type', [
  orderEvent('ORDER_SUCCESS'),
  orderEvent('ORDER_CANCEL'),
  orderEvent('ORDER_FILLED'),
  orderEvent('ORDER_UPDATE'),
  positionEvent('POSITION_OPEN'),
  positionEvent('POSITION_UPDATE'),
  positionClosedEvent('POSITION_CLOSE'),
  positionClosedEvent('POSITION_LIQUID'),
]);
export type OverseaEvent = z.infer<typeof overseaEventSchema>;

export const overseaQueue = defineDestination({
  destination: '/user/queue/oversea',
  direction: 'subscribe',
  scope: 'member',
  summary: "The caller's overseas order and position events; not subscribed on View pages.",
  payload: overseaEventSchema,
});

/** The BINARY wallet's overseas figures (spec §3 "overseaCross"). */
export const overseaCrossSchema = z.object({
  seq: sequenceNumber,
  playerPoint: decimalString,
  lastPnl: decimalString,
  losscut: decimalString,
  playerGameWaitPoint: decimalString,
});

export const overseaCrossQueue = defineDestination({
  destination: '/user/queue/oversea_cross',
  direction: 'subscribe',
  scope: 'member',
  summary: "The caller's overseas balance, unrealised pnl, losscut threshold and reserved margin.",
  payload: overseaCrossSchema,
});

/**
 * One overseas price for the stock drawer. The topic is shared by every site and option ids are each
 * site's own, so a price names its stock; the client finds its option by it.
 */
export const overseaTickerSchema = z.object({
  stock: stockSymbol,
  lastPrice: decimalString,
  changePercent: decimalString,
  atMs: epochMs,
});

/**
 * Everything `/topic/oversea` carries: prices, and a session closing or opening. On
 * OVERSEA_OPTION_CLOSE for the viewed option the client refreshes its list after 1000 ms (spec §4).
 */
export const overseaTopicEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('TICKER'), items: z.array(overseaTickerSchema) }),
  z.object({
    type: z.literal('OVERSEA_OPTION_CLOSE'),
    overseaOptionId: idSchema,
    stock: stockSymbol,
    at: timestamp,
  }),
  z.object({
    type: z.literal('OVERSEA_OPTION_OPEN'),
    overseaOptionId: idSchema,
    stock: stockSymbol,
    at: timestamp,
  }),
]);
export type OverseaTopicEvent = z.infer<typeof overseaTopicEventSchema>;

export const overseaTopic = defineDestination({
  destination: '/topic/oversea',
  direction: 'subscribe',
  scope: 'broadcast',
  summary: 'Overseas prices and session close and open events.',
  payload: overseaTopicEventSchema,
});
