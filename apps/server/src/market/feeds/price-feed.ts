import type { FeedGap, MarketTick } from '@baro/domain';

/**
 * A venue's mark price, index price and funding rate for one stock (Binance's `markPriceUpdate`).
 * Prices are integers in the stock's price units, rounded half-even from the venue's longer decimals;
 * the funding rate stays the venue's decimal string, because its scale belongs to the funding rules.
 */
export interface MarkPriceUpdate {
  readonly stock: string;
  readonly source: string;
  readonly markPrice: number;
  readonly indexPrice: number;
  /** The current funding rate as the venue wrote it (`"0.00038167"`, may be negative); null if none. */
  readonly fundingRate: string | null;
  /** When the venue next charges funding, in epoch milliseconds; null if it does not say. */
  readonly nextFundingAtMs: number | null;
  /** The venue's event time, in epoch milliseconds. */
  readonly atMs: number;
}

/** Where a feed delivers what it reads. Called synchronously, in the order the feed read things. */
export interface TickSink {
  /** A batch of ticks, in time order per stock. The batch is the feed's own; the sink must not keep it. */
  onTicks(ticks: readonly MarketTick[]): void;
  /** A stock went quiet for longer than the feed's gap limit; nothing downstream may guess its price. */
  onGap(gap: FeedGap): void;
  /** A stock that had a gap is priced again; `atMs` is its first tick after the gap. */
  onResume(stock: string, source: string, atMs: number): void;
  /**
   * Mark prices from a venue that publishes them (only the `binance` feed does). Optional, so sinks
   * that only need trades, and feeds that have no marks, need not mention it. Marks are not ticks:
   * they never fill an order and never close a gap.
   */
  onMark?(mark: MarkPriceUpdate): void;
}

/**
 * A source of prices: the simulated market (default), a replay of recorded data, or a venue adapter.
 * Every implementation has the same life cycle, so the market service does not know which it runs.
 */
export interface PriceFeed {
  /** The `source` stamped on every tick and on every settlement that a tick decides. */
  readonly source: string;
  /** The stocks this feed prices. */
  readonly stocks: readonly string[];
  /** Starts delivering to `sink`. Resolves once the feed runs (for an adapter: once connected). */
  start(sink: TickSink): Promise<void>;
  /** Stops delivering; after it resolves, the sink is never called again. */
  stop(): Promise<void>;
}
