import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { decimalString, idQuery, pageOf, pageQuery, ymdDate } from '../../wire.ts';
import {
  fundingPaymentSchema,
  futuresOrderSchema,
  futuresPositionSchema,
  leverageSettingSchema,
} from './records.ts';

export const listOpenOrders = defineRoute({
  method: 'GET',
  path: '/futures/history/open_order',
  access: 'member',
  area: 'futures',
  summary: "Lists the caller's open futures orders, on one option or on all.",
  spec: ['GET /futures/history/open_order'],
  query: z.object({ futuresOptionId: idQuery.optional() }),
  response: z.array(futuresOrderSchema),
});

export const listOpenPositions = defineRoute({
  method: 'GET',
  path: '/futures/history/open_position',
  access: 'member',
  area: 'futures',
  summary: "Lists the caller's open futures positions, on one option or on all.",
  spec: ['GET /futures/history/open_position'],
  query: z.object({ futuresOptionId: idQuery.optional() }),
  response: z.array(futuresPositionSchema),
});

export const listOrderHistory = defineRoute({
  method: 'GET',
  path: '/futures/history/list',
  access: 'member',
  area: 'futures',
  summary: "Lists the caller's filled and cancelled futures orders, newest first.",
  spec: ['GET /futures/history/list'],
  query: pageQuery.extend({
    futuresOptionId: idQuery.optional(),
    startDate: ymdDate.optional(),
    endDate: ymdDate.optional(),
  }),
  response: pageOf(futuresOrderSchema),
});

export const listOrderTpsl = defineRoute({
  method: 'GET',
  path: '/futures/history/tpsl',
  access: 'member',
  area: 'futures',
  summary: 'Lists the take-profit and stop-loss orders attached to the position an order opened.',
  spec: ['GET /futures/history/tpsl'],
  query: z.object({ orderId: idQuery }),
  response: z.array(futuresOrderSchema),
});

export const getLastLeverage = defineRoute({
  method: 'GET',
  path: '/futures/history/last_leverage',
  access: 'member',
  area: 'futures',
  summary: 'Returns the leverage and margin type the caller last set on an option.',
  spec: ['GET /futures/history/last_leverage'],
  query: z.object({ futuresOptionId: idQuery }),
  response: leverageSettingSchema,
});

export const listOpenSltp = defineRoute({
  method: 'GET',
  path: '/futures/history/open_sltp',
  access: 'member',
  area: 'futures',
  summary: 'Lists the open stop-loss and take-profit orders of one position.',
  spec: ['GET /futures/history/open_sltp'],
  query: z.object({ futuresPositionId: idQuery }),
  response: z.array(futuresOrderSchema),
});

/** Not in spec §7: issue 15 asks for the member's funding history beside their order history. */
export const listFundingHistory = defineRoute({
  method: 'GET',
  path: '/futures/history/funding',
  access: 'member',
  area: 'futures',
  summary: "Lists the caller's funding payments and receipts, newest first.",
  spec: [],
  query: pageQuery.extend({
    futuresOptionId: idQuery.optional(),
    startDate: ymdDate.optional(),
    endDate: ymdDate.optional(),
  }),
  response: pageOf(fundingPaymentSchema).extend({
    /** What the caller paid (positive) or received (negative) over every payment the filter finds. */
    totalAmount: decimalString,
  }),
});
