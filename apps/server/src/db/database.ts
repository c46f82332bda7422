/**
 * The one database interface the server uses. Two implementations speak the same PostgreSQL
 * dialect: PGlite embedded in the process (the default, stored under the data folder) and a
 * PostgreSQL server through `pg` (when DATABASE_URL is set).
 *
 * Column types come back the same from both: `int8` and `int4` as numbers (ids and counts stay far
 * below 2^53), `numeric` as decimal strings (money: convert with BigInt at the edge), timestamps as
 * Date, json/jsonb parsed.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction and commits, or rolls back if it throws. A serialization failure
   * or deadlock (SQLSTATE 40001/40P01) is retried a few times: the work must therefore keep every
   * side effect (socket events, timers) until after this promise resolves.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const retryableSqlStates = new Set(['40001', '40P01']);
export const transactionAttemptsMax = 4;

/** The SQLSTATE of a database error, for mapping known failures (unique violation 23505, ...). */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (sqlState(error) !== '23505') return false;
  if (constraint === undefined) return true;
  const actual = (error as { constraint?: unknown }).constraint;
  return actual === constraint;
}
