import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { amountString, countResponse, idSchema, requestId, tradeType } from '../../wire.ts';
import { overseaOrderSchema, overseaPositionSchema } from './records.ts';

const orderBase = z.object({
  overseaOptionId: idSchema,
  tradeType,
  /** Whole lots (presets 1, 3, 5, 10). */
  qty: z.number().int().positive().max(1000),
  /** TP and SL in ticks from the fill price, attached when the position opens. */
  tpTick: z.number().int().positive().optional(),
  slTick: z.number().int().positive().optional(),
  requestId,
  /**
   * Close only, a Baro extension (docs/spec-interpretations.md): the order only reduces this open
   * position of the caller, opposite its side, by at most its lots; refused (POSITION_NOT_OPEN) once
   * that position is closed, so a stale "시장가 청산" never opens a position the other way. Only a
   * MARKET order closes: on any other type it is refused (CLOSE_ORDER_INVALID) rather than dropped.
   */
  overseaPositionId: idSchema.optional(),
});

/** A new overseas order: MARKET fills now, LIMIT rests at `price`, STOPMARKET (MIT) waits for `price`. */
export const overseaOrderBody = z.discriminatedUnion('marketType', [
  orderBase.extend({ marketType: z.literal('MARKET') }),
  orderBase.extend({ marketType: z.literal('LIMIT'), price: amountString }),
  orderBase.extend({ marketType: z.literal('STOPMARKET'), price: amountString }),
]);

export const placeOverseaOrder = defineRoute({
  method: 'POST',
  path: '/oversea/order',
  access: 'member',
  area: 'oversea',
  summary: 'Places an overseas futures order against the BINARY wallet.',
  spec: ['POST /oversea/order'],
  body: overseaOrderBody,
  response: overseaOrderSchema,
});

export const cancelOverseaOrder = defineRoute({
  method: 'POST',
  path: '/oversea/order/cancel',
  access: 'member',
  area: 'oversea',
  summary: "Cancels one of the caller's open overseas orders.",
  spec: ['POST /oversea/order/cancel'],
  body: z.object({ id: idSchema }),
  response: overseaOrderSchema,
});

export const cancelAllOverseaOrders = defineRoute({
  method: 'POST',
  path: '/oversea/order/cancel_all',
  access: 'member',
  area: 'oversea',
  summary: "Cancels the caller's open overseas orders, on one option or on all.",
  spec: ['POST /oversea/order/cancel_all'],
  body: z.object({ overseaOptionId: idSchema.optional() }),
  response: countResponse,
});

export const setOverseaTpsl = defineRoute({
  method: 'POST',
  path: '/oversea/order/tpsl',
  access: 'member',
  area: 'oversea',
  summary: 'Sets the take-profit and stop-loss distances, in ticks, of an overseas position.',
  spec: ['POST /oversea/order/tpsl'],
  body: z.object({
    overseaPositionId: idSchema,
    overseaOptionId: idSchema,
    tpTick: z.number().int().positive().optional(),
    slTick: z.number().int().positive().optional(),
  }),
  response: overseaPositionSchema,
});

export const deleteOverseaTpsl = defineRoute({
  method: 'POST',
  path: '/oversea/order/delete-tpsl',
  access: 'member',
  area: 'oversea',
  summary: 'Removes the take-profit or the stop-loss of an overseas position.',
  spec: ['POST /oversea/order/delete-tpsl'],
  body: z.object({
    /** The position's id. */
    id: idSchema,
    overseaOptionId: idSchema,
    /** Which one to remove. */
    value: z.enum(['TP', 'SL']),
  }),
  response: overseaPositionSchema,
});
