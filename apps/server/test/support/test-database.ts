import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import type { Migration } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';

/**
 * A fresh, migrated database for one test file. With BARO_TEST_DATABASE_URL set (scripts/test.sh sets
 * it for the PostgreSQL pass) each call gets its own schema on that server, dropped on close;
 * otherwise an in-memory PGlite. `migrations` (default: all) lets a migration's test start from the
 * schema before it.
 */
export async function openTestDatabase(migrations?: Migration[]): Promise<Database> {
  const url = process.env.BARO_TEST_DATABASE_URL;
  if (url === undefined || url === '') {
    const db = await openPglite();
    await migrate(db, migrations);
    return db;
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = openPostgres({ connectionString: url, schema, poolSizeMax: 40 });
  await migrate(db, migrations);
  return {
    ...db,
    kind: db.kind,
    query: db.query.bind(db),
    exec: db.exec.bind(db),
    transaction: db.transaction.bind(db),
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

/** Which database the integration tests run on, for test names and skips that depend on it. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  const url = process.env.BARO_TEST_DATABASE_URL;
  return url === undefined || url === '' ? 'pglite' : 'postgres';
}
