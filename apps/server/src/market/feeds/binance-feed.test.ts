import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BinanceFeed, reconnectDelayMs, type BinanceFeedConfig } from './binance-feed.ts';
import { FakeBinanceServer } from './fake-binance-server.ts';
import { ManualTime } from './manual-time.ts';
import { RecordingSink } from './recording-sink.ts';

const T0 = 1_767_571_200_000;

/** Waits (really, briefly) for a socket event to have its effect; the feed's own time is `ManualTime`. */
async function waitUntil(condition: () => boolean, what: string, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let server: FakeBinanceServer;
let time: ManualTime;
let sink: RecordingSink;
let feed: BinanceFeed | null;

beforeEach(async () => {
  server = await FakeBinanceServer.start();
  time = new ManualTime(T0);
  sink = new RecordingSink();
  feed = null;
});

afterEach(async () => {
  await feed?.stop();
  await server.close();
});

async function startFeed(overrides: Partial<BinanceFeedConfig> = {}): Promise<BinanceFeed> {
  feed = new BinanceFeed({
    instruments: [
      { stock: 'BTCUSDT', precision: 1, qtyPrecision: 3 },
      { stock: 'ETHUSDT', precision: 2, qtyPrecision: 3 },
    ],
    baseUrl: server.url,
    clock: time,
    scheduler: time,
    reconnect: { initialMs: 500, maxMs: 4_000 },
    ...overrides,
  });
  await feed.start(sink);
  await waitUntil(() => server.connectionCount === 1, 'the fake server has the connection');
  return feed;
}

describe('BinanceFeed against a local fake Binance server', () => {
  it('subscribes to the combined stream of each symbol’s trades and 1 s mark prices', async () => {
    await startFeed();
    expect(server.requests).toEqual([
      '/stream?streams=btcusdt@aggTrade/btcusdt@markPrice@1s/ethusdt@aggTrade/ethusdt@markPrice@1s',
    ]);
  });

  it('delivers trades as exact ticks and mark prices through onMark', async () => {
    const binance = await startFeed();
    server.trade('BTCUSDT', '64250.5', '0.012', T0 + 1);
    server.mark('ETHUSDT', '3501.23456789', '3500.00500000', '-0.00010000', T0 + 2, T0 + 3_600_000);
    await waitUntil(() => binance.stats().marks === 1, 'the mark arrived');
    expect(sink.ticks()).toEqual([
      { stock: 'BTCUSDT', price: 642_505, qty: 12, atMs: T0 + 1, source: 'binance' },
    ]);
    expect(sink.marks()).toEqual([
      {
        stock: 'ETHUSDT',
        source: 'binance',
        markPrice: 350_123,
        indexPrice: 350_000,
        fundingRate: '-0.00010000',
        nextFundingAtMs: T0 + 3_600_000,
        atMs: T0 + 2,
      },
    ]);
  });

  it('counts malformed messages, skips them and goes on with the next good one', async () => {
    const binance = await startFeed();
    server.sendRaw('not json');
    server.sendRaw(Buffer.from([1, 2, 3]));
    server.send('xrpusdt@aggTrade', { e: 'aggTrade', s: 'XRPUSDT', p: '2.5', q: '1', T: T0 });
    server.trade('BTCUSDT', 'abc', '1', T0);
    server.trade('BTCUSDT', '64250.55', '1', T0);
    server.sendRaw('{"result":null,"id":1}');
    server.trade('BTCUSDT', '64250.0', '1', T0 + 10);
    await waitUntil(() => binance.stats().trades === 1, 'the good trade arrived');
    expect(binance.stats()).toMatchObject({ malformed: 5, ignored: 1, trades: 1 });
    expect(sink.ticks().map((tick) => tick.price)).toEqual([642_500]);
  });

  it('drops a trade older than the stock’s previous one, keeping ticks in time order', async () => {
    const binance = await startFeed();
    server.trade('BTCUSDT', '64250.0', '1', T0 + 10);
    server.trade('BTCUSDT', '64251.0', '1', T0 + 5);
    server.trade('BTCUSDT', '64252.0', '1', T0 + 10);
    await waitUntil(() => binance.stats().trades === 2, 'two trades arrived');
    expect(binance.stats().outOfOrder).toBe(1);
    expect(sink.ticks().map((tick) => tick.atMs)).toEqual([T0 + 10, T0 + 10]);
  });

  it('on a dropped connection reports a gap for every stock, reconnects after the backoff, and resumes each with its next trade', async () => {
    const binance = await startFeed();
    server.trade('BTCUSDT', '64250.0', '1', T0 + 1);
    server.trade('ETHUSDT', '3500.00', '1', T0 + 2);
    await waitUntil(() => binance.stats().trades === 2, 'both trades arrived');
    time.advance(100);
    server.dropAll();
    await waitUntil(() => sink.gaps().length === 2, 'both stocks are in a gap');
    expect(sink.gaps()).toEqual([
      { stock: 'BTCUSDT', source: 'binance', lastTickAtMs: T0 + 1, detectedAtMs: T0 + 100 },
      { stock: 'ETHUSDT', source: 'binance', lastTickAtMs: T0 + 2, detectedAtMs: T0 + 100 },
    ]);
    expect(time.pendingTimeouts().map((timeout) => timeout.delayMs)).toEqual([500]);
    time.advance(500);
    await waitUntil(
      () => server.requests.length === 2 && server.connectionCount === 1,
      'the feed reconnected',
    );
    server.trade('BTCUSDT', '64300.0', '1', T0 + 700);
    await waitUntil(() => sink.resumes().length === 1, 'BTCUSDT resumed');
    expect(sink.resumes()).toEqual([{ stock: 'BTCUSDT', atMs: T0 + 700 }]);
    server.trade('ETHUSDT', '3510.00', '1', T0 + 800);
    await waitUntil(() => sink.resumes().length === 2, 'ETHUSDT resumed');
    expect(sink.outline().slice(-6)).toEqual([
      'gap BTCUSDT',
      'gap ETHUSDT',
      'resume BTCUSDT',
      'ticks',
      'resume ETHUSDT',
      'ticks',
    ]);
    expect(binance.stats()).toMatchObject({ connects: 2, drops: 1 });
  });

  it('backs off doubling up to its cap while the venue refuses, and starts afresh after a healthy connection', async () => {
    const binance = await startFeed({ reconnect: { initialMs: 100, maxMs: 800 } });
    server.refusing = true;
    server.dropAll();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await waitUntil(() => time.pendingTimeouts().length === 1, `reconnect ${attempt} is scheduled`);
      const delayMs = time.pendingTimeouts()[0]!.delayMs;
      delays.push(delayMs);
      if (attempt === 5) server.refusing = false;
      time.advance(delayMs);
      if (attempt < 5) await waitUntil(() => server.refused === attempt + 1, `attempt ${attempt} is refused`);
    }
    expect(delays).toEqual([100, 200, 400, 800, 800, 800]);
    await waitUntil(() => server.connectionCount === 1, 'the venue accepts again');
    server.trade('BTCUSDT', '64250.0', '1', T0 + 10_000);
    await waitUntil(() => binance.stats().trades === 1, 'a trade arrived');
    server.dropAll();
    await waitUntil(() => time.pendingTimeouts().length === 1, 'the next reconnect is scheduled');
    expect(time.pendingTimeouts()[0]!.delayMs).toBe(100);
  });

  it('replaces an open connection that has been silent for silenceMs', async () => {
    const binance = await startFeed({ silenceMs: 2_000 });
    time.advance(2_500);
    await waitUntil(() => binance.stats().drops === 1, 'the silent connection was dropped');
    expect(sink.gaps()).toHaveLength(2);
    time.advance(500);
    await waitUntil(() => server.requests.length === 2, 'the feed reconnected');
  });

  it('after stop closes its connection, calls the sink no more and leaves no timer', async () => {
    const binance = await startFeed();
    await binance.stop();
    await waitUntil(() => server.connectionCount === 0, 'the connection is closed');
    const count = sink.events.length;
    time.advance(60_000);
    expect(sink.events.length).toBe(count);
    expect(time.pendingCount()).toBe(0);
  });
});

describe('reconnectDelayMs', () => {
  it('doubles from the initial wait and never exceeds the cap', () => {
    const policy = { initialMs: 500, maxMs: 30_000 };
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100].map((attempt) => reconnectDelayMs(attempt, policy))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
