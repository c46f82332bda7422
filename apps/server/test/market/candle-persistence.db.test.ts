import { CANDLE_INTERVALS } from '@baro/domain';
import type { CandleInterval, MarketTick } from '@baro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { CandlePersistence } from '../../src/market/candle-persistence.ts';
import { loadCandles, saveCandles } from '../../src/market/candle-store.ts';
import { loadInstruments } from '../../src/market/instrument.ts';
import { MarketService } from '../../src/market/market-service.ts';
import { candleCapacity } from '../../src/market/stock-state.ts';
import { testClock } from '../support/accounts-fixture.ts';
import { buildTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

const MINUTE_MS = 60_000;
// Wednesday 2026-11-25 01:00:00 UTC, a minute boundary.
const startMs = Date.UTC(2026, 10, 25, 1, 0, 0);
const clock = testClock(startMs);
const storedIntervals = CANDLE_INTERVALS.filter((interval) => interval !== '1s');
let t: TestApp;

function btc(price: number, atMs: number, qty = 1_000): MarketTick {
  return { stock: 'BTCUSDT', price, qty, atMs, source: 'simulated' };
}

function eth(price: number, atMs: number): MarketTick {
  return { stock: 'ETHUSDT', price, qty: 500, atMs, source: 'simulated' };
}

async function storedRowCount(stock: string, interval?: CandleInterval): Promise<number> {
  const result = await t.db.query<{ count: string }>(
    'SELECT count(*) AS count FROM market_candle WHERE stock = $1 AND ($2::text IS NULL OR interval = $2)',
    [stock, interval ?? null],
  );
  return Number(result.rows[0]!.count);
}

/** The database, except that the first statement containing `failing` fails as a dropped connection would. */
function failingOnce(db: Database, failing: string): Database {
  let failed = false;
  return {
    kind: db.kind,
    query<Row>(text: string, params?: readonly unknown[]) {
      if (!failed && text.includes(failing)) {
        failed = true;
        return Promise.reject(new Error('connection reset'));
      }
      return db.query<Row>(text, params);
    },
    exec: (script) => db.exec(script),
    transaction: (work) => db.transaction(work),
    close: () => db.close(),
  };
}

/** A market as a restarted process builds it: the same instruments, nothing in memory. */
async function restartedMarket(): Promise<MarketService> {
  return new MarketService(await loadInstruments(t.db), { clock });
}

function candlesOf(market: MarketService, stock: string, interval: CandleInterval) {
  return market.stock(stock)!.book.series(interval).latest(candleCapacity[interval]);
}

beforeAll(async () => {
  t = await buildTestApp({ clock });
  // Four minutes of BTCUSDT (01:00 to 01:03), delivered out of order.
  t.ctx.market.onTicks([
    btc(1_000_100, startMs + 30_000),
    btc(1_000_000, startMs + 1_000),
    btc(1_001_000, startMs + MINUTE_MS + 5_000, 2_000),
    btc(999_500, startMs + 2 * MINUTE_MS + 10_000),
    btc(998_000, startMs + 3 * MINUTE_MS + 2_000),
    btc(998_700, startMs + 3 * MINUTE_MS + 40_000),
    btc(1_000_300, startMs + MINUTE_MS + 50_000),
  ]);
  clock.advanceMs(3 * MINUTE_MS + 45_000);
});
afterAll(async () => {
  await t.close();
});

describe('candle persistence', () => {
  it('stores every touched candle of every interval except seconds', async () => {
    // 1m: four minutes; 3m: 01:00 and 01:03; 5m, 15m, 30m, 1h, 4h and 1d: one each.
    expect(await new CandlePersistence(t.db, t.ctx.market).flush()).toBe(12);
    expect(await storedRowCount('BTCUSDT')).toBe(12);
    expect(await storedRowCount('BTCUSDT', '1s')).toBe(0);
    expect(await storedRowCount('ETHUSDT')).toBe(0);
  });

  it('gives a restarted market the same candles for every stored interval', async () => {
    const restarted = await restartedMarket();
    await new CandlePersistence(t.db, restarted).restore();
    for (const interval of storedIntervals) {
      expect(candlesOf(restarted, 'BTCUSDT', interval), interval).toEqual(
        candlesOf(t.ctx.market, 'BTCUSDT', interval),
      );
    }
    expect(candlesOf(restarted, 'BTCUSDT', '1s')).toEqual([]);
    expect(restarted.stock('BTCUSDT')!.ticker.statistics(clock.nowMs())).toEqual(
      t.ctx.market.stock('BTCUSDT')!.ticker.statistics(clock.nowMs()),
    );
  });

  it('answers the last stored price of each priced stock and the end of its minute', async () => {
    const restored = await new CandlePersistence(t.db, await restartedMarket()).restore();
    expect([...restored]).toEqual([['BTCUSDT', { price: 998_700, atMs: startMs + 4 * MINUTE_MS - 1 }]]);
  });

  it('continues the stored running candle after a restart: its open stays, a new tick closes it', async () => {
    const restarted = await restartedMarket();
    await new CandlePersistence(t.db, restarted).restore();
    restarted.onTicks([btc(999_900, startMs + 3 * MINUTE_MS + 50_000, 500)]);
    expect(restarted.stock('BTCUSDT')!.book.series('1m').running()).toEqual({
      openTimeMs: startMs + 3 * MINUTE_MS,
      open: 998_000,
      high: 999_900,
      low: 998_000,
      close: 999_900,
      volume: 2_500,
    });
  });

  it('rewrites the running candle on the next flush, and writes nothing when nothing changed', async () => {
    const persistence = new CandlePersistence(t.db, t.ctx.market);
    expect(await persistence.flush()).toBe(0);
    t.ctx.market.onTicks([btc(1_003_000, startMs + 3 * MINUTE_MS + 44_000)]);
    // The running candle of each of the eight stored intervals.
    expect(await persistence.flush()).toBe(8);
    expect(await storedRowCount('BTCUSDT')).toBe(12);
    const minutes = await loadCandles(t.db, 'BTCUSDT', '1m', 10);
    expect(minutes.at(-1)).toEqual({
      openTimeMs: startMs + 3 * MINUTE_MS,
      open: 998_000,
      high: 1_003_000,
      low: 998_000,
      close: 1_003_000,
      volume: 3_000,
    });
    expect(await loadCandles(t.db, 'BTCUSDT', '1d', 10)).toEqual(candlesOf(t.ctx.market, 'BTCUSDT', '1d'));
    expect(await persistence.flush()).toBe(0);
  });

  it('rewrites an earlier minute and everything after it when a late tick changes it', async () => {
    const persistence = new CandlePersistence(t.db, t.ctx.market);
    t.ctx.market.onTicks([btc(1_005_000, startMs + MINUTE_MS + 20_000)]);
    // 1m: 01:01 to 01:03; 3m: 01:00 and 01:03; 5m to 1d: one each.
    expect(await persistence.flush()).toBe(3 + 2 + 6);
    for (const interval of storedIntervals) {
      expect(await loadCandles(t.db, 'BTCUSDT', interval, 100), interval).toEqual(
        candlesOf(t.ctx.market, 'BTCUSDT', interval),
      );
    }
  });

  it('keeps the candles of a flush that failed for the next flush', async () => {
    const persistence = new CandlePersistence(failingOnce(t.db, 'INSERT INTO market_candle'), t.ctx.market);
    t.ctx.market.onTicks([btc(1_006_000, startMs + 2 * MINUTE_MS + 30_000)]);
    await expect(persistence.flush()).rejects.toThrow('connection reset');
    // 1m: 01:02 and 01:03; 3m: 01:00 and 01:03; 5m to 1d: one each.
    expect(await persistence.flush()).toBe(2 + 2 + 6);
    for (const interval of storedIntervals) {
      expect(await loadCandles(t.db, 'BTCUSDT', interval, 100), interval).toEqual(
        candlesOf(t.ctx.market, 'BTCUSDT', interval),
      );
    }
  });
});

describe('candle pruning', () => {
  // A day and a bit of ETHUSDT, one trade a minute: more minutes than the 1m series keeps.
  const ethStartMs = startMs - 2 * 86_400_000;
  const minutesFed = candleCapacity['1m'] + 60;
  let market: MarketService;
  let persistence: CandlePersistence;

  function feedMinutes(from: number, to: number): void {
    const ticks: MarketTick[] = [];
    for (let minute = from; minute < to; minute += 1) {
      ticks.push(eth(350_000 + (minute % 100), ethStartMs + minute * MINUTE_MS + 1_000));
    }
    market.onTicks(ticks);
  }

  beforeAll(async () => {
    market = await restartedMarket();
    persistence = new CandlePersistence(t.db, market);
    feedMinutes(0, 1_000);
    await persistence.flush();
    feedMinutes(1_000, minutesFed);
    await persistence.flush();
  });

  it('deletes the stored minutes older than what memory keeps, and nothing else', async () => {
    expect(await storedRowCount('ETHUSDT', '1m')).toBe(minutesFed);
    const rowsBefore = await storedRowCount('ETHUSDT');
    expect(await persistence.prune()).toBe(60);
    expect(await storedRowCount('ETHUSDT', '1m')).toBe(candleCapacity['1m']);
    expect(await storedRowCount('ETHUSDT')).toBe(rowsBefore - 60);
    const stored = await loadCandles(t.db, 'ETHUSDT', '1m', minutesFed);
    expect(stored).toEqual(candlesOf(market, 'ETHUSDT', '1m'));
    expect(stored[0]!.openTimeMs).toBe(ethStartMs + 60 * MINUTE_MS);
    expect(await persistence.prune()).toBe(0);
  });

  it('deletes old stored candles of any interval, and keeps those of stocks it has no candles for', async () => {
    const yearsAgoMs = Date.UTC(2024, 0, 1);
    const old = {
      openTimeMs: yearsAgoMs,
      open: 300_000,
      high: 300_000,
      low: 300_000,
      close: 300_000,
      volume: 1,
    };
    await saveCandles(t.db, [
      { stock: 'ETHUSDT', interval: '1d', candle: old },
      { stock: 'ETHUSDT', interval: '4h', candle: old },
      {
        stock: 'XRPUSDT',
        interval: '1d',
        candle: { ...old, open: 25_000, high: 25_000, low: 25_000, close: 25_000 },
      },
    ]);
    expect(await persistence.prune()).toBe(2);
    expect((await loadCandles(t.db, 'ETHUSDT', '1d', 10)).map((candle) => candle.openTimeMs)).not.toContain(
      yearsAgoMs,
    );
    // XRPUSDT has nothing in memory, so there is no retention edge to prune it by.
    expect(await storedRowCount('XRPUSDT', '1d')).toBe(1);
  });
});
