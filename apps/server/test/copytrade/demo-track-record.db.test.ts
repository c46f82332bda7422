import { formatMinor } from '@baro/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketTick } from '@baro/domain';
import { seedDemoMarket } from '../../src/demo/demo-market.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { seedDemoTrackRecord } from '../../src/demo/seed-track-record.ts';
import { FUNDING_INTERVAL_MS } from '../../src/demo/track-record-plan.ts';
import { checkLedgerInvariants } from '../../src/ledger/index.ts';
import { backfillSimulated } from '../../src/market/backfill.ts';
import { simulatedCatalogue } from '../../src/market/feeds/simulated-catalogue.ts';
import { findSiteById } from '../../src/modules/sites/find-site.ts';
import { testClock } from '../support/accounts-fixture.ts';
import { buildTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

// The demo trader's track record (demo/seed-track-record.ts) on the simulated market's history, as a
// first `npm start` makes it: real fills at ticks the feed published, copied to the follower.

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 12, 30, 15);
const SEED = 20_261_127;

let t: TestApp;
let siteId: number;
let placed: number;
/** Every tick the backfill published, by stock and time. */
const published = new Map<string, number>();

beforeAll(async () => {
  const clock = testClock(NOW);
  t = await buildTestApp({ clock });
  siteId = (await seedDemo(t.ctx)).siteId;
  await seedDemoMarket(t.db, siteId);
  // Ten days of the simulated market, as the market runtime's first start writes them.
  const walked = simulatedCatalogue().filter((instrument) =>
    ['BTCUSDT', 'ETHUSDT'].includes(instrument.stock),
  );
  const from = new Map(
    walked.map((instrument) => [
      instrument.stock,
      { price: instrument.referencePrice, atMs: NOW - 10 * DAY_MS },
    ]),
  );
  backfillSimulated(walked, SEED, from, NOW, {
    onTicks(ticks: readonly MarketTick[]) {
      for (const tick of ticks) published.set(`${tick.stock}@${tick.atMs}`, tick.price);
      t.ctx.market.onTicks(ticks);
    },
    onGap: () => undefined,
    onResume: () => undefined,
  });
  const site = await findSiteById(t.db, siteId);
  const ctx = { db: t.db, bus: t.ctx.bus, market: t.ctx.market, clock, log: pino({ level: 'silent' }) };
  placed = await seedDemoTrackRecord(ctx, site!, SEED);
}, 60_000);
afterAll(() => t.close());

async function rows<T>(sql: string, params: unknown[] = [siteId]): Promise<T[]> {
  return (await t.db.query<T>(sql, params)).rows;
}

describe('the demo trader’s track record', () => {
  it('is real fills, each at a tick the feed published and the open of its hour on the chart', async () => {
    expect(placed).toBeGreaterThanOrEqual(3);
    const fills = await rows<{
      stock: string;
      trade_type: string;
      fill_price: string;
      at_ms: string;
      fill_source: string;
    }>(
      `SELECT f.stock, o.trade_type, o.fill_price::text, (extract(epoch FROM o.fill_tick_at) * 1000)::bigint::text AS at_ms,
         o.fill_source
       FROM futures_order o JOIN futures_option f ON f.id = o.futures_option_id JOIN member m ON m.id = o.member_id
       WHERE o.site_id = $1 AND m.username = 'trader' ORDER BY o.id`,
    );
    expect(fills).toHaveLength(2 * placed);
    for (const fill of fills) {
      const atMs = Number(fill.at_ms);
      expect(fill.fill_source).toBe('simulated');
      expect(published.get(`${fill.stock}@${atMs}`), `${fill.stock} at ${new Date(atMs).toISOString()}`).toBe(
        Number(fill.fill_price),
      );
      const [hour] = t.ctx.market
        .stock(fill.stock)!
        .book.series('1h')
        .candlesBetween(atMs, atMs + 1, 1);
      expect(hour?.openTimeMs).toBe(atMs);
      expect(hour?.open).toBe(Number(fill.fill_price));
    }
    expect(fills.map((fill) => fill.trade_type)).toEqual(
      fills.map((_, index) => (index % 2 === 0 ? 'LONG' : 'SHORT')),
    );
  });

  it('leaves nothing open, and holds no position over a funding time', async () => {
    const positions = await rows<{ username: string; status: string; opened: string; closed: string }>(
      `SELECT m.username, p.status, (extract(epoch FROM p.opened_at) * 1000)::bigint::text AS opened,
         (extract(epoch FROM p.closed_at) * 1000)::bigint::text AS closed
       FROM futures_position p JOIN member m ON m.id = p.member_id WHERE p.site_id = $1`,
    );
    expect(positions.filter((position) => position.username === 'trader')).toHaveLength(placed);
    for (const position of positions) {
      expect(position.status).toBe('CLOSED');
      expect(Math.floor(Number(position.closed) / FUNDING_INTERVAL_MS)).toBe(
        Math.floor(Number(position.opened) / FUNDING_INTERVAL_MS),
      );
    }
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('was copied to the follower at the same moments, with the profit share on the wins', async () => {
    const copies = await rows<{ status: string; realized: string; share: string }>(
      `SELECT c.status, c.realized_pnl::text AS realized, c.profit_share::text AS share
       FROM futures_follower_order c JOIN member m ON m.id = c.member_id WHERE c.site_id = $1 AND m.username = 'follower'`,
    );
    expect(copies).toHaveLength(placed);
    expect(copies.every((copy) => copy.status === 'CLOSED')).toBe(true);
    expect(copies.some((copy) => BigInt(copy.share) > 0n)).toBe(true);
    const answer = await t.app.inject({ url: `/api/copytrade/trader/list?siteInfoId=${siteId}` });
    const [trader] = answer.json<{
      content: { nick: string; pnl30d: string; winRate: string; followerRoi30d: string }[];
    }>().content;
    expect(trader?.nick).toBe('바로트레이더');
    const [own] = await rows<{ pnl: string }>(
      `SELECT sum(o.realized_pnl - o.fee)::text AS pnl
       FROM futures_order o JOIN member m ON m.id = o.member_id WHERE o.site_id = $1 AND m.username = 'trader'`,
    );
    expect(trader?.pnl30d).toBe(formatMinor('USDT', BigInt(own!.pnl)));
    expect(Number(trader?.winRate)).toBeGreaterThan(0);
    expect(trader?.followerRoi30d).not.toBe('0.00');
  });

  it('is placed once: a later start adds nothing', async () => {
    const site = await findSiteById(t.db, siteId);
    const ctx = {
      db: t.db,
      bus: t.ctx.bus,
      market: t.ctx.market,
      clock: testClock(NOW),
      log: pino({ level: 'silent' }),
    };
    expect(await seedDemoTrackRecord(ctx, site!, SEED)).toBe(0);
    const [count] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM futures_order WHERE site_id = $1`,
    );
    expect(count?.n).toBe(4 * placed);
  });
});
