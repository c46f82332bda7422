import type { MarketTick } from '@baro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../src/modules/sites/find-site.ts';
import { testClock } from '../support/accounts-fixture.ts';
import { insertSite } from '../support/seed-site.ts';
import { buildTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { insertSiteOptions } from './market-fixture.ts';
import type { SiteOptionIds } from './market-fixture.ts';

// Wednesday 2026-11-25 01:00:00 UTC, a minute boundary.
const startMs = Date.UTC(2026, 10, 25, 1, 0, 0);
const clock = testClock(startMs);
let t: TestApp;
let site: Site;
let ids: SiteOptionIds;

/** BTCUSDT has price precision 1 and quantity precision 3: 100000.0 is 1,000,000 units. */
function btc(price: number, atMs: number, qty = 1_000): MarketTick {
  return { stock: 'BTCUSDT', price, qty, atMs, source: 'simulated' };
}

beforeAll(async () => {
  t = await buildTestApp({ clock });
  site = await insertSite(t.db);
  ids = await insertSiteOptions(t.db, site.id);
  // Four trades in the first minute, two in the second; the feed delivers them out of order.
  t.ctx.market.onTicks([
    btc(1_000_100, startMs + 30_000),
    btc(1_000_000, startMs + 1_000),
    btc(1_000_500, startMs + 20_000, 2_000),
    btc(999_000, startMs + 40_500),
    btc(1_001_000, startMs + 60_000),
    btc(1_002_000, startMs + 61_500),
  ]);
  clock.advanceMs(62_000);
});
afterAll(async () => {
  await t.close();
});

async function get(path: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams({ siteInfoId: String(site.id) });
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  const response = await t.app.inject({ method: 'GET', url: `/api${path}?${search.toString()}` });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const firstMinute = {
  openTimeMs: startMs,
  open: '100000.0',
  high: '100050.0',
  low: '99900.0',
  close: '99900.0',
  volume: '5.000',
};

describe('candles', () => {
  it('builds minute candles from ticks in any order and serves them on the kline call', async () => {
    const answer = await get('/trade/kline_data', { stockListStrs: 'BTCUSDT', interval: '1m' });
    expect(answer).toEqual({
      status: 200,
      body: [
        {
          stock: 'BTCUSDT',
          interval: '1m',
          candles: [
            firstMinute,
            {
              openTimeMs: startMs + 60_000,
              open: '100100.0',
              high: '100200.0',
              low: '100100.0',
              close: '100200.0',
              volume: '2.000',
            },
          ],
        },
      ],
    });
  });

  it('answers the candles of a window, the first load and older pages', async () => {
    const window = await get('/stock/chart', {
      stock: 'BTCUSDT',
      period: '1m',
      beginMillis: startMs,
      endMillis: startMs + 60_000,
    });
    expect(window.body).toEqual({ stock: 'BTCUSDT', period: '1m', candles: [firstMinute] });
    const first = await get('/stock/chart', { stock: 'BTCUSDT', period: '5m', isFirst: 1 });
    expect(first.body.candles).toEqual([
      { ...firstMinute, high: '100200.0', close: '100200.0', volume: '7.000' },
    ]);
    const page = await get('/stock/chart_page', {
      stock: 'BTCUSDT',
      period: '1m',
      endMillis: startMs + 60_000,
    });
    expect(page.body).toEqual({
      stock: 'BTCUSDT',
      period: '1m',
      candles: [firstMinute],
      nextEndMillis: null,
    });
    const latest = await get('/stock/chart_page', { stock: 'BTCUSDT', period: '1m' });
    expect(latest.body.nextEndMillis).toBeNull();
    expect(latest.body.candles).toHaveLength(2);
  });

  it('answers STOCK_NOT_FOUND for a stock the market does not price', async () => {
    const answer = await get('/trade/kline_data', { stockListStrs: 'BTCUSDT,NOPE', interval: '1m' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'STOCK_NOT_FOUND' });
  });
});

describe('prices', () => {
  it('answers the last tick now and at a past second, with its source', async () => {
    expect((await get('/stock/last_price', { stock: 'BTCUSDT' })).body).toEqual({
      stock: 'BTCUSDT',
      price: '100200.0',
      atMs: startMs + 61_500,
      source: 'simulated',
    });
    const second = Math.floor((startMs + 35_000) / 1000);
    expect((await get('/stock/last_price', { stock: 'BTCUSDT', second })).body).toEqual({
      stock: 'BTCUSDT',
      price: '100010.0',
      atMs: startMs + 30_000,
      source: 'simulated',
    });
  });

  it('says a price is no longer kept rather than guessing one', async () => {
    const answer = await get('/stock/last_price', {
      stock: 'BTCUSDT',
      second: Math.floor(startMs / 1000) - 86_400,
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'PRICE_NOT_RETAINED' });
    const unpriced = await get('/stock/last_price', { stock: 'ETHUSDT' });
    expect(unpriced.status).toBe(503);
    expect(unpriced.body).toMatchObject({ code: 'PRICE_UNAVAILABLE' });
  });

  it('lists the latest tick of every priced stock', async () => {
    expect((await get('/stock/raw_data')).body).toEqual([
      { stock: 'BTCUSDT', price: '100200.0', atMs: startMs + 61_500, source: 'simulated' },
    ]);
  });

  it('answers the 24-hour figures of a stock', async () => {
    expect((await get('/trade/ticker_statistics', { stockListStrs: 'BTCUSDT,ETHUSDT' })).body).toEqual([
      {
        stock: 'BTCUSDT',
        lastPrice: '100200.0',
        priceChange: '200.0',
        priceChangePercent: '0.20',
        highPrice: '100200.0',
        lowPrice: '99900.0',
        volume: '7.000',
      },
    ]);
  });

  it("answers the running daily candle, the indicative book and the site's futures figures", async () => {
    expect((await get('/stock/key_value', { key: 'OHLC_BTCUSDT' })).body).toMatchObject({
      kind: 'OHLC',
      stock: 'BTCUSDT',
      open: '100000.0',
      close: '100200.0',
    });
    const book = (await get('/stock/key_value', { key: 'ORDERBOOK_BTCUSDT' })).body as {
      bids: [string, string][];
      asks: [string, string][];
    };
    expect(book.bids).toHaveLength(10);
    expect(Number(book.bids[0]![0])).toBeLessThanOrEqual(100_200);
    expect(Number(book.asks[0]![0])).toBeGreaterThan(100_200);
    const info = (await get('/stock/key_value', { key: 'FUTURES_INFO_KEY' })).body;
    expect(info).toEqual({
      kind: 'FUTURES_INFO',
      items: [
        {
          futuresOptionId: ids.futures.btc,
          stock: 'BTCUSDT',
          lastPrice: '100200.0',
          markPrice: '100200.0',
          priceChangePercent: '0.20',
          fundingRate: '0.000100',
          nextFundingAt: '2026-11-25T08:00:00.000Z',
        },
      ],
    });
  });

  it('shows no current price for a stock whose feed is in a gap, until it resumes', async () => {
    t.ctx.market.onGap({
      stock: 'BTCUSDT',
      source: 'simulated',
      lastTickAtMs: startMs + 61_500,
      detectedAtMs: clock.nowMs(),
    });
    expect((await get('/stock/last_price', { stock: 'BTCUSDT' })).body).toMatchObject({
      code: 'PRICE_UNAVAILABLE',
    });
    expect((await get('/stock/raw_data')).body).toEqual([]);
    t.ctx.market.onResume('BTCUSDT', 'simulated', clock.nowMs());
    expect((await get('/stock/last_price', { stock: 'BTCUSDT' })).status).toBe(200);
  });
});
