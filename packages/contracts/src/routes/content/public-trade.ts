import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { queryFlag, stockList } from '../../wire.ts';
import { tradeOptionSchema, tradeRoundSchema } from '../binary/records.ts';

export const listPublicTradeRounds = defineRoute({
  method: 'GET',
  path: '/public/trade_round',
  access: 'guest',
  area: 'content',
  summary: 'Returns the rounds now taking bets for each listed stock, for the home screen.',
  spec: ['GET /public/trade_round'],
  query: z.object({ stockListStrs: stockList }),
  response: z.array(tradeRoundSchema),
});

export const listSiteTradeOptions = defineRoute({
  method: 'GET',
  path: '/public/trade_option/site/list',
  access: 'guest',
  area: 'content',
  summary: 'Lists the trade options of a site by its stock prefix, before any sign-in.',
  spec: ['GET /public/trade_option/site/list'],
  query: z.object({
    isPlay: queryFlag.default(true),
    sitePrefix: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/),
  }),
  response: z.array(tradeOptionSchema),
});
