import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Caller, MemberCaller, OperatorCaller } from '../../src/caller.ts';
import { loadConfig } from '../../src/config.ts';
import type { AppContext, Clock } from '../../src/context.ts';
import { createContext } from '../../src/create-context.ts';
import type { Database } from '../../src/db/database.ts';
import { buildApp } from '../../src/http/app.ts';
import { reject } from '../../src/core/rejection.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestAppOptions {
  /** A database to use; by default a fresh migrated one, closed with the app. */
  db?: Database;
  /** Replaces token verification, e.g. with `authenticateTokens` for fixed callers. */
  authenticate?: AppContext['authenticate'];
  /** Environment values on top of the test defaults (e.g. `FILE_UPLOAD_MAX_BYTES`). */
  env?: Record<string, string>;
  /** A clock of the test's own (e.g. `testClock` at a chosen instant); the system clock otherwise. */
  clock?: Clock;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  db: Database;
  close(): Promise<void>;
}

/**
 * The whole HTTP app for `app.inject()` tests: a test configuration (its own temporary DATA_DIR,
 * silent logs), a migrated database with nothing seeded, and optionally fixed callers in place of real
 * tokens. `close` removes the temporary folder and, when the app opened it, the database.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'baro-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    DEMO: 'false',
    ...options.env,
  });
  let db: Database | undefined;
  try {
    db = options.db ?? (await openTestDatabase());
    const base = await createContext({ config, db, log: pino({ level: 'silent' }), clock: options.clock });
    const ctx: AppContext = { ...base, authenticate: options.authenticate ?? base.authenticate };
    const app = await buildApp(ctx);
    await app.ready();
    const opened = db;
    return {
      app,
      ctx,
      db: opened,
      async close() {
        await app.close();
        if (options.db === undefined) await opened.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    // A failed start must not leave the temporary folder or a database schema behind.
    if (options.db === undefined) await db?.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** An `authenticate` that knows a fixed set of tokens and refuses every other one. */
export function authenticateTokens(callers: Readonly<Record<string, Caller>>): AppContext['authenticate'] {
  return (token) => Promise.resolve(Object.hasOwn(callers, token) ? callers[token]! : reject('UNAUTHORIZED'));
}

export function memberCaller(siteId: number, memberId: number, username = `member${memberId}`): MemberCaller {
  return { kind: 'member', siteId, memberId, username, sessionId: `session-${siteId}-${memberId}` };
}

export function operatorCaller(siteId: number, adminId: number): OperatorCaller {
  return { kind: 'operator', siteId, adminId, level: 1, sessionId: `operator-session-${siteId}-${adminId}` };
}

/** The Authorization header for a test token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
