import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { intQuery, queryFlag, stockSymbol } from '../../wire.ts';
import { futuresInfoSchema } from '../futures/records.ts';
import { candleInterval, candleSchema, ohlcSchema, orderBookSchema, priceTickSchema } from './records.ts';

/** The window of a chart request, in the spec's millisecond fields. */
const chartQuery = z.object({
  stock: stockSymbol,
  period: candleInterval,
  beginMillis: intQuery.pipe(z.number().nonnegative()).optional(),
  endMillis: intQuery.pipe(z.number().nonnegative()).optional(),
  /** The first load of a chart: the server answers the most recent candles only. */
  isFirst: queryFlag.optional(),
});

export const getChart = defineRoute({
  method: 'GET',
  path: '/stock/chart',
  access: 'guest',
  area: 'stock',
  summary: 'Returns the candles of a stock between two instants.',
  spec: ['GET /stock/chart'],
  query: chartQuery,
  response: z.object({ stock: stockSymbol, period: candleInterval, candles: z.array(candleSchema) }),
});

export const getChartPage = defineRoute({
  method: 'GET',
  path: '/stock/chart_page',
  access: 'guest',
  area: 'stock',
  summary: 'Returns one page of older candles, and where the next older page ends.',
  spec: ['GET /stock/chart_page'],
  query: chartQuery,
  response: z.object({
    stock: stockSymbol,
    period: candleInterval,
    candles: z.array(candleSchema),
    /** The `endMillis` of the next older page, or null when there is no older data. */
    nextEndMillis: z.number().int().nonnegative().nullable(),
  }),
});

export const getRawData = defineRoute({
  method: 'GET',
  path: '/stock/raw_data',
  access: 'guest',
  area: 'stock',
  summary: 'Returns the latest feed tick of every stock, or of one stock.',
  spec: ['GET /stock/raw_data'],
  query: z.object({ stock: stockSymbol.optional() }),
  response: z.array(priceTickSchema),
});

/** The keys the market cache is read by (spec §7): an order book, a running candle or futures info. */
export const marketKey = z
  .string()
  .regex(/^(?:ORDERBOOK_[A-Za-z0-9._-]{1,32}|OHLC_[A-Za-z0-9._-]{1,32}|FUTURES_INFO_KEY)$/);

export const getMarketValue = defineRoute({
  method: 'GET',
  path: '/stock/key_value',
  access: 'guest',
  area: 'stock',
  summary: 'Returns one market snapshot by key: ORDERBOOK_{stock}, OHLC_{stock} or FUTURES_INFO_KEY.',
  spec: ['GET /stock/key_value'],
  query: z.object({ key: marketKey }),
  response: z.discriminatedUnion('kind', [
    orderBookSchema,
    ohlcSchema,
    z.object({ kind: z.literal('FUTURES_INFO'), items: z.array(futuresInfoSchema) }),
  ]),
});

export const getLastPrice = defineRoute({
  method: 'GET',
  path: '/stock/last_price',
  access: 'guest',
  area: 'stock',
  summary: 'Returns the last tick of a stock at or before a given second (now when left out).',
  spec: ['GET /stock/last_price'],
  query: z.object({
    stock: stockSymbol,
    /** An epoch second; lets a member check the price that settled a round or a fill. */
    second: intQuery.pipe(z.number().nonnegative()).optional(),
  }),
  response: priceTickSchema,
});
