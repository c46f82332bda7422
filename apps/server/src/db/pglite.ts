import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { retryableSqlStates, sqlState, transactionAttemptsMax } from './database.ts';
import type { Database, Queryable, QueryResult } from './database.ts';

/**
 * PGlite keeps one connection and serialises transactions itself, so concurrent callers queue rather
 * than deadlock. `dataDir` undefined means in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(dataDir, {
    // The same shapes as the pg driver gives (see database.ts): int8 as number, numeric as string.
    parsers: { [types.INT8]: (value: string) => Number(value) },
  });
  await db.waitReady;
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const result = await q.query<Row>(text, params as unknown[] | undefined);
      // PGlite reports affectedRows 0 for a SELECT; pg's rowCount counts the rows it returned.
      return { rows: result.rows, rowCount: Math.max(result.rows.length, result.affectedRows ?? 0) };
    },
    async exec(script: string): Promise<void> {
      await q.exec(script);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.transaction((tx) => work(wrap(tx)));
        } catch (error) {
          const state = sqlState(error);
          if (state === undefined || !retryableSqlStates.has(state) || attempt >= transactionAttemptsMax) {
            throw error;
          }
        }
      }
    },
    async close() {
      await db.close();
    },
  };
}
