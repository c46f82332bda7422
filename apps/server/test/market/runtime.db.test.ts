import { COIN_FUTURES, formatUnits } from '@baro/domain';
import type { UnitCandle } from '@baro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/market/feeds/manual-time.ts';
import { simulatedCatalogue } from '../../src/market/feeds/simulated-catalogue.ts';
import { loadInstruments } from '../../src/market/instrument.ts';
import { startMarketRuntime } from '../../src/market/market-runtime.ts';
import type { MarketFeedSettings, MarketRuntime } from '../../src/market/market-runtime.ts';
import { MarketService } from '../../src/market/market-service.ts';
import { candleCapacity } from '../../src/market/stock-state.ts';
import { soleOwnership } from '../../src/ownership/ownership.ts';
import type { BusMessage } from '../../src/realtime/bus.ts';
import { buildTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

const feed: MarketFeedSettings = { kind: 'simulated', seed: 7, historyDays: 1 };
// Wednesday 2026-11-25 10:00:12.345 KST: CME trades (US winter: 08:00 to 07:00 KST), mid-minute.
const wednesdayMs = Date.UTC(2026, 10, 25, 1, 0, 12, 345);
// Saturday 2026-11-28 12:00 KST, and the CME close before it: the day after Thanksgiving, an early
// close at 12:15 Central (Saturday 03:15 KST), not the usual 16:00.
const saturdayNoonKst = Date.UTC(2026, 10, 28, 3, 0);
const fridayCloseMs = Date.UTC(2026, 10, 27, 18, 15);
const coinStocks = COIN_FUTURES.map((spec) => spec.stock).sort();

interface Started {
  t: TestApp;
  time: ManualTime;
  runtime: MarketRuntime;
  /** The market the runtime prices: the context's at first, a new one after a restart. */
  market: MarketService;
  received: BusMessage[];
}

/** A fresh database and app on a ManualTime at `startMs`, with the simulated market started. */
async function startFresh(startMs: number): Promise<Started> {
  const time = new ManualTime(startMs);
  const t = await buildTestApp({ clock: time });
  const received: BusMessage[] = [];
  t.ctx.bus.subscribe((message) => received.push(message));
  const runtime = await start(t, t.ctx.market, time);
  return { t, time, runtime, market: t.ctx.market, received };
}

function start(t: TestApp, market: MarketService, time: ManualTime): Promise<MarketRuntime> {
  return startMarketRuntime({
    db: t.db,
    market,
    events: t.ctx.bus,
    clock: time,
    scheduler: time,
    log: t.ctx.log,
    feed,
    ownership: soleOwnership({
      onError: (error) => {
        throw error;
      },
    }),
  });
}

function minuteCandles(market: MarketService, stock: string): UnitCandle[] {
  return market.stock(stock)!.book.series('1m').latest(candleCapacity['1m']);
}

function lastPrice(market: MarketService, stock: string): number {
  return market.stock(stock)!.lastTick!.price;
}

describe('the market runtime on a Wednesday', () => {
  let started: Started;
  let startCandles: Map<string, UnitCandle[]>;

  beforeAll(async () => {
    started = await startFresh(wednesdayMs);
    startCandles = new Map(
      simulatedCatalogue().map((instrument) => [
        instrument.stock,
        minuteCandles(started.t.ctx.market, instrument.stock),
      ]),
    );
  });
  afterAll(async () => {
    await started.runtime.stop();
    await started.t.close();
  });

  it('has a day of BTCUSDT minute candles at start, never more than it keeps, and a price from just now', () => {
    const market = started.t.ctx.market;
    const minutes = minuteCandles(market, 'BTCUSDT');
    expect(minutes.length).toBeGreaterThanOrEqual(1_430);
    expect(minutes.length).toBeLessThanOrEqual(candleCapacity['1m']);
    expect(minutes[0]!.openTimeMs).toBeGreaterThanOrEqual(wednesdayMs - 86_400_000 - 60_000);
    expect(minutes.at(-1)!.openTimeMs).toBe(Date.UTC(2026, 10, 25, 1, 0));
    const last = market.stock('BTCUSDT')!.lastTick!;
    expect(last.atMs).toBeLessThanOrEqual(wednesdayMs);
    expect(last.atMs).toBeGreaterThan(wednesdayMs - 1_000);
    expect(last.source).toBe('simulated');
    // NQ trades on a Wednesday, and MNQ follows it tick for tick.
    expect(market.stock('NQ')!.lastTick!.atMs).toBeGreaterThan(wednesdayMs - 1_000);
    expect(market.stock('MNQ')!.lastTick).toEqual({ ...market.stock('NQ')!.lastTick, stock: 'MNQ' });
  });

  it("publishes one /topic/futures_info message with every coin's last price, mark and funding rate within 600 ms", () => {
    const { time, received, t } = started;
    received.length = 0;
    // The first publication comes 500 ms after the start; check its prices before more ticks arrive.
    time.advance(500);
    const messages = received.filter((message) => message.destination === '/topic/futures_info');
    expect(messages).toHaveLength(1);
    const { items } = JSON.parse(messages[0]!.body) as { items: Record<string, unknown>[] };
    expect(items.map((item) => item.stock).sort()).toEqual(coinStocks);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([
        'fundingRate',
        'lastPrice',
        'markPrice',
        'nextFundingAt',
        'priceChangePercent',
        'stock',
      ]);
      expect(item.lastPrice).toMatch(/^\d+(\.\d+)?$/);
      expect(item.markPrice).toMatch(/^\d+(\.\d+)?$/);
      expect(item.fundingRate).toMatch(/^-?\d\.\d{6}$/);
    }
    const btc = items.find((item) => item.stock === 'BTCUSDT')!;
    expect(btc.lastPrice).toBe(formatUnits(lastPrice(t.ctx.market, 'BTCUSDT'), 1));
    time.advance(100);
    expect(received.filter((message) => message.destination === '/topic/futures_info')).toHaveLength(1);
  });

  // A whole second app (a migrated database, a day of backfill and its first flush): a longer timeout.
  it('prices identically from the same seed and start in a second fresh database', async () => {
    const twin = await startFresh(wednesdayMs);
    try {
      for (const [stock, candles] of startCandles) {
        expect(minuteCandles(twin.t.ctx.market, stock), stock).toEqual(candles);
      }
    } finally {
      await twin.runtime.stop();
      await twin.t.close();
    }
  }, 120_000);

  /** Stops the runtime, waits `downMs`, and starts a new one over a new, empty market on the same database. */
  async function restart(downMs: number): Promise<{ before: Map<string, number>; market: MarketService }> {
    const { t, time } = started;
    const before = new Map(coinStocks.map((stock) => [stock, lastPrice(started.market, stock)]));
    await started.runtime.stop();
    expect(time.pendingCount()).toBe(0);
    time.advance(downMs);
    const market = new MarketService(await loadInstruments(t.db), { clock: time });
    started.runtime = await start(t, market, time);
    started.market = market;
    // Long enough for a tick of the slowest coin (2 a second, at most 750 ms apart).
    time.advance(1_000);
    return { before, market };
  }

  function expectContinued(before: ReadonlyMap<string, number>, market: MarketService): void {
    const references = new Map(
      simulatedCatalogue().map((instrument) => [instrument.stock, instrument.referencePrice]),
    );
    let awayFromReference = 0;
    for (const [stock, price] of before) {
      expect(Math.abs(lastPrice(market, stock) - price) / price, stock).toBeLessThan(0.01);
      if (Math.abs(price - references.get(stock)!) / price > 0.02) awayFromReference += 1;
    }
    // The day's walk took most coins well away from their reference price, so a restart that began
    // again at the reference would fail above.
    expect(awayFromReference).toBeGreaterThan(before.size / 2);
  }

  it('continues from the stored prices when restarted on the same database within the minute', async () => {
    started.time.advance(2_000);
    const minutesBefore = minuteCandles(started.market, 'BTCUSDT');
    const { before, market } = await restart(0);
    expectContinued(before, market);
    // The stored day comes back as it was: nothing is walked again on top of it.
    expect(minuteCandles(market, 'BTCUSDT').slice(0, -1)).toEqual(minutesBefore.slice(0, -1));
  });

  it('continues from the stored prices after three minutes down, and fills those minutes', async () => {
    started.time.advance(2_000);
    const minutesBefore = minuteCandles(started.market, 'BTCUSDT');
    const { before, market } = await restart(180_000);
    expectContinued(before, market);
    const minutesAfter = minuteCandles(market, 'BTCUSDT');
    const stoppedMinuteMs = minutesBefore.at(-1)!.openTimeMs;
    const kept = minutesAfter.filter((candle) => candle.openTimeMs <= stoppedMinuteMs);
    expect(kept).toEqual(minutesBefore.filter((candle) => candle.openTimeMs >= minutesAfter[0]!.openTimeMs));
    expect(minutesAfter.slice(kept.length).map((candle) => candle.openTimeMs)).toEqual([
      stoppedMinuteMs + 60_000,
      stoppedMinuteMs + 120_000,
      stoppedMinuteMs + 180_000,
    ]);
  });
});

describe('the market runtime started on a Saturday', () => {
  let started: Started;

  beforeAll(async () => {
    started = await startFresh(saturdayNoonKst);
  });
  afterAll(async () => {
    await started.runtime.stop();
    await started.t.close();
  });

  it("has no NQ or MNQ tick stamped after Friday's CME close, while the coins trade on", () => {
    const { t, time } = started;
    const market = t.ctx.market;
    for (const stock of ['NQ', 'MNQ']) {
      const last = market.stock(stock)!.lastTick!;
      expect(last.atMs, stock).toBeLessThan(fridayCloseMs);
      expect(last.atMs, stock).toBeGreaterThan(fridayCloseMs - 60_000);
    }
    time.advance(1_000);
    expect(market.stock('NQ')!.lastTick!.atMs).toBeLessThan(fridayCloseMs);
    expect(market.stock('NQ')!.gap).toBeNull();
    expect(market.stock('BTCUSDT')!.lastTick!.atMs).toBeGreaterThan(saturdayNoonKst);
  });
});
