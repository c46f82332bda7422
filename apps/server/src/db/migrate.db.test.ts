import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-database.ts';
import type { Database } from './database.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';

describe('migrate', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('applies every migration once and nothing on a second start', async () => {
    const versions = await db.query<{ version: number }>(
      'SELECT version FROM schema_migration ORDER BY version',
    );
    expect(versions.rows.map((row) => row.version)).toEqual(loadMigrations().map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
  });

  it('rolls back a failing migration whole, so it can be fixed and run again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baro-migrations-'));
    try {
      writeFileSync(
        join(dir, '9001_half_done.sql'),
        'CREATE TABLE half_done (id int); SELECT no_such_function();',
      );
      await expect(migrate(db, loadMigrations(dir))).rejects.toThrow();
      const table = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
      expect(table.rowCount).toBe(0);
      const recorded = await db.query('SELECT 1 FROM schema_migration WHERE version = 9001');
      expect(recorded.rowCount).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the embedded database', () => {
  it('keeps its data across a restart from the same folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baro-pglite-'));
    try {
      const first = await openPglite(dir);
      await migrate(first);
      await first.query("INSERT INTO site_info (code, name, type) VALUES ('kept', 'Kept', '000001')");
      await first.close();
      const second = await openPglite(dir);
      expect(await migrate(second)).toEqual([]);
      const site = await second.query<{ name: string }>("SELECT name FROM site_info WHERE code = 'kept'");
      expect(site.rows[0]?.name).toBe('Kept');
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
