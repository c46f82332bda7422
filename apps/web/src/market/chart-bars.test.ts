import type { Candle } from '@baro/contracts/routes/stock';
import { describe, expect, it } from 'vitest';
import {
  applyLivePrice,
  barsOfPages,
  bucketTime,
  candleToBar,
  INTERVAL_MS,
  isRisingBar,
  nearLeftEdge,
  olderPageEnd,
  withLiveBar,
} from './chart-bars.ts';
import type { ChartBar } from './chart-bars.ts';

const minute = 60_000;
const t0 = Date.UTC(2026, 0, 5, 9, 0); // a minute boundary

function candle(openTimeMs: number, close: string, volume = '1.5'): Candle {
  return { openTimeMs, open: '100', high: '110', low: '90', close, volume };
}

function bar(time: number, close: number, extra: Partial<ChartBar> = {}): ChartBar {
  return { time, open: 100, high: 110, low: 90, close, volume: 2, ...extra };
}

describe('candleToBar', () => {
  it('turns a wire candle into a bar timed in epoch seconds with numeric prices', () => {
    expect(candleToBar(candle(t0, '105.25', '3.125'))).toEqual({
      time: t0 / 1000,
      open: 100,
      high: 110,
      low: 90,
      close: 105.25,
      volume: 3.125,
    });
  });
});

describe('barsOfPages', () => {
  it('puts older pages in front, oldest first', () => {
    const first = {
      candles: [candle(t0 + 2 * minute, '102'), candle(t0 + 3 * minute, '103')],
      nextEndMillis: null,
    };
    const older = { candles: [candle(t0, '100'), candle(t0 + minute, '101')], nextEndMillis: null };
    expect(barsOfPages([first, older]).map((b) => b.close)).toEqual([100, 101, 102, 103]);
  });

  it('keeps one bar per time, the newer page winning where two pages overlap', () => {
    const first = {
      candles: [candle(t0 + minute, '201'), candle(t0 + 2 * minute, '202')],
      nextEndMillis: null,
    };
    const older = { candles: [candle(t0, '100'), candle(t0 + minute, '101')], nextEndMillis: null };
    const bars = barsOfPages([first, older]);
    expect(bars.map((b) => b.time)).toEqual([t0 / 1000, t0 / 1000 + 60, t0 / 1000 + 120]);
    expect(bars[1]?.close).toBe(201);
  });

  it('gives no bars for no pages or empty pages', () => {
    expect(barsOfPages([])).toEqual([]);
    expect(barsOfPages([{ candles: [], nextEndMillis: null }])).toEqual([]);
  });
});

describe('olderPageEnd', () => {
  it('ends the page after the first load at its oldest candle', () => {
    expect(
      olderPageEnd({ candles: [candle(t0, '1'), candle(t0 + minute, '2')], nextEndMillis: null }, true),
    ).toBe(t0);
  });

  it("follows chart_page's nextEndMillis, and stops when it is null", () => {
    expect(olderPageEnd({ candles: [candle(t0, '1')], nextEndMillis: t0 - 5 * minute }, false)).toBe(
      t0 - 5 * minute,
    );
    expect(olderPageEnd({ candles: [candle(t0, '1')], nextEndMillis: null }, false)).toBeUndefined();
  });

  it('stops at a page without candles even if it names an end, so paging cannot loop', () => {
    expect(olderPageEnd({ candles: [], nextEndMillis: t0 }, false)).toBeUndefined();
    expect(olderPageEnd({ candles: [], nextEndMillis: null }, true)).toBeUndefined();
    expect(olderPageEnd(undefined, true)).toBeUndefined();
  });
});

describe('bucketTime', () => {
  it('floors an instant to its interval, aligned to UTC epoch multiples', () => {
    expect(bucketTime(t0 + 59_999, '1m')).toBe(t0 / 1000);
    expect(bucketTime(t0 + 60_000, '1m')).toBe(t0 / 1000 + 60);
    expect(bucketTime(t0 + 4 * minute, '5m')).toBe(t0 / 1000);
    expect(bucketTime(Date.UTC(2026, 0, 5, 23, 59), '1d')).toBe(Date.UTC(2026, 0, 5) / 1000);
    expect(bucketTime(Date.UTC(2026, 0, 5, 3, 30), '4h')).toBe(Date.UTC(2026, 0, 5, 0) / 1000);
  });

  it('knows every interval the switcher offers', () => {
    expect(Object.keys(INTERVAL_MS)).toEqual(['1m', '3m', '5m', '15m', '30m', '1h', '4h', '1d']);
  });
});

describe('applyLivePrice', () => {
  const last = bar(t0 / 1000, 105, { high: 110, low: 90, volume: 7 });

  it('moves the close of the last bar for a price in its bucket, stretching high and low', () => {
    expect(applyLivePrice(last, 120, t0 + 30_000, '1m')).toEqual({ ...last, close: 120, high: 120 });
    expect(applyLivePrice(last, 80, t0 + 30_000, '1m')).toEqual({ ...last, close: 80, low: 80 });
    expect(applyLivePrice(last, 100, t0 + 30_000, '1m')).toEqual({ ...last, close: 100 });
  });

  it('starts a new bar opening at the price when it falls in a later bucket', () => {
    expect(applyLivePrice(last, 123, t0 + minute + 1, '1m')).toEqual({
      time: t0 / 1000 + 60,
      open: 123,
      high: 123,
      low: 123,
      close: 123,
      volume: 0,
    });
  });

  it('keeps the same bar for a 5m chart across a minute boundary', () => {
    expect(applyLivePrice(last, 101, t0 + 3 * minute, '5m')?.time).toBe(t0 / 1000);
  });

  it('starts the first bar of an empty chart', () => {
    expect(applyLivePrice(undefined, 50, t0, '1m')).toMatchObject({ time: t0 / 1000, open: 50, close: 50 });
  });

  it('ignores a late price from an earlier bucket and a price that is not a number', () => {
    expect(applyLivePrice(last, 99, t0 - 1, '1m')).toBeNull();
    expect(applyLivePrice(last, Number.NaN, t0, '1m')).toBeNull();
  });
});

describe('withLiveBar', () => {
  const bars = [bar(100, 1), bar(160, 2, { volume: 5 })];

  it('replaces the loaded bar of the same time, keeping the larger volume', () => {
    const live = bar(160, 9, { volume: 0 });
    expect(withLiveBar(bars, live)).toEqual([bars[0], { ...live, volume: 5 }]);
  });

  it('appends a live bar newer than the loaded ones', () => {
    expect(withLiveBar(bars, bar(220, 3)).map((b) => b.time)).toEqual([100, 160, 220]);
  });

  it('drops a live bar older than the last loaded one, and adds nothing without one', () => {
    expect(withLiveBar(bars, bar(100, 7))).toEqual(bars);
    expect(withLiveBar(bars, null)).toEqual(bars);
    expect(withLiveBar([], bar(100, 7))).toEqual([bar(100, 7)]);
  });
});

describe('nearLeftEdge', () => {
  it('asks for older bars when the view starts within ten bars of the oldest', () => {
    expect(nearLeftEdge({ from: 9.5 })).toBe(true);
    expect(nearLeftEdge({ from: -3 })).toBe(true);
    expect(nearLeftEdge({ from: 10 })).toBe(false);
    expect(nearLeftEdge(null)).toBe(false);
  });
});

describe('isRisingBar', () => {
  it('counts a close at or above the open as a rise', () => {
    expect(isRisingBar(bar(1, 100))).toBe(true);
    expect(isRisingBar(bar(1, 101))).toBe(true);
    expect(isRisingBar(bar(1, 99))).toBe(false);
  });
});
