import { COIN_FUTURES } from './coin-futures-catalogue.ts';
import { OVERSEA_FUTURES } from './oversea-futures-catalogue.ts';
import type { SessionCalendarId } from './session-calendar.ts';

/**
 * What the simulated feed needs to price a stock, common to every instrument specification. Prices
 * are decimal strings at the instrument's precision (the wire form); the reference price is a demo
 * anchor, a realistic 2026 level that the simulated market starts from, never a quote.
 */
export interface PricedInstrumentSpec {
  /** The stock symbol ticks and options carry: `BTCUSDT`, `NQ`. */
  readonly stock: string;
  readonly koName: string;
  /** Price decimals: one price unit is 10^-precision of the quote currency. */
  readonly precision: number;
  /** Quantity decimals of the feed's traded quantity (coins); lots are whole (0). */
  readonly qtyPrecision: number;
  readonly referencePrice: string;
  /** Annualised volatility of the simulated price, e.g. 0.6 for 60 % (a simulation input, never settled). */
  readonly annualVolatility: number;
  /** How many ticks a second the simulated feed publishes, on average. */
  readonly ticksPerSecond: number;
  readonly calendarId: SessionCalendarId;
}

/** A USDT-margined perpetual (DOMAIN.md §3), Binance-like precisions. */
export interface CoinFutureSpec extends PricedInstrumentSpec {
  /** The coin code, as in the spec's coin logos: `BTC`. */
  readonly coin: string;
  readonly maxLeverage: number;
}

export type OverseaCurrency = 'USD' | 'HKD';
export type OverseaProductType = 'INDEX' | 'ENERGY' | 'METAL' | 'CURRENCY';

/** An overseas future traded in lots from the BINARY wallet (DOMAIN.md §4). */
export interface OverseaFutureSpec extends PricedInstrumentSpec {
  readonly currency: OverseaCurrency;
  readonly type: OverseaProductType;
  /** The smallest price step, a decimal string in the quote currency: `'0.25'`. */
  readonly tickSize: string;
  /** What one tick is worth per lot, in `currency`: `'5'` (NQ: $5). */
  readonly tickValue: string;
  /**
   * The full-size contract a micro trades at (`MNQ` → `NQ`): the simulated feed gives both the same
   * price. Null for a full-size contract.
   */
  readonly underlyingStock: string | null;
  /** Demo configuration: margin per lot, in KRW minor units (won). */
  readonly marginPerLotMinor: bigint;
  /** Demo configuration: fee per lot, charged on open and on close, in KRW minor units (won). */
  readonly feePerLotMinor: bigint;
}

export { COIN_FUTURES } from './coin-futures-catalogue.ts';
export { OVERSEA_FUTURES, OVERSEA_KRW_RATE_DEFAULTS } from './oversea-futures-catalogue.ts';

/** The coin future of a stock symbol, if the catalogue has one. */
export function findCoinFuture(stock: string): CoinFutureSpec | undefined {
  return COIN_FUTURES.find((spec) => spec.stock === stock);
}

/** The overseas future of a stock symbol, if the catalogue has one. */
export function findOverseaFuture(stock: string): OverseaFutureSpec | undefined {
  return OVERSEA_FUTURES.find((spec) => spec.stock === stock);
}

/** Every stock the simulated feed prices: the coin futures, then the overseas futures. */
export function simulatedInstruments(): readonly PricedInstrumentSpec[] {
  return [...COIN_FUTURES, ...OVERSEA_FUTURES];
}
