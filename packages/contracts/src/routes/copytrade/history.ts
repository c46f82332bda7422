import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { idQuery, pageOf, pageQuery, ymdDate } from '../../wire.ts';
import { copyOrderSchema, profitShareSchema, traderOrderSchema } from './records.ts';

/** Filters of the closed-history lists. */
const historyQuery = pageQuery.extend({
  startDate: ymdDate.optional(),
  endDate: ymdDate.optional(),
});

export const listFollowerHistory = defineRoute({
  method: 'GET',
  path: '/copytrade/history/follower/list',
  access: 'member',
  area: 'copytrade',
  summary: "Lists the caller's closed and skipped copies, newest first.",
  spec: ['GET /copytrade/history/follower/list'],
  query: historyQuery,
  response: pageOf(copyOrderSchema),
});

export const listFollowerOpen = defineRoute({
  method: 'GET',
  path: '/copytrade/history/follower/open',
  access: 'member',
  area: 'copytrade',
  summary: "Lists the caller's open copies.",
  spec: ['GET /copytrade/history/follower/open'],
  response: z.array(copyOrderSchema),
});

export const listTraderHistory = defineRoute({
  method: 'GET',
  path: '/copytrade/history/trader/list',
  access: 'member',
  area: 'copytrade',
  summary: "Lists the closed positions of the caller's trader account, newest first.",
  spec: ['GET /copytrade/history/trader/list'],
  query: historyQuery,
  response: pageOf(traderOrderSchema),
});

export const listTraderOpen = defineRoute({
  method: 'GET',
  path: '/copytrade/history/trader/open',
  access: 'member',
  area: 'copytrade',
  summary: "Lists the open positions of the caller's trader account.",
  spec: ['GET /copytrade/history/trader/open'],
  response: z.array(traderOrderSchema),
});

export const listTraderFollowerOpen = defineRoute({
  method: 'GET',
  path: '/copytrade/history/trader/my_open_follower_history',
  access: 'member',
  area: 'copytrade',
  summary: "Lists the open copies the caller's followers hold of the caller's positions.",
  spec: ['GET /copytrade/history/trader/my_open_follower_history'],
  response: z.array(copyOrderSchema),
});

export const listTraderOrderCopies = defineRoute({
  method: 'GET',
  path: '/copytrade/history/trader/follower_position',
  access: 'member',
  area: 'copytrade',
  summary: "Lists every follower's copy of one of the caller's trader positions.",
  spec: ['GET /copytrade/history/trader/follower_position'],
  query: pageQuery.extend({ futuresTraderOrderId: idQuery }),
  response: pageOf(copyOrderSchema),
});

export const listProfitShares = defineRoute({
  method: 'GET',
  path: '/copytrade/history/trader/fee_history',
  access: 'member',
  area: 'copytrade',
  summary: "Lists the profit shares the caller's trader account earned from followers.",
  spec: ['GET /copytrade/history/trader/fee_history'],
  query: historyQuery,
  response: pageOf(profitShareSchema),
});
