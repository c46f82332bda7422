import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import {
  doneResponse,
  idSchema,
  pageOf,
  pageQuery,
  requestId,
  requiredAmount,
  stockSymbol,
} from '../../wire.ts';
import { followerSummarySchema, traderFollowerSchema, traderSchema } from './records.ts';

export const getFollowerSummary = defineRoute({
  method: 'GET',
  path: '/copytrade/follower',
  access: 'member',
  area: 'copytrade',
  summary: "Returns the caller's copy-trading summary as a follower.",
  spec: ['GET /copytrade/follower'],
  response: followerSummarySchema,
});

export const getMyFollow = defineRoute({
  method: 'GET',
  path: '/copytrade/follower/my_trader_follower',
  access: 'member',
  area: 'copytrade',
  summary: "Returns the caller's current follow relation and its settings, or null.",
  spec: ['GET /copytrade/follower/my_trader_follower'],
  response: traderFollowerSchema.nullable(),
});

export const listMyFollowers = defineRoute({
  method: 'GET',
  path: '/copytrade/follower/list',
  access: 'member',
  area: 'copytrade',
  summary: "Lists the followers of the caller's trader account.",
  spec: ['GET /copytrade/follower/list'],
  query: pageQuery,
  response: pageOf(traderFollowerSchema),
});

export const listMyTraders = defineRoute({
  method: 'GET',
  path: '/copytrade/follower/my_traders',
  access: 'member',
  area: 'copytrade',
  summary: 'Lists the traders the caller follows now or has followed.',
  spec: ['GET /copytrade/follower/my_traders'],
  response: z.array(traderSchema),
});

export const followTrader = defineRoute({
  method: 'POST',
  path: '/copytrade/follower/follow',
  access: 'member',
  area: 'copytrade',
  summary: 'Follows a trader with the given copy settings; one trader at a time.',
  spec: ['POST /copytrade/follower/follow'],
  // The checks with a spec message (spec §5) name their catalogue code, so a wrong value answers with
  // that message. The 10 USDT minima are business rules that need the amount as a number, and the
  // server checks them with the same codes.
  body: z.object({
    followStock: z
      .array(stockSymbol, { error: 'FOLLOW_STOCK_REQUIRED' })
      .min(1, { error: 'FOLLOW_STOCK_REQUIRED' })
      .max(100),
    multiplyPer: z
      .number({ error: 'FOLLOW_RATIO_INVALID' })
      .int({ error: 'FOLLOW_RATIO_INVALID' })
      .min(0, { error: 'FOLLOW_RATIO_INVALID' })
      .max(100, { error: 'FOLLOW_RATIO_INVALID' }),
    traderId: idSchema,
    maxBet: requiredAmount('FOLLOW_MAX_BET_TOO_SMALL'),
    oneMaxBet: requiredAmount('FOLLOW_ONE_MAX_BET_TOO_SMALL'),
    requestId,
  }),
  response: traderFollowerSchema,
});

export const unfollow = defineRoute({
  method: 'POST',
  path: '/copytrade/follower/unfollow',
  access: 'member',
  area: 'copytrade',
  summary: 'Stops following the current trader; open copies stay until closed.',
  spec: ['POST /copytrade/follower/unfollow'],
  response: doneResponse,
});

export const removeFollower = defineRoute({
  method: 'POST',
  path: '/copytrade/follower/unfollow_trader',
  access: 'member',
  area: 'copytrade',
  summary: "Ends one follow relation of the caller's trader account (a trader removing a follower).",
  spec: ['POST /copytrade/follower/unfollow_trader'],
  body: z.object({ traderFollowerId: idSchema }),
  response: doneResponse,
});
