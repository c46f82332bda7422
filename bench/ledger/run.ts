// Durable ledger transfers per second through the store (`transfer`, one per transaction) against the
// very same SQL sent straight through `pg`, in the same run on the same server, with 1 and with 8
// clients. The ratio store / raw is the cost of the store's own code; the goal is ≥ 0.9. See
// bench/README.md for how to read it.
import { availableParallelism } from 'node:os';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database.ts';
import { openPostgres } from '../../apps/server/src/db/postgres.ts';
import { lockAccountsSql } from '../../apps/server/src/ledger/accounts.ts';
import { checkLedgerInvariants, transfer } from '../../apps/server/src/ledger/index.ts';
import { moveSql } from '../../apps/server/src/ledger/transfer.ts';
import { openBenchServer } from './cluster.ts';
import { dropWorkload, prepareWorkload } from './workload.ts';
import type { Lane, Workload } from './workload.ts';
import { isRejection } from '../../apps/server/src/core/rejection.ts';

const measuredSeconds = Number(process.env.BENCH_SECONDS ?? '5');
const warmupSeconds = 1;
// Each case alternates raw and store in short rounds, so a drift of the machine (another process,
// the WAL growing, the disk's fsync latency wandering) weighs on both sides alike.
const rounds = Number(process.env.BENCH_ROUNDS ?? '10');
const clientCounts = (process.env.BENCH_CLIENTS ?? '1,8').split(',').map(Number);
const goalRatio = 0.9;

/** One transfer in its own transaction; even iterations pay the house, odd ones pay the member back. */
type Driver = (lane: Lane, iteration: number) => Promise<void>;

function direction(lane: Lane, iteration: number): [debit: number, credit: number] {
  return iteration % 2 === 0
    ? [lane.memberAccountId, lane.houseAccountId]
    : [lane.houseAccountId, lane.memberAccountId];
}

function storeDriver(db: Database, siteId: number): Driver {
  return async (lane, iteration) => {
    const [debitAccountId, creditAccountId] = direction(lane, iteration);
    const moved = await db.transaction((tx) =>
      transfer(tx, { siteId, asset: 'KRW', debitAccountId, creditAccountId, amountMinor: 1n, ref: 'bench' }),
    );
    if (isRejection(moved)) throw new Error(`store transfer refused: ${moved.code}`);
  };
}

/** What `db.transaction` + `transfer` send, written out by hand: BEGIN, lock, move, COMMIT. */
function rawDriver(pool: pg.Pool, siteId: number): Driver {
  return async (lane, iteration) => {
    const [debit, credit] = direction(lane, iteration);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(lockAccountsSql, [[Math.min(debit, credit), Math.max(debit, credit)]]);
      const moved = await client.query(moveSql, [
        '1',
        debit,
        credit,
        siteId,
        'KRW',
        null,
        null,
        null,
        'bench',
      ]);
      if (moved.rowCount !== 1) throw new Error('raw transfer refused');
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}

interface Tally {
  count: number;
  elapsedMs: number;
}

/** Runs `clients` loops until the deadline, each on its own lane; bounded by time, never by hope. */
async function drive(
  driver: Driver,
  lanes: readonly Lane[],
  clients: number,
  seconds: number,
): Promise<Tally> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let count = 0;
  await Promise.all(
    lanes.slice(0, clients).map(async (lane) => {
      for (let iteration = 0; performance.now() < deadline; iteration += 1) {
        await driver(lane, iteration);
        count += 1;
      }
    }),
  );
  return { count, elapsedMs: performance.now() - started };
}

interface CaseResult {
  clients: number;
  rawPerSecond: number;
  storePerSecond: number;
}

async function runCase(url: string, workload: Workload, clients: number): Promise<CaseResult> {
  const db = openPostgres({ connectionString: url, schema: workload.schema, poolSizeMax: clients });
  const pool = new pg.Pool({
    connectionString: url,
    max: clients,
    options: `-c search_path=${workload.schema}`,
  });
  pool.on('error', () => undefined);
  try {
    const store = storeDriver(db, workload.siteId);
    const raw = rawDriver(pool, workload.siteId);
    await drive(raw, workload.lanes, clients, warmupSeconds);
    await drive(store, workload.lanes, clients, warmupSeconds);
    const totals = { raw: { count: 0, elapsedMs: 0 }, store: { count: 0, elapsedMs: 0 } };
    for (let round = 0; round < rounds; round += 1) {
      // ABBA order: neither side always runs second, nearer the next checkpoint.
      const order = [['raw', raw] as const, ['store', store] as const];
      if (round % 2 === 1) order.reverse();
      for (const [name, driver] of order) {
        const tally = await drive(driver, workload.lanes, clients, measuredSeconds / rounds);
        totals[name].count += tally.count;
        totals[name].elapsedMs += tally.elapsedMs;
      }
    }
    const perSecond = (tally: Tally) => (tally.count * 1000) / tally.elapsedMs;
    return { clients, rawPerSecond: perSecond(totals.raw), storePerSecond: perSecond(totals.store) };
  } finally {
    await pool.end();
    await db.close();
  }
}

async function describeServer(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const setting = async (name: string) =>
      (await client.query<{ setting: string }>('SELECT setting FROM pg_settings WHERE name = $1', [name]))
        .rows[0]?.setting;
    const version = await setting('server_version');
    return `PostgreSQL ${version}, fsync=${await setting('fsync')}, synchronous_commit=${await setting('synchronous_commit')}`;
  } finally {
    await client.end();
  }
}

function printTable(results: readonly CaseResult[]): void {
  const widths = [7, 11, 17, 5];
  const row = (cells: readonly string[]) => {
    console.log(cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join(' | '));
  };
  row(['clients', 'raw pg tx/s', 'ledger store tx/s', 'ratio']);
  for (const result of results) {
    const ratio = result.storePerSecond / result.rawPerSecond;
    row([
      String(result.clients),
      result.rawPerSecond.toFixed(0),
      result.storePerSecond.toFixed(0),
      `${ratio.toFixed(2)}${ratio < goalRatio ? ' (below goal)' : ''}`,
    ]);
  }
}

async function main(): Promise<void> {
  const server = openBenchServer();
  try {
    const workload = await prepareWorkload(server.url, Math.max(...clientCounts));
    console.log(
      `Ledger transfers, one per durable transaction: ${await describeServer(server.url)} (${server.origin})`,
    );
    console.log(
      `Node ${process.version}, ${availableParallelism()} CPUs; per case ${warmupSeconds} s warm-up each, then ${measuredSeconds} s each side in ${rounds} alternating rounds; goal ratio ≥ ${goalRatio}`,
    );
    const results: CaseResult[] = [];
    for (const clients of clientCounts) results.push(await runCase(server.url, workload, clients));
    printTable(results);
    const verify = openPostgres({ connectionString: server.url, schema: workload.schema, poolSizeMax: 1 });
    const problems = await checkLedgerInvariants(verify, { siteId: workload.siteId });
    await verify.close();
    console.log(
      problems.length === 0
        ? 'Ledger invariants after the run: hold.'
        : `INVARIANTS BROKEN:\n${problems.join('\n')}`,
    );
    await dropWorkload(server.url, workload);
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    server.stop();
  }
}

await main();
