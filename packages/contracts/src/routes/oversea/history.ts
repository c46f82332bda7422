import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { idQuery, idSchema, ownPlayerIdQuery, pageOf, pageQuery, ymdDate } from '../../wire.ts';
import {
  overnightSchema,
  overseaDailyProfitSchema,
  overseaOrderSchema,
  overseaPositionSchema,
} from './records.ts';

export const listOverseaHistory = defineRoute({
  method: 'GET',
  path: '/oversea/history/list',
  access: 'member',
  area: 'oversea',
  summary: "Lists the caller's filled and cancelled overseas orders, newest first.",
  spec: ['GET /oversea/history/list'],
  query: pageQuery.extend({
    overseaOptionId: idQuery.optional(),
    startDate: ymdDate.optional(),
    endDate: ymdDate.optional(),
  }),
  response: pageOf(overseaOrderSchema),
});

export const listOpenOverseaOrders = defineRoute({
  method: 'GET',
  path: '/oversea/history/open_order',
  access: 'member',
  area: 'oversea',
  summary: "Lists the caller's open overseas orders, on one option or on all.",
  spec: ['GET /oversea/history/open_order'],
  query: z.object({ overseaOptionId: idQuery.optional() }),
  response: z.array(overseaOrderSchema),
});

export const listOpenOverseaPositions = defineRoute({
  method: 'GET',
  path: '/oversea/history/open_position',
  access: 'member',
  area: 'oversea',
  summary: "Lists the caller's open overseas positions, on one option or on all.",
  spec: ['GET /oversea/history/open_position'],
  query: z.object({ overseaOptionId: idQuery.optional() }),
  response: z.array(overseaPositionSchema),
});

export const listOverseaDailyProfit = defineRoute({
  method: 'GET',
  path: '/oversea/history/daily_profit',
  access: 'member',
  area: 'oversea',
  summary: "Lists the caller's realized overseas pnl per KST trading day.",
  spec: ['GET /oversea/history/daily_profit'],
  query: pageQuery.extend({
    overseaOptionId: idQuery.optional(),
    startDate: ymdDate.optional(),
    endDate: ymdDate.optional(),
  }),
  response: pageOf(overseaDailyProfitSchema),
});

export const setOvernight = defineRoute({
  method: 'POST',
  path: '/oversea/overnight',
  access: 'member',
  area: 'oversea',
  summary: 'Asks to hold an overseas position past the session end, or withdraws the request.',
  spec: ['POST /oversea/overnight'],
  body: z.object({ overseaPositionId: idSchema, isActive: z.boolean() }),
  response: overnightSchema,
});

export const listOvernight = defineRoute({
  method: 'GET',
  path: '/oversea/overnight',
  access: 'member',
  area: 'oversea',
  summary: "Lists the overnight requests of the caller's open overseas positions.",
  spec: ['GET /oversea/overnight'],
  query: z.object({ playerId: ownPlayerIdQuery }),
  response: z.array(overnightSchema),
});
