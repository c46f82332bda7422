import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { idQuery, pageOf, pageQuery, queryFlag, resultType } from '../../wire.ts';
import { traderChartPointSchema, traderOrderSchema, traderSchema, traderSort } from './records.ts';

export const getTrader = defineRoute({
  method: 'GET',
  path: '/copytrade/trader',
  access: 'guest',
  area: 'copytrade',
  summary: "Returns a trader's profile by id, or the caller's own trader profile (null if not one).",
  spec: ['GET /copytrade/trader'],
  // Without an id the call is about the caller, so a guest asking for it answers UNAUTHORIZED.
  query: z.object({ id: idQuery.optional() }),
  response: traderSchema.nullable(),
});

export const listTraders = defineRoute({
  method: 'GET',
  path: '/copytrade/trader/list',
  access: 'guest',
  area: 'copytrade',
  summary: 'Lists traders for the leaderboard, searchable by name and sortable by figure.',
  spec: ['GET /copytrade/trader/list'],
  query: pageQuery.extend({
    resultType,
    name: z.string().trim().max(40).optional(),
    /** Leave out traders whose follower quota is full. */
    isHideFull: queryFlag.optional(),
    /** Only traders who take new followers. */
    isActive: queryFlag.optional(),
    sort: traderSort.default('roi30d'),
  }),
  response: pageOf(traderSchema),
});

/** A Baro extension (B5, issue 17): the trader detail's ROI and PnL chart, one point per KST day. */
export const getTraderChart = defineRoute({
  method: 'GET',
  path: '/copytrade/trader/chart',
  access: 'guest',
  area: 'copytrade',
  summary: "Returns a trader's daily realized PnL and cumulative ROI over the last 7, 30 or 90 days.",
  spec: [],
  query: z.object({ id: idQuery, days: z.enum(['7', '30', '90']).default('30') }),
  response: z.array(traderChartPointSchema),
});

/** A Baro extension (issue 17): a trader's open positions, when the trader shares them (else empty). */
export const listTraderPositions = defineRoute({
  method: 'GET',
  path: '/copytrade/trader/positions',
  access: 'guest',
  area: 'copytrade',
  summary: "Lists a trader's open copied positions, if the trader shares them.",
  spec: [],
  query: z.object({ id: idQuery }),
  response: z.array(traderOrderSchema),
});
