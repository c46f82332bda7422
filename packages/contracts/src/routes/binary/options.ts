import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import {
  commaEnumList,
  commaList,
  idQuery,
  pageOf,
  pageQuery,
  queryFlag,
  resultType,
  ymdDate,
} from '../../wire.ts';
import { gameStatusValues, gameTypePattern, tradeOptionSchema, tradeRoundSchema } from './records.ts';

export const getTradeOption = defineRoute({
  method: 'GET',
  path: '/trade/option',
  access: 'guest',
  area: 'binary',
  summary: 'Returns one trade option (a stock with one game type).',
  spec: ['GET /trade/option'],
  query: z.object({ tradeOptionId: idQuery }),
  response: tradeOptionSchema,
});

export const listTradeOptions = defineRoute({
  method: 'GET',
  path: '/trade/option/list',
  access: 'guest',
  area: 'binary',
  summary: 'Lists trade options by game type and stock prefix; offered ones only by default.',
  spec: ['GET /trade/option/list'],
  query: z.object({
    resultType,
    isPlay: queryFlag.default(true),
    /** Game type codes; `ONETRADING` (the site call's value) stands for every timed game type. */
    typeArray: commaList(gameTypePattern, 20).optional(),
    stockPrefix: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,20}$/)
      .optional(),
  }),
  response: z.array(tradeOptionSchema),
});

export const getCurrentRound = defineRoute({
  method: 'GET',
  path: '/trade/game/current',
  access: 'guest',
  area: 'binary',
  summary: 'Returns the round taking bets on an option and the live round before it.',
  spec: ['GET /trade/game/current'],
  query: z.object({ tradeOptionId: idQuery }),
  response: z.object({
    /**
     * The round that takes bets now (or, in the last moments before a boundary, the next one, opened
     * a little early); null while the option's rounds are stopped.
     */
    current: tradeRoundSchema.nullable(),
    /** The round locked and waiting for its close price, if any. */
    live: tradeRoundSchema.nullable(),
  }),
});

export const listRecentRounds = defineRoute({
  method: 'GET',
  path: '/trade/game/recent',
  access: 'guest',
  area: 'binary',
  summary: 'Lists the latest settled rounds of an option, newest first, for the recent-side strip.',
  spec: ['GET /trade/game/recent'],
  query: z.object({ tradeOptionId: idQuery }),
  response: z.array(tradeRoundSchema),
});

export const getRound = defineRoute({
  method: 'GET',
  path: '/trade/game/round',
  access: 'guest',
  area: 'binary',
  summary: 'Returns one round with the ticks that decided it.',
  spec: ['GET /trade/game/round'],
  query: z.object({ tradeRoundId: idQuery }),
  response: tradeRoundSchema,
});

export const listRounds = defineRoute({
  method: 'GET',
  path: '/trade/game/round/list',
  access: 'guest',
  area: 'binary',
  summary: "Lists an option's rounds in a date range; the listing by status asks for statusStrs=1,2.",
  spec: ['GET /trade/game/round/list'],
  query: pageQuery.extend({
    resultType,
    tradeOptionId: idQuery,
    isPlayStrs: commaEnumList(['0', '1']).optional(),
    startDate: ymdDate.optional(),
    endDate: ymdDate.optional(),
    statusStrs: commaEnumList(gameStatusValues).optional(),
  }),
  response: pageOf(tradeRoundSchema),
});
