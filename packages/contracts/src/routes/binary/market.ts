import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import {
  epochMs,
  idQuery,
  idSchema,
  intQuery,
  resultType,
  stockList,
  stockSymbol,
  ymdDate,
} from '../../wire.ts';
import { candleInterval, candleSchema, tickerStatisticsSchema } from '../stock/records.ts';

export const getDailyRoundSummary = defineRoute({
  method: 'GET',
  path: '/trade/round/summary/daily',
  access: 'guest',
  area: 'binary',
  summary: "Counts an option's round results on one KST day.",
  spec: ['GET /trade/round/summary/daily'],
  query: z.object({ resultType, tradeOptionId: idQuery, date: ymdDate }),
  response: z.object({
    tradeOptionId: idSchema,
    date: ymdDate,
    roundCount: z.number().int().nonnegative(),
    buyWinCount: z.number().int().nonnegative(),
    sellWinCount: z.number().int().nonnegative(),
    voidCount: z.number().int().nonnegative(),
  }),
});

export const getServerTimeOffset = defineRoute({
  method: 'GET',
  path: '/server_time_offset',
  access: 'guest',
  area: 'binary',
  summary: "Compares the client's clock with the server's, since the server clock decides bet cut-off.",
  spec: ['GET /server_time_offset'],
  query: z.object({
    /** The client's clock when it sent the request, in epoch milliseconds. */
    ms: intQuery.pipe(z.number().nonnegative()),
  }),
  response: z.object({
    serverTimeMs: epochMs,
    /** Server time minus the client's `ms`; add it to the client clock to get server time. */
    offsetMs: z.number().int(),
  }),
});

export const getKlines = defineRoute({
  method: 'GET',
  path: '/trade/kline_data',
  access: 'guest',
  area: 'binary',
  summary: 'Returns recent candles of each listed stock at one interval.',
  spec: ['GET /trade/kline_data'],
  query: z.object({ stockListStrs: stockList, interval: candleInterval }),
  response: z.array(
    z.object({ stock: stockSymbol, interval: candleInterval, candles: z.array(candleSchema) }),
  ),
});

export const getTickerStatistics = defineRoute({
  method: 'GET',
  path: '/trade/ticker_statistics',
  access: 'guest',
  area: 'binary',
  summary: 'Returns the 24-hour figures of each listed stock.',
  spec: ['GET /trade/ticker_statistics'],
  query: z.object({ stockListStrs: stockList }),
  response: z.array(tickerStatisticsSchema),
});
