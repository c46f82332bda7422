import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import { priceChangePercent, RollingTicker, TICKER_WINDOW_MINUTES } from './ticker-stats.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = Date.UTC(2026, 4, 1, 0, 0, 0);

describe('priceChangePercent', () => {
  it('writes a rise of 100 on 8,000 as 1.25', () => {
    expect(priceChangePercent(8_000, 8_100)).toBe('1.25');
  });

  it('writes a fall with one minus sign and no change as 0.00', () => {
    expect(priceChangePercent(8_000, 7_900)).toBe('-1.25');
    expect(priceChangePercent(8_000, 8_000)).toBe('0.00');
    expect(priceChangePercent(100, 300)).toBe('200.00');
  });

  it('rounds the hundredths of a percent half to even, never showing -0.00', () => {
    expect(priceChangePercent(20_000, 20_001)).toBe('0.00'); // 0.005 %
    expect(priceChangePercent(20_000, 20_003)).toBe('0.02'); // 0.015 %
    expect(priceChangePercent(20_000, 19_997)).toBe('-0.02');
    expect(priceChangePercent(20_000, 19_999)).toBe('0.00');
  });

  it('treats a zero open price as a programmer error', () => {
    expect(() => priceChangePercent(0, 5)).toThrow(DomainAssertionError);
  });
});

describe('RollingTicker', () => {
  it('has no figures before the first tick', () => {
    expect(new RollingTicker().statistics(T0)).toBeNull();
  });

  it('sums up the last 24 hours: first price, last price, high, low and volume', () => {
    const ticker = new RollingTicker();
    ticker.apply(8_000, 2, T0);
    ticker.apply(8_400, 1, T0 + 3 * 60 * MINUTE);
    ticker.apply(7_700, 4, T0 + 5 * 60 * MINUTE);
    ticker.apply(8_100, 3, T0 + 6 * 60 * MINUTE);
    expect(ticker.statistics(T0 + 6 * 60 * MINUTE + 5)).toEqual({
      lastPrice: 8_100,
      openPrice: 8_000,
      priceChange: 100,
      priceChangePercent: '1.25',
      highPrice: 8_400,
      lowPrice: 7_700,
      volume: 10,
      windowOpenTimeMs: T0 + 6 * 60 * MINUTE - DAY + MINUTE,
    });
  });

  it('keeps a minute in the window until 24 hours after that minute began, to the minute', () => {
    const ticker = new RollingTicker();
    ticker.apply(9_000, 1, T0 + 30_000);
    ticker.apply(8_000, 1, T0 + 2 * MINUTE);
    ticker.apply(8_100, 1, T0 + DAY - MINUTE);
    expect(ticker.statistics(T0 + DAY - 1)).toMatchObject({ openPrice: 9_000, highPrice: 9_000, volume: 3 });
    // At T0 + 24 h the minute T0 leaves the window; the quiet minute T0 + 1 min is the oldest.
    expect(ticker.statistics(T0 + DAY)).toMatchObject({ openPrice: 8_000, highPrice: 8_100, volume: 2 });
    expect(ticker.statistics(T0 + DAY + 3 * MINUTE)).toMatchObject({
      lastPrice: 8_100,
      openPrice: 8_100,
      lowPrice: 8_100,
      volume: 1,
    });
  });

  it('takes in a late tick for a closed minute', () => {
    const ticker = new RollingTicker();
    ticker.apply(100, 1, T0);
    ticker.apply(101, 1, T0 + 10 * MINUTE);
    expect(ticker.statistics(T0 + 10 * MINUTE)).toMatchObject({ highPrice: 101, volume: 2 });
    ticker.apply(150, 5, T0 + 5 * MINUTE);
    expect(ticker.statistics(T0 + 10 * MINUTE)).toMatchObject({ highPrice: 150, volume: 7, lastPrice: 101 });
  });

  it('keeps the last price when nothing traded for a day', () => {
    const ticker = new RollingTicker();
    ticker.apply(100, 1, T0);
    ticker.apply(120, 1, T0 + MINUTE);
    expect(ticker.statistics(T0 + 3 * DAY)).toMatchObject({
      lastPrice: 120,
      openPrice: 120,
      priceChange: 0,
      priceChangePercent: '0.00',
      highPrice: 120,
      lowPrice: 120,
      volume: 0,
    });
  });

  it('starts again from stored minute candles', () => {
    const ticker = new RollingTicker();
    ticker.load([
      { openTimeMs: T0, open: 10, high: 12, low: 9, close: 11, volume: 3 },
      { openTimeMs: T0 + MINUTE, open: 11, high: 15, low: 11, close: 14, volume: 4 },
    ]);
    ticker.applyTick({ stock: 'BTCUSDT', price: 13, qty: 1, atMs: T0 + 2 * MINUTE, source: 'test' });
    expect(ticker.statistics(T0 + 2 * MINUTE)).toMatchObject({
      lastPrice: 13,
      openPrice: 10,
      highPrice: 15,
      lowPrice: 9,
      volume: 8,
    });
  });

  // fast-check prints the seed and the smallest failing case; `fc.assert(..., { seed, path })` replays it.
  it('agrees with summing every tick of the window by hand, in any order, asked at any time', () => {
    const trade = fc.record({
      price: fc.integer({ min: 1, max: 1_000 }),
      qty: fc.integer({ min: 0, max: 50 }),
      atMs: fc.integer({ min: T0, max: T0 + 2 * DAY }),
    });
    fc.assert(
      fc.property(
        fc.array(trade, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 2 * DAY }),
        (trades, lateByMs) => {
          const newest = Math.max(...trades.map((t) => t.atMs));
          const nowMs = newest + lateByMs;
          const ticker = new RollingTicker();
          let seenMs = 0;
          for (const { price, qty, atMs } of trades) {
            ticker.apply(price, qty, atMs);
            // Asking in between fills the cache of closed minutes, which later ticks must not leave stale.
            seenMs = Math.max(seenMs, atMs);
            ticker.statistics(seenMs);
          }
          const windowOpenTimeMs = nowMs - (nowMs % MINUTE) - (TICKER_WINDOW_MINUTES - 1) * MINUTE;
          const byTimeThenPrice = [...trades].sort((a, b) => a.atMs - b.atMs || a.price - b.price);
          const last = byTimeThenPrice[byTimeThenPrice.length - 1]!.price;
          const inWindow = byTimeThenPrice.filter((t) => t.atMs >= windowOpenTimeMs);
          const prices = inWindow.map((t) => t.price);
          expect(ticker.statistics(nowMs)).toEqual({
            lastPrice: last,
            openPrice: inWindow[0]?.price ?? last,
            priceChange: last - (inWindow[0]?.price ?? last),
            priceChangePercent: priceChangePercent(inWindow[0]?.price ?? last, last),
            highPrice: Math.max(last, ...prices),
            lowPrice: Math.min(last, ...prices),
            volume: inWindow.reduce((sum, t) => sum + t.qty, 0),
            windowOpenTimeMs,
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
