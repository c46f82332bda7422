import { BinanceFeed, type BinanceFeedConfig } from './binance-feed.ts';
import type { PriceFeed } from './price-feed.ts';
import { ReplayFeed, type ReplayFeedConfig } from './replay-feed.ts';
import { SimulatedFeed, type SimulatedFeedConfig } from './simulated-feed.ts';

/** The feeds the server can run, by the name its configuration uses. */
export const PRICE_FEED_KINDS = ['simulated', 'replay', 'binance'] as const;
export type PriceFeedKind = (typeof PRICE_FEED_KINDS)[number];

export type PriceFeedConfig =
  | ({ readonly kind: 'simulated' } & SimulatedFeedConfig)
  | ({ readonly kind: 'replay' } & ReplayFeedConfig)
  | ({ readonly kind: 'binance' } & BinanceFeedConfig);

/** Builds the feed a configuration names; the market service sees only `PriceFeed`. */
export function createPriceFeed(config: PriceFeedConfig): PriceFeed {
  switch (config.kind) {
    case 'simulated':
      return new SimulatedFeed(config);
    case 'replay':
      return new ReplayFeed(config);
    case 'binance':
      return new BinanceFeed(config);
  }
}
