import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualTime } from '../../src/market/feeds/manual-time.ts';
import { loadInstruments } from '../../src/market/instrument.ts';
import { startMarketRuntime } from '../../src/market/market-runtime.ts';
import type { MarketRuntime } from '../../src/market/market-runtime.ts';
import { MarketService } from '../../src/market/market-service.ts';
import { advisoryLockOwnership } from '../../src/ownership/advisory-lock-ownership.ts';
import type { Ownership } from '../../src/ownership/ownership.ts';
import type { BusMessage } from '../../src/realtime/bus.ts';
import { buildTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

// Wednesday 2026-11-25 10:00:12.345 KST, when every market trades.
const wednesdayMs = Date.UTC(2026, 10, 25, 1, 0, 12, 345);

interface Node {
  readonly market: MarketService;
  readonly runtime: MarketRuntime;
  readonly ownership: Ownership;
  readonly published: BusMessage[];
}

/**
 * Two server nodes on one PostgreSQL database (ARCHITECTURE.md §7): each prices the market from its
 * own feed, and only the owner of the market writer key stores candles and publishes prices.
 */
describe.skipIf(testDatabaseKind() === 'pglite')('the market writer across two nodes', () => {
  let t: TestApp;
  const time = new ManualTime(wednesdayMs);
  const nodes: Node[] = [];

  async function startNode(): Promise<Node> {
    const published: BusMessage[] = [];
    const ownership = advisoryLockOwnership({
      connectionString: process.env.BARO_TEST_DATABASE_URL ?? '',
      onError: () => undefined,
      retryMs: 25,
    });
    const market = new MarketService(await loadInstruments(t.db), { clock: time });
    const runtime = await startMarketRuntime({
      db: t.db,
      market,
      events: {
        publish(definition, payload) {
          published.push({
            destination: definition.destination,
            body: JSON.stringify(payload),
            target: { kind: 'broadcast' },
          });
        },
      },
      clock: time,
      scheduler: time,
      log: t.ctx.log,
      feed: { kind: 'simulated', seed: 11, historyDays: 0 },
      ownership,
    });
    const node = { market, runtime, ownership, published };
    nodes.push(node);
    return node;
  }

  const topicCount = (node: Node) =>
    node.published.filter((message) => message.destination === '/topic/futures_info').length;

  beforeAll(async () => {
    t = await buildTestApp({ clock: time });
  });
  afterAll(async () => {
    for (const node of nodes) {
      await node.runtime.stop();
      await node.ownership.close();
    }
    await t.close();
  });

  it('publishes prices from one node only, while both answer prices from memory', async () => {
    const a = await startNode();
    await vi.waitFor(() => {
      time.advance(500);
      expect(topicCount(a)).toBeGreaterThan(0);
    });
    const b = await startNode();
    await new Promise((resolve) => setTimeout(resolve, 150));
    time.advance(5_000);
    expect(topicCount(b)).toBe(0);
    expect(topicCount(a)).toBeGreaterThan(5);
    expect(b.market.stock('BTCUSDT')?.lastTick).not.toBeNull();
    // Each node's simulated walk continues from the candles stored when it started, so the two walks
    // are close but not equal; a venue feed gives every node the same ticks (docs/spec-interpretations.md).
    expect(b.market.stock('BTCUSDT')?.lastTick?.atMs).toBe(a.market.stock('BTCUSDT')?.lastTick?.atMs);
  });

  it('hands publishing to the other node when the writer stops, with the candles stored', async () => {
    const [a, b] = nodes as [Node, Node];
    await a.runtime.stop();
    const stored = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM market_candle WHERE stock = 'BTCUSDT' AND interval = '1m'",
    );
    expect(stored.rows[0]?.n).toBeGreaterThan(0);
    await vi.waitFor(() => {
      time.advance(500);
      expect(topicCount(b)).toBeGreaterThan(0);
    });
  });
});
