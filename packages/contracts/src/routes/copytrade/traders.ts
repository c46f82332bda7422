import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { idQuery, pageOf, pageQuery, queryFlag, resultType } from '../../wire.ts';
import { traderSchema, traderSort } from './records.ts';

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
