import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { overseaQueue } from '@baro/contracts';
import { isOpen, nextClose } from '@baro/domain';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { checkLedgerInvariants } from '../../src/ledger/index.ts';
import { microMirrors, syncInstrumentCatalogue } from '../../src/market/instrument-catalogue.ts';
import { registerOverseaLedgerHooks } from '../../src/modules/oversea/ledger-hooks.ts';
import { holdWalletLock, newKillStore, onPostgres, serverWaitsOn, withDb } from '../futures/kill-store.ts';
import type { KillStore } from '../futures/kill-store.ts';
import { KillHttp, signInForChild, until } from '../futures/kill-world.ts';
import { startServerChild } from '../rounds/server-child.ts';
import type { ServerChild } from '../rounds/server-child.ts';
import { openStompClient } from '../support/stomp-client.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { fundBinary, insertOverseaOption } from './oversea-fixture.ts';

// The server process is killed (SIGKILL) while its overseas trigger loop is deciding a losscut, then
// started again on the same database. Members each hold a 1-lot NQ long opened over HTTP at 25,000.00;
// the feed (a replay recording the server plays from its start) then crashes NQ 250 ticks, which takes
// every one of them to the losscut line. After the restart the recording plays again and the loop
// finishes what was not committed. Every acknowledged order must be there, filled once; every member
// liquidated exactly once (one LIQUIDATION row, no open position), at the crash price, with the
// formula's balance; the ledger's invariants must hold.
//
// On PostgreSQL the test holds a lock on one member's BINARY wallet, so the loop's losscut transaction
// certainly waits in the middle of its work when the kill comes (and nothing of it may be committed).
// The embedded database lives in the server process: there the test kills at the first
// POSITION_LIQUID push, which comes after a commit, so it checks that a restart right after a losscut
// closes nothing twice.
//
// NQ trades on the real calendar (CME Globex): the test runs only while the session has ten minutes
// left; on a weekend or the daily break it is skipped.

registerOverseaLedgerHooks();

const members = 12;
const fundsWon = 2_000_000n;
const placed = 2_500_000; // 25,000.00
const crashed = placed - 250 * 25; // 24,937.50
/** The recording holds NQ still this long from the server's start, then at the crash price. */
const flatMs = 20_000;
const recordingMs = 15 * 60_000;
/** 995,000 after the open, + 1,000,000 margin back − 1,750,000 loss − 5,000 closing fee. */
const expectedPoint = '240000';

const nowMs = Date.now();
const sessionLeftMs = isOpen('CME_GLOBEX', nowMs) ? (nextClose('CME_GLOBEX', nowMs) ?? 0) - nowMs : 0;
const runnable = sessionLeftMs > 10 * 60_000;

const stores: KillStore[] = [];
const servers: ServerChild[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  for (const store of stores) await store.dispose();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface World {
  readonly siteId: number;
  readonly optionId: number;
  readonly members: { readonly id: number; readonly token: string }[];
  readonly recording: string;
}

/** A replay recording: every stock the feed prices gets a line; NQ still, then crashed. */
async function writeRecording(db: Database): Promise<string> {
  const mirrored = new Set([...microMirrors().values()].flat());
  const stocks = (
    await db.query<{ stock: string }>('SELECT stock FROM market_instrument ORDER BY stock')
  ).rows
    .map((row) => row.stock)
    .filter((stock) => !mirrored.has(stock) && stock !== 'NQ');
  const baseMs = 1_700_000_000_000;
  const lines = ['stock,price,qty,atMs'];
  for (const stock of stocks) lines.push(`${stock},1,1,${baseMs}`);
  for (let atMs = 0; atMs < recordingMs; atMs += 250) {
    const units = atMs < flatMs ? placed : crashed;
    lines.push(`NQ,${(units / 100).toFixed(2)},1,${baseMs + atMs}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'baro-oversea-kill-'));
  dirs.push(dir);
  const file = join(dir, 'nq-crash.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

async function seed(db: Database): Promise<World> {
  await migrate(db);
  await syncInstrumentCatalogue(db);
  const recording = await writeRecording(db);
  return db.transaction(async (tx) => {
    const site = await insertSite(tx);
    const optionId = await insertOverseaOption(tx, site.id, 'NQ');
    const seeded: World['members'] = [];
    for (let index = 0; index < members; index += 1) {
      const id = await insertMember(tx, site.id, `overseakill${index}x`);
      await fundBinary(tx, site.id, id, fundsWon);
      seeded.push({ id, token: await signInForChild(tx, site.id, id) });
    }
    return { siteId: site.id, optionId, members: seeded, recording };
  });
}

async function startServer(store: KillStore, world: World): Promise<ServerChild> {
  const server = await startServerChild({
    ...store.env,
    MARKET_FEED: 'replay',
    MARKET_REPLAY_FILE: world.recording,
  });
  servers.push(server);
  return server;
}

/** A MARKET long of one NQ lot, acknowledged (200); PRICE_UNAVAILABLE before the first tick is retried. */
async function openLong(http: KillHttp, world: World, member: World['members'][number]): Promise<number> {
  const body = {
    overseaOptionId: world.optionId,
    tradeType: 'LONG',
    marketType: 'MARKET',
    qty: 1,
    requestId: randomUUID(),
  };
  for (let tries = 0; tries < 100; tries += 1) {
    const answer = await http.post('/oversea/order', body, member);
    if (answer.status === 200) {
      const order = answer.body as { id: number; fillTick: { price: string } };
      expect(order.fillTick.price).toBe('25000.00');
      return order.id;
    }
    if ((answer.body as { code?: string } | null)?.code !== 'PRICE_UNAVAILABLE')
      throw new Error(`order refused (${answer.status}): ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the feed never priced NQ');
}

async function binaryPoint(http: KillHttp, member: World['members'][number]): Promise<string> {
  const answer = await http.get('/wallet/my', {}, member);
  if (answer.status !== 200) throw new Error(`wallet refused (${answer.status})`);
  return (answer.body as { BINARY?: { point: string } }).BINARY?.point ?? '';
}

const liquidationsSql = `SELECT member_id, count(*)::int AS n FROM oversea_order
  WHERE site_id = $1 AND market_type = 'LIQUIDATION' GROUP BY member_id`;

describe.skipIf(!runnable)('SIGKILL during an overseas losscut', () => {
  it('loses nothing acknowledged and liquidates every member exactly once after a restart', async () => {
    const store = await newKillStore();
    stores.push(store);
    const world = await withDb(store, seed);
    const first = await startServer(store, world);
    const http = new KillHttp(first.port, world.siteId);
    const orderIds: number[] = [];
    for (const member of world.members) orderIds.push(await openLong(http, world, member));

    if (onPostgres) {
      const target = world.members[5];
      if (target === undefined) throw new Error('no member to hold');
      const lock = await holdWalletLock(store, target.id, 'BINARY');
      await serverWaitsOn(store, lock);
      await first.stop('SIGKILL');
      await lock.release();
      // The losscut's transaction was waiting on the lock: none of it committed.
      const cut = await withDb(store, (db) => db.query(liquidationsSql, [world.siteId]));
      expect(cut.rows).toEqual([]);
    } else {
      const watcher = world.members[0];
      if (watcher === undefined) throw new Error('no member to watch');
      const client = openStompClient({
        origin: `http://127.0.0.1:${first.port}`,
        transport: 'websocket',
        token: watcher.token,
        subscriptions: [overseaQueue.destination],
      });
      await client.ready.next(() => true, 'watcher subscribed');
      // The push goes out after the losscut's commit; the kill follows at once.
      await until(
        'a POSITION_LIQUID push',
        () =>
          Promise.resolve(
            client.messages.items.some(
              (message) =>
                message.headers.destination === overseaQueue.destination &&
                message.body.includes('"POSITION_LIQUID"'),
            ),
          ),
        flatMs + 30_000,
      );
      await first.stop('SIGKILL');
      await client.deactivate();
    }

    const second = await startServer(store, world);
    const again = new KillHttp(second.port, world.siteId);
    await until(
      'every member liquidated',
      async () => {
        for (const member of world.members)
          if ((await binaryPoint(again, member)) !== expectedPoint) return false;
        return true;
      },
      flatMs + 60_000,
    );
    await second.stop('SIGKILL');

    await withDb(store, async (db) => {
      const orders = await db.query<{ id: number; status: string }>(
        'SELECT id, status FROM oversea_order WHERE id = ANY($1::int[]) ORDER BY id',
        [orderIds],
      );
      expect(orders.rows).toEqual(orderIds.map((id) => ({ id, status: 'FILLED' })));
      const cut = await db.query<{ member_id: number; n: number }>(liquidationsSql, [world.siteId]);
      expect(cut.rows.map((row) => row.n)).toEqual(world.members.map(() => 1));
      const positions = await db.query<{
        status: string;
        close_type: string;
        close_price: string;
        n: number;
      }>(
        `SELECT status, close_type, close_price::text AS close_price, count(*)::int AS n FROM oversea_position
         WHERE site_id = $1 GROUP BY 1, 2, 3`,
        [world.siteId],
      );
      expect(positions.rows).toEqual([
        { status: 'CLOSED', close_type: 'LIQUIDATION', close_price: String(crashed), n: members },
      ]);
      expect(await checkLedgerInvariants(db, { siteId: world.siteId })).toEqual([]);
    });
  }, 240_000);
});
