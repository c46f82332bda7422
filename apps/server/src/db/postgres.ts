import pg from 'pg';
import { retryableSqlStates, sqlState, transactionAttemptsMax } from './database.ts';
import type { Database, Queryable, QueryResult } from './database.ts';
import { preparedNameOf } from './prepared.ts';

export interface PostgresOptions {
  connectionString: string;
  poolSizeMax?: number;
  /** Sets `search_path` on every connection; tests give each file its own schema. */
  schema?: string;
}

// pg's own signature takes its TypeId enum; any oid a server sends is valid here.
const defaultTypeParser = pg.types.getTypeParser as (
  oid: number,
  format?: 'text' | 'binary',
) => (value: string) => unknown;

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
    // int8 as number, like the PGlite side (see database.ts); everything else as pg does by default.
    if (oid === 20) return (value: string) => Number(value);
    return defaultTypeParser(oid, format);
  },
};

export function openPostgres(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSizeMax ?? 20,
    types: typeParsers,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
  });
  // An idle client that loses its server would otherwise crash the process with an unhandled event.
  pool.on('error', () => undefined);
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const values = params as unknown[] | undefined;
      const name = values === undefined ? undefined : preparedNameOf(text);
      const result = await (name === undefined ? q.query(text, values) : q.query({ name, text, values }));
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(script: string): Promise<void> {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await q.query(script);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        // A connection whose ROLLBACK failed is in an unknown state: it is destroyed, not pooled.
        let broken: Error | undefined;
        try {
          await client.query('BEGIN');
          const result = await work(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch((rollbackError: unknown) => {
            broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
          });
          const state = sqlState(error);
          if (state === undefined || !retryableSqlStates.has(state) || attempt >= transactionAttemptsMax) {
            throw error;
          }
        } finally {
          client.release(broken);
        }
      }
    },
    async close() {
      await pool.end();
    },
  };
}
