import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { isRejection } from '../../src/core/rejection.ts';
import { createContext } from '../../src/create-context.ts';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { checkLedgerInvariants } from '../../src/ledger/index.ts';
import { placeOverseaOrder } from '../../src/modules/oversea/order-actions.ts';
import { setOvernight } from '../../src/modules/oversea/position-actions.ts';
import { holdWalletLock, newKillStore, onPostgres, serverWaitsOn, withDb } from '../futures/kill-store.ts';
import type { KillStore } from '../futures/kill-store.ts';
import { testClock } from '../support/accounts-fixture.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { memberCaller } from '../support/test-app.ts';
import { fundBinary, insertOverseaOption, T0 } from './oversea-fixture.ts';

// A process running the site's overseas trigger loop is killed (SIGKILL) while it ends NQ's session
// (CME Globex, Wednesday 2026-11-25 22:00 UTC), then a new one runs on the same database. The loop
// runs in a child of its own with its clock set to the close (session-close-child.ts): the server's
// main runs on the wall clock, which a test cannot move to a session end. Every position without
// overnight must be closed exactly once (one session-end row each), every resting order cancelled,
// the covered overnight positions kept, the balances the formula's and the ledger's invariants sound.
//
// On PostgreSQL the test holds a lock on one member's BINARY wallet, so the session end's transaction
// waits in the middle of its work when the kill comes (and none of it may commit). On the embedded
// database the loop decides one member per transaction and the kill follows its first log of closed
// positions; the test checks the close was indeed cut short.

const repoRoot = join(import.meta.dirname, '../../../..');
const CLOSE_MS = Date.UTC(2026, 10, 25, 22, 0, 0);
const NQ = 2_500_000;
const plain = 8;
const overnight = 2;
const fundsWon = 10_000_000n;

const stores: KillStore[] = [];
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const store of stores) await store.dispose();
});

interface World {
  readonly siteId: number;
  readonly plain: number[];
  readonly overnight: number[];
}

/** The site, NQ, and members who opened a long (and rested a LIMIT, the plain ones) while NQ traded. */
async function seed(db: Database): Promise<World> {
  await migrate(db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: 'kill-test-secret-that-is-at-least-32-characters',
    DEMO: 'false',
  });
  const ctx = await createContext({ config, db, log: pino({ level: 'silent' }), clock: testClock(T0) });
  const site = await insertSite(db);
  const optionId = await insertOverseaOption(db, site.id, 'NQ');
  ctx.market.onTicks([{ stock: 'NQ', price: NQ, qty: 1, atMs: T0, source: 'replay' }]);
  const world: World = { siteId: site.id, plain: [], overnight: [] };
  for (let index = 0; index < plain + overnight; index += 1) {
    const id = await insertMember(db, site.id, `sessionkill${index}x`);
    await fundBinary(db, site.id, id, fundsWon);
    const caller = memberCaller(site.id, id);
    const order = (body: Record<string, unknown>) =>
      placeOverseaOrder(ctx, site, caller, {
        overseaOptionId: optionId,
        tradeType: 'LONG',
        qty: 1,
        ...body,
      } as Parameters<typeof placeOverseaOrder>[3]);
    const opened = await order({ marketType: 'MARKET' });
    if (isRejection(opened)) throw new Error(opened.code);
    if (index < plain) {
      const resting = await order({ marketType: 'LIMIT', price: '24000.00' });
      if (isRejection(resting)) throw new Error(resting.code);
      world.plain.push(id);
    } else {
      const kept = await setOvernight(ctx, site, caller, { overseaPositionId: opened.id, isActive: true });
      if (isRejection(kept)) throw new Error(kept.code);
      world.overnight.push(id);
    }
  }
  return world;
}

interface LoopChild {
  readonly child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Runs the loop child. `killOn`: the child is killed (SIGKILL) in the very callback that receives an
 * output line containing it, so no further transaction of the child gets to commit while the test
 * reacts.
 */
function runLoop(store: KillStore, world: World, nowMs: number, batch: number, killOn?: string): LoopChild {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/oversea/session-close-child.ts'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...store.env,
        SITE_ID: String(world.siteId),
        NOW_MS: String(nowMs),
        LAST_PRICE: String(NQ),
        BATCH: String(batch),
      },
    },
  );
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (killOn !== undefined && output.includes(killOn)) child.kill('SIGKILL');
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  return { child, output: () => output, exited };
}

async function kill(loop: LoopChild): Promise<void> {
  loop.child.kill('SIGKILL');
  await loop.exited;
}

async function closedBySessionEnd(store: KillStore, siteId: number): Promise<number[]> {
  return withDb(store, async (db) =>
    (
      await db.query<{ member_id: number }>(
        'SELECT member_id FROM oversea_order WHERE site_id = $1 AND session_end ORDER BY member_id',
        [siteId],
      )
    ).rows.map((row) => row.member_id),
  );
}

describe('SIGKILL during an overseas session close', () => {
  it('finishes the close after a restart: each position closed once, orders cancelled, overnight kept', async () => {
    const store = await newKillStore();
    stores.push(store);
    const world = await withDb(store, seed);

    if (onPostgres) {
      const target = world.plain[3];
      if (target === undefined) throw new Error('no member to hold');
      const lock = await holdWalletLock(store, target, 'BINARY');
      const first = runLoop(store, world, CLOSE_MS, 200);
      await serverWaitsOn(store, lock);
      await kill(first);
      await lock.release();
      expect(await closedBySessionEnd(store, world.siteId)).toEqual([]);
    } else {
      const first = runLoop(store, world, CLOSE_MS, 1, 'oversea: positions closed');
      await first.exited;
      const cut = await closedBySessionEnd(store, world.siteId);
      expect(cut.length).toBeGreaterThan(0);
      expect(cut.length).toBeLessThan(plain);
    }

    const second = runLoop(store, world, CLOSE_MS + 5_000, 200);
    expect(await second.exited, second.output()).toBe(0);

    expect(await closedBySessionEnd(store, world.siteId)).toEqual(world.plain);
    await withDb(store, async (db) => {
      const open = await db.query<{ member_id: number; kind: string }>(
        `SELECT member_id, 'position' AS kind FROM oversea_position WHERE site_id = $1 AND status = 'OPEN'
         UNION ALL SELECT member_id, 'order' FROM oversea_order WHERE site_id = $1 AND status = 'OPEN'
         ORDER BY member_id`,
        [world.siteId],
      );
      expect(open.rows).toEqual(world.overnight.map((member_id) => ({ member_id, kind: 'position' })));
      const points = await db.query<{ member_id: number; balance: string }>(
        `SELECT member_id, balance::text AS balance FROM ledger_account
         WHERE site_id = $1 AND wallet_type = 'BINARY' AND kind = 'AVAILABLE' ORDER BY member_id`,
        [world.siteId],
      );
      // Plain: both fees at an unchanged price; overnight: the open's margin and fee.
      expect(points.rows).toEqual([
        ...world.plain.map((member_id) => ({ member_id, balance: String(fundsWon - 10_000n) })),
        ...world.overnight.map((member_id) => ({ member_id, balance: String(fundsWon - 1_005_000n) })),
      ]);
      expect(await checkLedgerInvariants(db, { siteId: world.siteId })).toEqual([]);
    });
  }, 180_000);
});
