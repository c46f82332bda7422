import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import {
  amountString,
  commaEnumList,
  commaList,
  idQuery,
  idSchema,
  ownPlayerIdQuery,
  pageOf,
  pageQuery,
  requestId,
  resultType,
  ymdDate,
} from '../../wire.ts';
import { betSchema, betSide, gameStatusValues, gameTypePattern, publicBetSchema } from './records.ts';

export const placeBet = defineRoute({
  method: 'POST',
  path: '/trade/history/betting',
  access: 'member',
  area: 'binary',
  summary: 'Places a bet on the round taking bets; further bets on the same side add to the stake.',
  spec: ['POST /trade/history/betting'],
  body: z.object({
    point: amountString,
    tradeRoundId: idSchema,
    type: betSide,
    requestId,
  }),
  response: betSchema,
});

export const listMyRoundBets = defineRoute({
  method: 'GET',
  path: '/trade/history/current',
  access: 'member',
  area: 'binary',
  summary: "Lists the caller's bets in one round.",
  spec: ['GET /trade/history/current'],
  query: z.object({ tradeRoundId: idQuery }),
  response: z.array(betSchema),
});

export const listMyOptionBets = defineRoute({
  method: 'GET',
  path: '/trade/history/current_for_option',
  access: 'member',
  area: 'binary',
  summary: "Lists the caller's unsettled bets on an option (the betting and the live round).",
  spec: ['GET /trade/history/current_for_option'],
  query: z.object({ tradeOptionId: idQuery }),
  response: z.array(betSchema),
});

export const listMyBets = defineRoute({
  method: 'GET',
  path: '/trade/history/list',
  access: 'member',
  area: 'binary',
  summary: "Lists the caller's bets, newest first, by option, round, game type, side and status.",
  spec: ['GET /trade/history/list'],
  query: pageQuery.extend({
    resultType,
    playerId: ownPlayerIdQuery,
    tradeOptionId: idQuery.optional(),
    tradeRoundId: idQuery.optional(),
    /** Game type codes (`R1`, `B5`...). */
    tradeTypeStrs: commaList(gameTypePattern, 20).optional(),
    /** Sides: `B`, `S`. */
    typeStrs: commaEnumList(['B', 'S']).optional(),
    statusStrs: commaEnumList(gameStatusValues).optional(),
    startDate: ymdDate.optional(),
    endDate: ymdDate.optional(),
  }),
  response: pageOf(betSchema),
});

export const listRecentBetsOfAll = defineRoute({
  method: 'GET',
  path: '/trade/history/recent_all_history',
  access: 'guest',
  area: 'binary',
  summary: 'Lists the latest bets of all members on an option, nicks masked, for the live feed.',
  spec: ['GET /trade/history/recent_all_history'],
  query: z.object({ tradeOptionId: idQuery }),
  response: z.array(publicBetSchema),
});
