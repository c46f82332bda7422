import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabaseKind } from '../../test/support/test-database.ts';
import { advisoryLockOwnership } from './advisory-lock-ownership.ts';
import type { Ownership } from './ownership.ts';

// Advisory locks are PostgreSQL's; PGlite runs in one process, which soleOwnership covers.
const url = process.env.BARO_TEST_DATABASE_URL ?? '';

/** One node's view: which claimed keys run their work here now. */
function node(name: string, log: string[]) {
  const running = new Set<string>();
  const ownership = advisoryLockOwnership({ connectionString: url, onError: () => undefined, retryMs: 25 });
  return {
    ownership,
    running,
    claim(key: string) {
      return ownership.claim(key, () => {
        running.add(key);
        log.push(`${name} start ${key}`);
        return Promise.resolve(() => {
          running.delete(key);
          log.push(`${name} stop ${key}`);
          return Promise.resolve();
        });
      });
    },
  };
}

describe.skipIf(testDatabaseKind() === 'pglite')('advisoryLockOwnership', () => {
  const open: Ownership[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((ownership) => ownership.close()));
  });

  const key = () => `test:${randomBytes(8).toString('hex')}`;

  it('runs each key on exactly one of two nodes', async () => {
    const log: string[] = [];
    const a = node('a', log);
    const b = node('b', log);
    open.push(a.ownership, b.ownership);
    const keys = [key(), key(), key()];
    for (const k of keys) {
      a.claim(k);
      b.claim(k);
    }
    await vi.waitFor(() => {
      expect(a.running.size + b.running.size).toBe(3);
    });
    // A few more rounds must not start anything twice.
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (const k of keys) expect(Number(a.running.has(k)) + Number(b.running.has(k))).toBe(1);
  });

  it('hands a key over when its owner closes', async () => {
    const log: string[] = [];
    const a = node('a', log);
    open.push(a.ownership);
    const k = key();
    a.claim(k);
    await vi.waitFor(() => {
      expect(a.running.has(k)).toBe(true);
    });
    const b = node('b', log);
    open.push(b.ownership);
    b.claim(k);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(b.running.has(k)).toBe(false);
    await a.ownership.close();
    await vi.waitFor(() => {
      expect(b.running.has(k)).toBe(true);
    });
    expect(log).toEqual([`a start ${k}`, `a stop ${k}`, `b start ${k}`]);
  });

  it('gives a dropped key to the other node', async () => {
    const log: string[] = [];
    const a = node('a', log);
    open.push(a.ownership);
    const k = key();
    const claim = a.claim(k);
    await vi.waitFor(() => {
      expect(a.running.has(k)).toBe(true);
    });
    const b = node('b', log);
    open.push(b.ownership);
    b.claim(k);
    await claim.drop();
    expect(a.running.has(k)).toBe(false);
    await vi.waitFor(() => {
      expect(b.running.has(k)).toBe(true);
    });
  });

  it('stops the work when its connection is cut, and another node takes the key', async () => {
    const log: string[] = [];
    const a = node('a', log);
    open.push(a.ownership);
    const k = key();
    a.claim(k);
    await vi.waitFor(() => {
      expect(a.running.has(k)).toBe(true);
    });
    const b = node('b', log);
    open.push(b.ownership);
    b.claim(k);
    // The database ends a's lock session, as a failed network or server restart would.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(l.pid) FROM pg_locks l
         WHERE l.locktype = 'advisory' AND l.granted
           AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended($1, 0)`,
        [k],
      );
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => {
      expect(a.running.has(k)).toBe(false);
      expect(b.running.has(k)).toBe(true);
    });
  });
});
