import { afterAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../src/ledger/index.ts';
import { registerFuturesLedgerHooks } from '../../src/modules/futures/ledger-hooks.ts';
import { startServerChild } from '../rounds/server-child.ts';
import type { ServerChild } from '../rounds/server-child.ts';
import { holdWalletLock, newKillStore, onPostgres, serverWaitsOn, withDb } from '../futures/kill-store.ts';
import type { KillStore } from '../futures/kill-store.ts';
import { KillHttp, PriceDriver, seedKillWorld, until } from '../futures/kill-world.ts';
import type { KillMember } from '../futures/kill-world.ts';

// The server process is killed (SIGKILL) during a copy-trading fan-out (issue 17 §3), then started
// again on the same database. The trader's acknowledged fill must be there, filled once; its signal
// must survive the kill and be fanned out exactly once after the restart: one copy, one copying order,
// one margin and one fee posting per follower, no posting repeated, the ledger invariants holding.
//
// On PostgreSQL the test holds the last follower's wallet, so the fan-out is certainly waiting inside
// its transaction (it locks every follower's wallet in one statement) when the kill comes. The embedded
// database lives inside the server process: there the test kills as soon as the trader's order is
// acknowledged, and the same end state is required wherever the kill landed.

registerFuturesLedgerHooks();

const followerCount = 40;
const stores: KillStore[] = [];
const servers: ServerChild[] = [];
const drivers: PriceDriver[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  for (const driver of drivers) await driver.stop();
  for (const store of stores) await store.dispose();
});

async function startServer(store: KillStore, driver: PriceDriver): Promise<ServerChild> {
  const server = await startServerChild({
    ...store.env,
    MARKET_FEED: 'binance',
    MARKET_BINANCE_URL: driver.url,
  });
  servers.push(server);
  return server;
}

interface FanoutState {
  readonly signals: { done: boolean }[];
  readonly copies: number;
  readonly copyFills: number;
  readonly copyOrders: number;
  readonly postings: number;
  readonly repeated: number;
  readonly problems: readonly string[];
}

async function fanoutState(store: KillStore, siteId: number, traderId: number): Promise<FanoutState> {
  return withDb(store, async (db) => {
    const signals = await db.query<{ done: boolean }>(
      'SELECT done_at IS NOT NULL AS done FROM copytrade_signal WHERE member_id = $1 ORDER BY id',
      [traderId],
    );
    const counts = await db.query<{ copies: string; fills: string; orders: string; postings: string }>(
      `SELECT (SELECT count(*) FROM futures_follower_order WHERE site_id = $1)::text AS copies,
         (SELECT count(*) FROM copytrade_copy_fill WHERE site_id = $1)::text AS fills,
         (SELECT count(*) FROM futures_order WHERE site_id = $1 AND member_id <> $2)::text AS orders,
         (SELECT count(*) FROM ledger_posting WHERE site_id = $1 AND ref LIKE 'copytrade-signal:%')::text AS postings`,
      [siteId, traderId],
    );
    // The same money moved twice would show as two postings of one leg under one ref.
    const repeated = await db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM (
         SELECT ref, debit_account_id, credit_account_id FROM ledger_posting WHERE site_id = $1
         GROUP BY ref, debit_account_id, credit_account_id HAVING count(*) > 1) r`,
      [siteId],
    );
    const row = counts.rows[0];
    return {
      signals: signals.rows,
      copies: Number(row?.copies),
      copyFills: Number(row?.fills),
      copyOrders: Number(row?.orders),
      postings: Number(row?.postings),
      repeated: Number(repeated.rows[0]?.n),
      problems: await checkLedgerInvariants(db, { siteId }),
    };
  });
}

describe('SIGKILL during a fan-out', () => {
  it('loses no acknowledged fill and copies it exactly once after the restart', async () => {
    const store = await newKillStore();
    stores.push(store);
    const specs = Array.from({ length: followerCount + 1 }, () => ({
      stock: 'BTCUSDT',
      fundsUsdt: 1_000n,
      leverage: 10,
      marginType: 'ISOLATED' as const,
    }));
    const world = await withDb(store, (db) => seedKillWorld(db, specs));
    const book = world.books.get('BTCUSDT');
    if (book === undefined) throw new Error('no BTCUSDT book');
    const [trader, ...followers] = book.members as [KillMember, ...KillMember[]];
    // The operator's approval and the follows, as rows (their calls are tested elsewhere).
    await withDb(store, async (db) => {
      const approved = await db.query<{ id: number }>(
        `INSERT INTO copytrade_trader (site_id, member_id, approved_at) VALUES ($1, $2, now()) RETURNING id`,
        [world.siteId, trader.id],
      );
      await db.query(
        `INSERT INTO copytrade_follow (site_id, trader_id, member_id, follow_stock, multiply_per, max_bet, one_max_bet,
           created_at)
         SELECT $1, $2, m, ARRAY['BTCUSDT'], 50, 100 * 100000000::numeric, 100 * 100000000::numeric, now()
         FROM unnest($3::int[]) AS m`,
        [world.siteId, approved.rows[0]?.id, followers.map((follower) => follower.id)],
      );
    });
    const driver = await PriceDriver.start();
    drivers.push(driver);
    driver.set('BTCUSDT', 500_000, 1);
    let server = await startServer(store, driver);
    const http = new KillHttp(server.port, world.siteId);

    const held = onPostgres ? await holdWalletLock(store, followers[followers.length - 1]!.id) : undefined;
    const orderId = await http.place(
      trader,
      { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' },
      book.optionId,
    );
    if (held !== undefined) await serverWaitsOn(store, held);
    await server.stop('SIGKILL');
    await held?.release();

    const afterKill = await fanoutState(store, world.siteId, trader.id);
    expect(afterKill.signals).toHaveLength(1);
    // Whatever the kill cut, the transaction was all or nothing.
    if (afterKill.signals[0]?.done === true) expect(afterKill.copies).toBe(followerCount);
    else expect([afterKill.copies, afterKill.copyFills, afterKill.postings]).toEqual([0, 0, 0]);
    if (onPostgres) expect(afterKill.signals[0]?.done).toBe(false);

    server = await startServer(store, driver);
    await until('the fan-out after the restart', async () => {
      const state = await fanoutState(store, world.siteId, trader.id);
      return state.signals.every((signal) => signal.done);
    });
    const restarted = new KillHttp(server.port, world.siteId);
    expect((await restarted.order(trader, orderId))?.status).toBe('FILLED');
    const done = await fanoutState(store, world.siteId, trader.id);
    expect(done.copies).toBe(followerCount);
    expect(done.copyFills).toBe(followerCount);
    expect(done.copyOrders).toBe(followerCount);
    // Each follower's margin and fee, once.
    expect(done.postings).toBe(2 * followerCount);
    expect(done.repeated).toBe(0);
    expect(done.problems).toEqual([]);
    for (const follower of followers.slice(0, 5)) expect(await restarted.openPositions(follower)).toBe(1);
  }, 180_000);
});
