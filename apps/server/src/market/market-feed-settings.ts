import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import type { MarketFeedSettings } from './market-runtime.ts';

/** The shipped recording the replay feed plays when no other file is named. */
export const sampleReplayFile = fileURLToPath(new URL('../../market-data/replay-ticks.csv', import.meta.url));

/** The feed the configuration asks for, or null for `MARKET_FEED=off`. */
export function marketFeedSettings(config: Config): MarketFeedSettings | null {
  switch (config.marketFeed) {
    case 'off':
      return null;
    case 'simulated':
      return { kind: 'simulated', seed: config.marketSeed, historyDays: config.marketHistoryDays };
    case 'replay':
      return {
        kind: 'replay',
        filePath: config.marketReplayFile ?? sampleReplayFile,
        batchMs: config.marketReplayBatchMs,
      };
    case 'binance':
      return { kind: 'binance', baseUrl: config.marketBinanceUrl };
  }
}
