import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import { CandleBook, openedIntervals } from './candle-book.ts';
import {
  CANDLE_INTERVAL_MS,
  CANDLE_INTERVALS,
  candleOpenTimeMs,
  isCandleInterval,
} from './candle-interval.ts';
import { CandleSeries } from './candles.ts';
import type { UnitCandle } from './unit-candle.ts';

const T0 = Date.UTC(2026, 2, 9, 0, 0, 0); // a minute boundary
const MINUTE = 60_000;

interface Trade {
  price: number;
  qty: number;
  atMs: number;
}

function applyAll(series: CandleSeries, trades: readonly Trade[]): void {
  for (const { price, qty, atMs } of trades) series.apply(price, qty, atMs);
}

function compareTrades(a: Trade, b: Trade): number {
  return a.atMs - b.atMs || a.price - b.price;
}

/** The naive reference: group by bucket, keep the newest `capacity` buckets, fold each one. */
function referenceCandles(trades: readonly Trade[], intervalMs: number, capacity: number): UnitCandle[] {
  const buckets = new Map<number, Trade[]>();
  for (const trade of trades) {
    const bucket = candleOpenTimeMs(trade.atMs, intervalMs);
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), trade]);
  }
  return [...buckets.keys()]
    .sort((a, b) => a - b)
    .slice(-capacity)
    .map((openTimeMs) => {
      const sorted = [...(buckets.get(openTimeMs) ?? [])].sort(compareTrades);
      const prices = sorted.map((trade) => trade.price);
      return {
        openTimeMs,
        open: sorted[0]!.price,
        high: Math.max(...prices),
        low: Math.min(...prices),
        close: sorted[sorted.length - 1]!.price,
        volume: sorted.reduce((sum, trade) => sum + trade.qty, 0),
      };
    });
}

describe('candle intervals', () => {
  it('align buckets to UTC epoch multiples of their length', () => {
    const at = Date.UTC(2026, 2, 9, 13, 47, 31, 250);
    expect(candleOpenTimeMs(at, CANDLE_INTERVAL_MS['1s'])).toBe(Date.UTC(2026, 2, 9, 13, 47, 31));
    expect(candleOpenTimeMs(at, CANDLE_INTERVAL_MS['15m'])).toBe(Date.UTC(2026, 2, 9, 13, 45));
    expect(candleOpenTimeMs(at, CANDLE_INTERVAL_MS['4h'])).toBe(Date.UTC(2026, 2, 9, 12));
    expect(candleOpenTimeMs(at, CANDLE_INTERVAL_MS['1d'])).toBe(Date.UTC(2026, 2, 9));
  });

  it('put an instant on a boundary into the bucket it starts', () => {
    expect(candleOpenTimeMs(T0, MINUTE)).toBe(T0);
    expect(candleOpenTimeMs(T0 - 1, MINUTE)).toBe(T0 - MINUTE);
  });

  it('recognise exactly the contract intervals', () => {
    expect(CANDLE_INTERVALS.every(isCandleInterval)).toBe(true);
    expect(isCandleInterval('2m')).toBe(false);
    expect(isCandleInterval('toString')).toBe(false);
  });
});

describe('CandleSeries', () => {
  it('builds the running candle from ticks in its bucket', () => {
    const series = new CandleSeries('1m', 10);
    expect(series.apply(100, 2, T0 + 1_000)).toBe('opened');
    expect(series.apply(105, 1, T0 + 2_000)).toBe('updated');
    expect(series.apply(98, 4, T0 + 3_000)).toBe('updated');
    expect(series.apply(101, 0, T0 + 59_999)).toBe('updated');
    expect(series.running()).toEqual({
      openTimeMs: T0,
      open: 100,
      high: 105,
      low: 98,
      close: 101,
      volume: 7,
    });
  });

  it('closes the running candle when a tick of a later bucket arrives, leaving quiet buckets out', () => {
    const series = new CandleSeries('1m', 10);
    series.apply(100, 1, T0 + 5_000);
    expect(series.apply(110, 1, T0 + 3 * MINUTE + 1)).toBe('opened');
    expect(series.latest(10).map((candle) => candle.openTimeMs)).toEqual([T0, T0 + 3 * MINUTE]);
    expect(series.running()?.open).toBe(110);
  });

  it('lets a late tick move an older candle high, low and volume but not its close', () => {
    const series = new CandleSeries('1m', 10);
    applyAll(series, [
      { price: 100, qty: 1, atMs: T0 + 10_000 },
      { price: 102, qty: 1, atMs: T0 + 50_000 },
      { price: 103, qty: 1, atMs: T0 + MINUTE + 1 },
    ]);
    expect(series.apply(120, 5, T0 + 30_000)).toBe('late');
    expect(series.latest(2)[0]).toEqual({
      openTimeMs: T0,
      open: 100,
      high: 120,
      low: 100,
      close: 102,
      volume: 7,
    });
  });

  it('lets a late tick become the close or the open when it is the latest or earliest of its bucket', () => {
    const series = new CandleSeries('1m', 10);
    applyAll(series, [
      { price: 100, qty: 1, atMs: T0 + 10_000 },
      { price: 103, qty: 1, atMs: T0 + MINUTE + 1 },
      { price: 99, qty: 1, atMs: T0 + 59_000 },
      { price: 97, qty: 1, atMs: T0 + 1_000 },
    ]);
    expect(series.latest(2)[0]).toEqual({
      openTimeMs: T0,
      open: 97,
      high: 100,
      low: 97,
      close: 99,
      volume: 3,
    });
  });

  it('breaks a tie of equal times by price: the lower price opens, the higher closes', () => {
    const series = new CandleSeries('1m', 10);
    applyAll(series, [
      { price: 105, qty: 1, atMs: T0 },
      { price: 100, qty: 1, atMs: T0 },
      { price: 103, qty: 1, atMs: T0 + 9 },
      { price: 101, qty: 1, atMs: T0 + 9 },
    ]);
    expect(series.running()).toMatchObject({ open: 100, close: 103 });
  });

  it('keeps the newest candles up to its capacity and drops ticks older than all of them', () => {
    const series = new CandleSeries('1m', 3);
    for (let minute = 0; minute < 5; minute += 1) series.apply(100 + minute, 1, T0 + minute * MINUTE);
    expect(series.latest(10).map((candle) => candle.open)).toEqual([102, 103, 104]);
    expect(series.apply(50, 1, T0 + MINUTE)).toBe('dropped');
    expect(series.droppedCount).toBe(1);
    expect(series.oldestOpenTimeMs()).toBe(T0 + 2 * MINUTE);
  });

  it('creates a candle for a late tick in a quiet bucket between retained ones', () => {
    const series = new CandleSeries('1m', 3);
    series.apply(100, 1, T0);
    series.apply(104, 1, T0 + 4 * MINUTE);
    expect(series.apply(102, 1, T0 + 2 * MINUTE)).toBe('late');
    expect(series.latest(3).map((candle) => candle.open)).toEqual([100, 102, 104]);
    // Full now: a tick for another quiet bucket pushes the oldest candle out.
    expect(series.apply(103, 1, T0 + 3 * MINUTE)).toBe('late');
    expect(series.latest(3).map((candle) => candle.open)).toEqual([102, 103, 104]);
  });

  it('answers the newest candles within a half-open window, oldest first', () => {
    const series = new CandleSeries('1m', 10);
    for (let minute = 0; minute < 6; minute += 1) series.apply(100 + minute, 1, T0 + minute * MINUTE + 7);
    const opens = (candles: readonly UnitCandle[]): number[] => candles.map((candle) => candle.open);
    expect(opens(series.candlesBetween(T0 + MINUTE, T0 + 4 * MINUTE, 10))).toEqual([101, 102, 103]);
    expect(opens(series.candlesBetween(T0 + MINUTE + 1, T0 + 4 * MINUTE + 1, 10))).toEqual([102, 103, 104]);
    expect(opens(series.candlesBetween(T0, T0 + 6 * MINUTE, 2))).toEqual([104, 105]);
    expect(series.candlesBetween(T0, T0 + 6 * MINUTE, 0)).toEqual([]);
    expect(opens(series.latest(2))).toEqual([104, 105]);
    expect(new CandleSeries('1m', 10).latest(5)).toEqual([]);
  });

  it('loads stored candles, keeps their opens and takes the next tick as the close', () => {
    const series = new CandleSeries('1m', 2);
    const stored: UnitCandle[] = [
      { openTimeMs: T0, open: 10, high: 12, low: 9, close: 11, volume: 3 },
      { openTimeMs: T0 + MINUTE, open: 11, high: 15, low: 11, close: 14, volume: 4 },
      { openTimeMs: T0 + 2 * MINUTE, open: 14, high: 14, low: 13, close: 13, volume: 1 },
    ];
    series.load(stored);
    expect(series.latest(5)).toEqual(stored.slice(1));
    expect(series.apply(13, 2, T0 + 2 * MINUTE + 1)).toBe('updated');
    expect(series.running()).toEqual({ ...stored[2], close: 13, volume: 3 });
  });

  it('refuses stored candles that are out of order, misaligned or inconsistent', () => {
    const series = new CandleSeries('1m', 5);
    const good: UnitCandle = { openTimeMs: T0, open: 10, high: 12, low: 9, close: 11, volume: 3 };
    expect(() => {
      series.load([good, good]);
    }).toThrow(DomainAssertionError);
    expect(() => {
      series.load([{ ...good, openTimeMs: T0 + 1 }]);
    }).toThrow(DomainAssertionError);
    expect(() => {
      series.load([{ ...good, high: 10.5 }]);
    }).toThrow(DomainAssertionError);
    expect(() => {
      series.load([{ ...good, low: 11 }]);
    }).toThrow(DomainAssertionError);
  });

  it('refuses a tick that is not a positive price as a programmer error', () => {
    const series = new CandleSeries('1m', 5);
    expect(() => series.apply(0, 1, T0)).toThrow(DomainAssertionError);
    expect(() => series.apply(Number.NaN, 1, T0)).toThrow(DomainAssertionError);
    expect(() => series.apply(1, -1, T0)).toThrow(DomainAssertionError);
    expect(() => new CandleSeries('1m', 0)).toThrow(DomainAssertionError);
  });
});

// fast-check prints the seed and the smallest failing case; `fc.assert(..., { seed, path })` replays it.
describe('CandleSeries properties', () => {
  // With equal times the offsets come from 0–2 ms and the prices from 1–5, so most ticks tie.
  const tradesInOneMinute = (distinctTimes: boolean) =>
    (distinctTimes
      ? fc.uniqueArray(fc.integer({ min: 0, max: MINUTE - 1 }), { minLength: 1, maxLength: 40 })
      : fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 40 })
    ).chain((offsets) =>
      fc.tuple(
        ...offsets.map((offset) =>
          fc.record({
            price: fc.integer({ min: 1, max: distinctTimes ? 1_000_000 : 5 }),
            qty: fc.integer({ min: 0, max: 1_000 }),
            atMs: fc.constant(T0 + offset),
          }),
        ),
      ),
    );

  it.each([
    ['distinct', true],
    ['equal', false],
  ])('gives the same OHLCV for any order of the ticks of one bucket (%s times)', (_, distinctTimes) => {
    fc.assert(
      fc.property(
        tradesInOneMinute(distinctTimes).chain((trades) =>
          fc.tuple(fc.constant(trades), fc.shuffledSubarray(trades, { minLength: trades.length })),
        ),
        ([trades, shuffled]) => {
          const inOrder = new CandleSeries('1m', 4);
          applyAll(inOrder, [...trades].sort(compareTrades));
          const anyOrder = new CandleSeries('1m', 4);
          applyAll(anyOrder, shuffled);
          expect(anyOrder.latest(4)).toEqual(inOrder.latest(4));
          expect(anyOrder.latest(4)).toEqual(referenceCandles(trades, MINUTE, 4));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds the newest capacity buckets of all ticks, whatever the order', () => {
    const trade = fc.record({
      price: fc.integer({ min: 1, max: 50 }),
      qty: fc.integer({ min: 0, max: 9 }),
      atMs: fc.integer({ min: T0, max: T0 + 12 * MINUTE }),
    });
    fc.assert(
      fc.property(fc.array(trade, { maxLength: 80 }), fc.integer({ min: 1, max: 6 }), (trades, capacity) => {
        const series = new CandleSeries('1m', capacity);
        let dropped = 0;
        for (const { price, qty, atMs } of trades) {
          if (series.apply(price, qty, atMs) === 'dropped') dropped += 1;
        }
        expect(series.latest(capacity)).toEqual(referenceCandles(trades, MINUTE, capacity));
        expect(series.droppedCount).toBe(dropped);
        expect(series.count).toBeLessThanOrEqual(capacity);
      }),
      { numRuns: 500 },
    );
  });
});

describe('CandleBook', () => {
  const tick = (price: number, atMs: number) => ({ stock: 'BTCUSDT', price, qty: 1, atMs, source: 'test' });

  it('applies one tick to every interval', () => {
    const book = new CandleBook('BTCUSDT', 5);
    book.apply(tick(100, T0 + 1));
    book.apply(tick(101, T0 + 2_000));
    for (const interval of CANDLE_INTERVALS.filter((name) => name !== '1s')) {
      expect(book.series(interval).running()).toMatchObject({ open: 100, close: 101, volume: 2 });
    }
    expect(
      book
        .series('1s')
        .latest(2)
        .map((candle) => candle.close),
    ).toEqual([100, 101]);
    expect(book.series('1m').count).toBe(1);
  });

  it('says which intervals opened a new candle, so the closed ones can be stored', () => {
    const book = new CandleBook('BTCUSDT', 5);
    expect(openedIntervals(book.apply(tick(100, T0 - 1)))).toEqual(CANDLE_INTERVALS);
    expect(book.apply(tick(100, T0 - 1))).toBe(0);
    // T0 is 00:00 UTC on a Monday: every interval's bucket turns over at once.
    expect(openedIntervals(book.apply(tick(100, T0)))).toEqual(CANDLE_INTERVALS);
    expect(openedIntervals(book.apply(tick(100, T0 + 1_000)))).toEqual(['1s']);
    expect(openedIntervals(book.apply(tick(100, T0 + 3 * MINUTE)))).toEqual(['1s', '1m', '3m']);
  });

  it('takes a capacity per interval', () => {
    const capacities = { '1s': 2, '1m': 3, '3m': 1, '5m': 1, '15m': 1, '30m': 1, '1h': 1, '4h': 1, '1d': 7 };
    const book = new CandleBook('BTCUSDT', capacities);
    expect(book.series('1s').capacity).toBe(2);
    expect(book.series('1d').capacity).toBe(7);
  });

  it('counts dropped ticks over its intervals', () => {
    const book = new CandleBook('BTCUSDT', 1);
    book.apply(tick(100, T0 + 5_000));
    book.apply(tick(100, T0 + 1_000));
    expect(book.droppedCount()).toBe(1);
  });

  it('refuses a tick of another stock as a programmer error', () => {
    const book = new CandleBook('BTCUSDT', 5);
    expect(() => book.apply({ ...tick(1, T0), stock: 'ETHUSDT' })).toThrow(DomainAssertionError);
  });
});
