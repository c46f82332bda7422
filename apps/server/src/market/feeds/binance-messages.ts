import { parsePositiveUnits, parseUnits, type MarketTick } from '@baro/domain';
import type { MarkPriceUpdate } from './price-feed.ts';

export const BINANCE_SOURCE = 'binance';

/** One Binance contract priced as one Baro stock. */
export interface BinanceInstrument {
  readonly stock: string;
  /** The venue's symbol, upper case as in its events; default the stock (`BTCUSDT`). */
  readonly symbol?: string;
  readonly precision: number;
  readonly qtyPrecision: number;
}

/**
 * What one message of a combined stream (`{"stream": "...", "data": {...}}`) carries for the feed:
 * a trade, a mark price, something well-formed the feed does not use (a reply to a request), or
 * something malformed, with the reason, for the counters.
 */
export type BinanceMessage =
  | { readonly kind: 'trade'; readonly tick: MarketTick }
  | { readonly kind: 'mark'; readonly mark: MarkPriceUpdate }
  | { readonly kind: 'ignored' }
  | { readonly kind: 'malformed'; readonly reason: string };

const FUNDING_RATE = /^-?\d+(\.\d+)?$/;

/**
 * Reads one text frame of the USDⓈ-M futures combined stream. Used fields, as Binance documents them:
 *
 * - `aggTrade`: `s` symbol, `p` price, `q` quantity, `T` trade time (`e`, `E`, `a`, `f`, `l`, `m` are
 *   not needed for a tick and are not required, so a venue adding or dropping one breaks nothing);
 * - `markPriceUpdate`: `s`, `p` mark price, `i` index price, `r` funding rate (`""` for a delivery
 *   contract), `T` next funding time (0 if none), `E` event time.
 *
 * A trade price or quantity must convert exactly at the stock's precision: a trade Baro cannot
 * represent is not a price to settle at. Mark and index prices carry 8 decimals and round half-even.
 */
export function parseBinanceMessage(
  text: string,
  instruments: ReadonlyMap<string, BinanceInstrument>,
): BinanceMessage {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return malformed('not JSON');
  }
  if (!isRecord(message)) return malformed('not an object');
  // A reply to a request (`{"result": null, "id": 1}`) is not market data.
  if (!('data' in message) && 'id' in message) return { kind: 'ignored' };
  const data = message.data;
  if (typeof message.stream !== 'string' || !isRecord(data)) return malformed('not a combined-stream event');
  const instrument = typeof data.s === 'string' ? instruments.get(data.s) : undefined;
  if (instrument === undefined) return malformed('unknown symbol');
  switch (data.e) {
    case 'aggTrade':
      return readTrade(data, instrument);
    case 'markPriceUpdate':
      return readMark(data, instrument);
    default:
      return malformed('unknown event type');
  }
}

function readTrade(data: Record<string, unknown>, instrument: BinanceInstrument): BinanceMessage {
  const price = typeof data.p === 'string' ? parsePositiveUnits(data.p, instrument.precision, 'exact') : null;
  const qty = typeof data.q === 'string' ? parseUnits(data.q, instrument.qtyPrecision, 'exact') : null;
  if (price === null) return malformed('bad trade price');
  if (qty === null) return malformed('bad trade quantity');
  if (!isTime(data.T)) return malformed('bad trade time');
  return {
    kind: 'trade',
    tick: { stock: instrument.stock, price, qty, atMs: data.T, source: BINANCE_SOURCE },
  };
}

function readMark(data: Record<string, unknown>, instrument: BinanceInstrument): BinanceMessage {
  const precision = instrument.precision;
  const markPrice = typeof data.p === 'string' ? parsePositiveUnits(data.p, precision, 'halfEven') : null;
  const indexPrice = typeof data.i === 'string' ? parsePositiveUnits(data.i, precision, 'halfEven') : null;
  if (markPrice === null || indexPrice === null) return malformed('bad mark or index price');
  if (typeof data.r !== 'string' || (data.r !== '' && !FUNDING_RATE.test(data.r))) {
    return malformed('bad funding rate');
  }
  if (!isTime(data.E) || !isTime(data.T)) return malformed('bad mark time');
  return {
    kind: 'mark',
    mark: {
      stock: instrument.stock,
      source: BINANCE_SOURCE,
      markPrice,
      indexPrice,
      fundingRate: data.r === '' ? null : data.r,
      nextFundingAtMs: data.T === 0 ? null : data.T,
      atMs: data.E,
    },
  };
}

/** The combined-stream names for the instruments: a trade stream each, and a 1 s mark stream if asked. */
export function binanceStreamNames(instruments: readonly BinanceInstrument[], markPrices: boolean): string[] {
  return instruments.flatMap((instrument) => {
    const name = (instrument.symbol ?? instrument.stock).toLowerCase();
    return markPrices ? [`${name}@aggTrade`, `${name}@markPrice@1s`] : [`${name}@aggTrade`];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function malformed(reason: string): BinanceMessage {
  return { kind: 'malformed', reason };
}
