import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { loadServerSecret } from './server-keys.ts';

/** A database that records what it was asked and keeps one stored secret, as server_secret would. */
function fakeDb(): Queryable & { queries: string[] } {
  const queries: string[] = [];
  let stored: string | undefined;
  return {
    queries,
    query(text: string, params: readonly unknown[] = []) {
      queries.push(text);
      if (text.startsWith('INSERT')) stored ??= String(params[1]);
      const rows = text.startsWith('SELECT') && stored !== undefined ? [{ value: stored }] : [];
      // `never[]` stands in for whatever row type the caller asks for.
      return Promise.resolve({ rows: rows as never[], rowCount: rows.length });
    },
    exec: () => Promise.resolve(),
  };
}

const secret = 'a-configured-secret-of-at-least-32-characters';

describe('loadServerSecret', () => {
  it('refuses to start outside demo mode without TOKEN_SECRET, naming it, and writes nothing', async () => {
    const db = fakeDb();
    const attempt = loadServerSecret(db, { tokenSecret: undefined, demo: false });
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(attempt).rejects.toThrow(/TOKEN_SECRET/);
    expect(db.queries).toEqual([]);
  });

  it('uses TOKEN_SECRET when set, in either mode, without touching the database', async () => {
    const db = fakeDb();
    expect(await loadServerSecret(db, { tokenSecret: secret, demo: false })).toBe(secret);
    expect(await loadServerSecret(db, { tokenSecret: secret, demo: true })).toBe(secret);
    expect(db.queries).toEqual([]);
  });

  it('in demo mode generates a secret once and keeps answering the stored one', async () => {
    const db = fakeDb();
    const first = await loadServerSecret(db, { tokenSecret: undefined, demo: true });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadServerSecret(db, { tokenSecret: undefined, demo: true })).toBe(first);
  });
});
