/**
 * One trade price from a feed, as the engines see it. Prices inside engines are integers in the
 * instrument's price units (10^-precision of the quoted currency), quantities integers in its
 * quantity units (10^-qtyPrecision), so nothing that settles is ever a float (STYLE.md). The
 * decimal strings of the wire are converted at the edge, with the instrument's precisions.
 */
export interface MarketTick {
  readonly stock: string;
  /** Price in price units: 64,250.5 USDT at precision 2 is 6,425,050. A positive safe integer. */
  readonly price: number;
  /** Traded quantity in quantity units; 0 for a price-only update (an index or a quote). */
  readonly qty: number;
  /** When the feed says the trade happened, in epoch milliseconds. */
  readonly atMs: number;
  /** The feed that published it (`simulated`, `replay`, `binance`), kept with every settlement. */
  readonly source: string;
}

/** A stretch of time in which a feed published nothing for a stock it should have priced. */
export interface FeedGap {
  readonly stock: string;
  readonly source: string;
  /** The last tick before the gap, in epoch milliseconds (null: nothing was ever received). */
  readonly lastTickAtMs: number | null;
  /** When the gap was noticed. */
  readonly detectedAtMs: number;
}
