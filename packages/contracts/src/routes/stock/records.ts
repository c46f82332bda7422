import { z } from 'zod';
import { decimalString, epochMs, stockSymbol } from '../../wire.ts';

/** Candle lengths the charts and kline calls offer. */
export const candleInterval = z.enum(['1s', '1m', '3m', '5m', '15m', '30m', '1h', '4h', '1d']);

/** One candle. `openTimeMs` is the start of its interval, in the spec's millisecond convention. */
export const candleSchema = z.object({
  openTimeMs: epochMs,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
});
export type Candle = z.infer<typeof candleSchema>;

/** One price from a feed, with the feed that published it, so a settlement price can be checked. */
export const priceTickSchema = z.object({
  stock: stockSymbol,
  price: decimalString,
  atMs: epochMs,
  source: z.string(),
});
export type PriceTick = z.infer<typeof priceTickSchema>;

/** 24-hour figures of one stock. */
export const tickerStatisticsSchema = z.object({
  stock: stockSymbol,
  lastPrice: decimalString,
  priceChange: decimalString,
  priceChangePercent: decimalString,
  highPrice: decimalString,
  lowPrice: decimalString,
  volume: decimalString,
});

/** A price level: price and quantity. */
export const bookLevel = z.tuple([decimalString, decimalString]);

/** An order book snapshot (`ORDERBOOK_{stock}`), best levels first. */
export const orderBookSchema = z.object({
  kind: z.literal('ORDERBOOK'),
  stock: stockSymbol,
  bids: z.array(bookLevel),
  asks: z.array(bookLevel),
  atMs: epochMs,
});

/** The running candle of a stock (`OHLC_{stock}`). */
export const ohlcSchema = candleSchema.extend({ kind: z.literal('OHLC'), stock: stockSymbol });
