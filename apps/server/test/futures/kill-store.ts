import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../../src/db/database.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { testDatabaseKind } from '../support/test-database.ts';

// Where the futures kill test's server keeps its data: a PGlite directory (the embedded database lives
// inside the server process, so the test opens it only while no server runs), or a database of its
// own on the PostgreSQL server of the PostgreSQL pass (`BARO_TEST_DATABASE_URL`, scripts/test.sh).

export const onPostgres = testDatabaseKind() === 'postgres';

export interface KillStore {
  /** The server child's environment for this store. */
  readonly env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.BARO_TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.BARO_TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

function pgliteStore(): KillStore {
  const dir = mkdtempSync(join(tmpdir(), 'baro-futures-kill-'));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => openPglite(join(dir, 'pglite')),
    dispose() {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

async function postgresStore(): Promise<KillStore> {
  const name = `futures_kill_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    env: { DATABASE_URL: databaseUrl(name) },
    open: () => Promise.resolve(openPostgres({ connectionString: databaseUrl(name), poolSizeMax: 4 })),
    dispose: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export function newKillStore(): Promise<KillStore> {
  return onPostgres ? postgresStore() : Promise.resolve(pgliteStore());
}

export async function withDb<T>(store: KillStore, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await store.open();
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** A lock held by the test on one ledger account, and the backend that holds it. */
export interface HeldLock {
  readonly pid: number;
  release(): Promise<void>;
}

/**
 * PostgreSQL only: holds a row lock on a member's available account (FUTURES unless told) in a transaction of its
 * own until released, so the server's transaction that moves that member's money waits in the middle
 * of its work.
 */
export async function holdWalletLock(
  store: KillStore,
  memberId: number,
  walletType: 'FUTURES' | 'BINARY' = 'FUTURES',
): Promise<HeldLock> {
  const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
  await client.connect();
  await client.query('BEGIN');
  const locked = await client.query<{ pid: number }>(
    `SELECT pg_backend_pid() AS pid FROM ledger_account
     WHERE member_id = $1 AND wallet_type = $2 AND kind = 'AVAILABLE' FOR UPDATE`,
    [memberId, walletType],
  );
  const pid = locked.rows[0]?.pid;
  if (pid === undefined) throw new Error(`member ${memberId} has no ${walletType} wallet to hold`);
  return {
    pid,
    async release() {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

/** PostgreSQL only: waits until a session of the server is blocked by the held lock. */
export async function serverWaitsOn(store: KillStore, lock: HeldLock): Promise<void> {
  const database = new URL(store.env.DATABASE_URL ?? '').pathname.slice(1);
  for (let tries = 0; tries < 1_200; tries += 1) {
    const waiting = await admin((client) =>
      client.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND $2 = ANY(pg_blocking_pids(pid))', [
        database,
        lock.pid,
      ]),
    );
    if (waiting.rowCount !== null && waiting.rowCount > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server never waited on the held lock');
}
