import type { Database, Queryable } from '../../apps/server/src/db/database.ts';

// The floor of the fan-out benchmark (bench/README.md): the very rows one fan-out wrote, written again
// on a fresh copy of the seed by bare SQL in one durable transaction — each table's new rows in one
// INSERT and its changed rows in one UPDATE, in the order the keys need, with no read, lock or
// decision of the fan-out's own. What it costs is what the schema (its keys, indexes, checks and the
// ledger's statement triggers) and the disk charge for those rows: no fan-out on these tables can
// commit faster than it.

/** Every row of every table that has an `id`, by table and id, as JSON text. */
export type TableRows = Map<string, Map<string, string>>;

/** The tables with an `id` column, parents before children (foreign keys between them). */
async function tablesInKeyOrder(db: Queryable): Promise<string[]> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = 'id' ORDER BY table_name`,
  );
  const keys = await db.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
     FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid <> c.confrelid`,
  );
  const names = tables.rows.map((row) => row.table_name);
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const key of keys.rows)
      if (key.child === name && names.includes(key.parent)) visit(key.parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

/** Every row of the tables with an `id`, to compare before and after a fan-out. */
export async function snapshotRows(db: Queryable): Promise<TableRows> {
  const rows: TableRows = new Map();
  for (const table of await tablesInKeyOrder(db)) {
    const found = await db.query<{ id: string; row: string }>(
      `SELECT id::text AS id, to_jsonb(t)::text AS row FROM ${table} t`,
    );
    rows.set(table, new Map(found.rows.map((row) => [row.id, row.row])));
  }
  return rows;
}

export interface RowChanges {
  /** Per table, in key order: the rows the fan-out inserted and those it changed (JSON arrays). */
  readonly tables: { table: string; inserted: string[]; updated: string[] }[];
  readonly counts: string;
}

/** What a fan-out wrote: rows that are new and rows that differ; a deleted row is a bug here. */
export function rowChanges(before: TableRows, after: TableRows): RowChanges {
  const tables: RowChanges['tables'] = [];
  for (const [table, rows] of after) {
    const old = before.get(table) ?? new Map<string, string>();
    const inserted: string[] = [];
    const updated: string[] = [];
    for (const [id, row] of rows) {
      const was = old.get(id);
      if (was === undefined) inserted.push(row);
      else if (was !== row) updated.push(row);
    }
    for (const id of old.keys()) if (!rows.has(id)) throw new Error(`the fan-out deleted ${table} ${id}`);
    if (inserted.length + updated.length > 0) tables.push({ table, inserted, updated });
  }
  const counts = tables
    .map(({ table, inserted, updated }) => `${table} +${inserted.length}/~${updated.length}`)
    .join(', ');
  return { tables, counts };
}

/**
 * Writes `changes` in one transaction on a fresh copy of the seed: per table an INSERT of its new rows
 * and an UPDATE of its changed ones (every column set from the row), parents first. Answers the time
 * from BEGIN to the end of COMMIT, the rows' JSON sent with the statements (as the fan-out sends its
 * arrays with its own).
 */
export async function writeFloor(db: Database, changes: RowChanges): Promise<number> {
  const columns = new Map<string, string[]>();
  for (const { table } of changes.tables) {
    const found = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [table],
    );
    columns.set(
      table,
      found.rows.map((row) => row.column_name),
    );
  }
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (const { table, inserted, updated } of changes.tables) {
      const names = (columns.get(table) ?? []).map((name) => `"${name}"`);
      if (inserted.length > 0) {
        await tx.query(
          `INSERT INTO ${table} (${names.join(', ')}) OVERRIDING SYSTEM VALUE
           SELECT ${names.join(', ')} FROM jsonb_populate_recordset(null::${table}, $1::jsonb)`,
          [`[${inserted.join(',')}]`],
        );
      }
      if (updated.length > 0) {
        const set = names.filter((name) => name !== '"id"');
        await tx.query(
          `UPDATE ${table} t SET (${set.join(', ')}) = ROW(${set.map((name) => `x.${name}`).join(', ')})
           FROM jsonb_populate_recordset(null::${table}, $1::jsonb) x WHERE t.id = x.id`,
          [`[${updated.join(',')}]`],
        );
      }
    }
  });
  return performance.now() - started;
}
