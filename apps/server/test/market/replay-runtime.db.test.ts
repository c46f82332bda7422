import { COIN_FUTURES, OVERSEA_FUTURES } from '@baro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { ManualTime } from '../../src/market/feeds/manual-time.ts';
import { marketFeedSettings, sampleReplayFile } from '../../src/market/market-feed-settings.ts';
import { startMarketRuntime } from '../../src/market/market-runtime.ts';
import type { MarketRuntime } from '../../src/market/market-runtime.ts';
import { soleOwnership } from '../../src/ownership/ownership.ts';
import { buildTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

// Wednesday 2026-11-25 11:00:12.345 in Hong Kong (03:00 UTC): the HSI morning session and CME Globex
// (Tuesday 21:00 Central) both trade, so the session gate lets every stock's ticks through.
const wednesdayMs = Date.UTC(2026, 10, 25, 3, 0, 12, 345);
const everyStock = [...COIN_FUTURES, ...OVERSEA_FUTURES].map((spec) => spec.stock).sort();
const microStocks = OVERSEA_FUTURES.filter((spec) => spec.underlyingStock !== null);

describe('the market runtime with MARKET_FEED=replay and no MARKET_REPLAY_FILE', () => {
  let t: TestApp;
  let time: ManualTime;
  let runtime: MarketRuntime;

  beforeAll(async () => {
    time = new ManualTime(wednesdayMs);
    t = await buildTestApp({ clock: time });
    // The settings main.ts builds from this environment.
    const feed = marketFeedSettings(loadConfig({ MARKET_FEED: 'replay' }));
    expect(feed).toEqual({ kind: 'replay', filePath: sampleReplayFile, batchMs: 100 });
    runtime = await startMarketRuntime({
      db: t.db,
      market: t.ctx.market,
      events: t.ctx.bus,
      clock: time,
      scheduler: time,
      log: t.ctx.log,
      feed: feed!,
      ownership: soleOwnership({
        onError: (error) => {
          throw error;
        },
      }),
    });
  });
  afterAll(async () => {
    await runtime.stop();
    await t.close();
  });

  it('plays the shipped sample for every stock of the catalogue but the micro contracts', () => {
    expect(runtime.feed.source).toBe('replay');
    const micros = new Set(microStocks.map((spec) => spec.stock));
    expect([...runtime.feed.stocks].sort()).toEqual(everyStock.filter((stock) => !micros.has(stock)));
  });

  it('prices every stock from the replay within seconds, each micro contract with its full-size ticks', () => {
    // The sample's stocks trade at most 2 s apart.
    time.advance(3_000);
    const market = t.ctx.market;
    expect([...market.all()].map((state) => state.instrument.stock).sort()).toEqual(everyStock);
    for (const stock of everyStock) {
      const state = market.stock(stock)!;
      expect(state.lastTick?.source, stock).toBe('replay');
      expect(state.lastTick!.atMs, stock).toBeGreaterThan(wednesdayMs);
      expect(state.gap, stock).toBeNull();
    }
    expect(microStocks.length).toBeGreaterThan(0);
    for (const micro of microStocks) {
      const full = market.stock(micro.underlyingStock!)!.lastTick;
      expect(market.stock(micro.stock)!.lastTick, micro.stock).toEqual({ ...full, stock: micro.stock });
    }
  });
});
