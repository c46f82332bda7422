// Liquidation on PostgreSQL: 100,000 open positions on one option, one mark shock that liquidates 20 %
// of them. The server's set-based sweep (`sweepLiquidations`: four statements per batch of 5,000,
// each batch one transaction, two batches at once, pushes built in memory and published after
// commit) against the per-position transaction loop the trigger loop ran before (`liquidatePosition`,
// one transaction each), on copies of the same data in the same run on the same durable server.
// Goals: under 1 s, at least 10× the loop.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database.ts';
import { openPostgres } from '../../apps/server/src/db/postgres.ts';
import { checkLedgerInvariants } from '../../apps/server/src/ledger/index.ts';
import { loadFuturesOptionById } from '../../apps/server/src/modules/futures/futures-option.ts';
import type { FuturesOptionTerms } from '../../apps/server/src/modules/futures/futures-option.ts';
import { registerFuturesLedgerHooks } from '../../apps/server/src/modules/futures/ledger-hooks.ts';
import { liquidatePosition } from '../../apps/server/src/modules/futures/liquidate.ts';
import { LiquidationBook } from '../../apps/server/src/modules/futures/liquidation-book.ts';
import type { PhaseTimes } from '../../apps/server/src/core/phase-times.ts';
import { sweepLiquidations } from '../../apps/server/src/modules/futures/liquidation-sweep.ts';
import {
  positionLiquidationPrice,
  positionSelect,
} from '../../apps/server/src/modules/futures/position-records.ts';
import type { PositionRow } from '../../apps/server/src/modules/futures/position-records.ts';
import { transactionWithEvents } from '../../apps/server/src/realtime/publish-after-commit.ts';
import { adminStatement, databaseUrl, openBenchServer } from '../ledger/cluster.ts';
import { databaseCpuMs } from '../ledger/server-cpu.ts';
import { benchBus } from '../settlement/seed.ts';
import { seedBook, shockPrice } from './seed.ts';
import type { SeededBook } from './seed.ts';

registerFuturesLedgerHooks();

const positions = Number(process.env.BENCH_POSITIONS ?? '100000');
const setRuns = Number(process.env.BENCH_RUNS ?? '3');
/**
 * How many of the crossed positions the per-position loop is timed on (all when 0). Each is its own
 * durable transaction, independent of the others, so its time scales with their number; on a shared
 * machine 20,000 of them take many minutes. The rest are then swept set-based, untimed, so the two
 * ways can still be compared row for row.
 */
const loopSample = Number(process.env.BENCH_LOOP_SAMPLE ?? '2000');
/** Positions per transaction of the set-based sweep; the server's default when not given. */
const batchSize = process.env.BENCH_BATCH === undefined ? undefined : Number(process.env.BENCH_BATCH);
/** Batches of the set-based sweep run at once; the server's default when not given. */
const batchesInFlight =
  process.env.BENCH_IN_FLIGHT === undefined ? undefined : Number(process.env.BENCH_IN_FLIGHT);
const goalRatio = 10;
const goalMs = 1_000;
const shockAtMs = Date.UTC(2026, 10, 25, 1, 0, 0);

function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').trim();
}

function uptime(): string {
  return execFileSync('uptime', { encoding: 'utf8' }).trim();
}

/**
 * What both ways must leave behind: every balance (system accounts by kind and shard), every
 * position's status and pnl, every LIQUIDATION order's fill, fee and pnl.
 */
async function digest(db: Database, siteId: number): Promise<string> {
  const rows = await db.query<{ accounts: string; positions: string; orders: string }>(
    `SELECT (SELECT md5(string_agg(key || ':' || balance, ',' ORDER BY key)) FROM (
         SELECT coalesce(member_id::text || wallet_type, kind || shard) || kind AS key, balance
         FROM ledger_account WHERE site_id = $1) named) AS accounts,
       (SELECT md5(string_agg(id || ':' || status || ':' || realized_pnl || ':' || coalesce(close_price, 0), ','
         ORDER BY id)) FROM futures_position WHERE site_id = $1) AS positions,
       (SELECT md5(string_agg(futures_position_id || ':' || fee || ':' || realized_pnl || ':' || fill_price, ','
         ORDER BY futures_position_id)) FROM futures_order WHERE site_id = $1 AND market_type = 'LIQUIDATION')
         AS orders`,
    [siteId],
  );
  const row = rows.rows[0];
  return `${row?.accounts}/${row?.positions}/${row?.orders}`;
}

interface Run {
  readonly ms: number;
  /** Positions the timed part handled (the loop's sample). */
  readonly timedCount: number;
  readonly crossed: number;
  readonly liquidated: number;
  readonly published: number;
  readonly digest: string;
  readonly problems: readonly string[];
  /**
   * This process's CPU time over the timed part (`process.cpuUsage`): the plan, the pushes, the
   * driver, garbage collection. Less sensitive than the wall time to the other processes on a shared
   * machine; the database's own CPU time is not in it.
   */
  readonly nodeCpuMs: number;
  /** The database server's CPU time over the same part (`databaseCpuMs`), NaN when not on this machine. */
  readonly databaseCpuMs: number;
  /**
   * The longest the event loop was held over the same part: how long a member's request or a socket
   * frame arriving meanwhile could wait for this process (the sweep runs in the server's process).
   */
  readonly longestStallMs: number;
  /** The set-based sweep's time per step, summed over its batches (none for the loop). */
  readonly phases?: PhaseTimes | undefined;
  /** The rows the whole run wrote, by table (postings, balances changed, positions, orders). */
  readonly written: Written;
}

interface Written {
  readonly postings: number;
  readonly balances: number;
  readonly positions: number;
  readonly orders: number;
}

/**
 * The rows written in the database `url` so far, from the statistics collector: postings and orders
 * inserted, balances and positions updated (orders also updated, TP/SL cancelled). Read once the
 * run's connections are closed, since a backend hands its counts over when it exits.
 */
async function rowsWritten(url: string): Promise<Written> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ relname: string; ins: string; upd: string }>(
      `SELECT relname, n_tup_ins::text AS ins, n_tup_upd::text AS upd FROM pg_stat_user_tables
       WHERE relname IN ('ledger_posting', 'ledger_account', 'futures_position', 'futures_order')`,
    );
    const of = (name: string, column: 'ins' | 'upd') =>
      Number(rows.rows.find((row) => row.relname === name)?.[column] ?? 0);
    return {
      postings: of('ledger_posting', 'ins'),
      balances: of('ledger_account', 'upd'),
      positions: of('futures_position', 'upd'),
      orders: of('futures_order', 'ins') + of('futures_order', 'upd'),
    };
  } finally {
    await client.end();
  }
}

type Sweep = (
  db: Database,
  bus: ReturnType<typeof benchBus>,
  option: FuturesOptionTerms,
  crossed: number[],
) => Promise<{ liquidated: number; timedCount: number; ms: number; phases?: PhaseTimes }>;

/**
 * Rebuilds the option's liquidation index from the database as the trigger loop does on start, then
 * times the shock: the index's crossed positions, then `sweep` over them to the last commit.
 */
async function timed(url: string, seeded: SeededBook, sweep: Sweep): Promise<Run> {
  const db = openPostgres({ connectionString: url, poolSizeMax: 2 });
  let run: Omit<Run, 'written'>;
  try {
    const option = await loadFuturesOptionById(db, seeded.optionId);
    if (option === undefined) throw new Error('the bench option vanished');
    const rows = await db.query<PositionRow>(
      `${positionSelect} WHERE p.futures_option_id = $1 AND p.status = 'OPEN'`,
      [seeded.optionId],
    );
    const book = new LiquidationBook();
    for (const row of rows.rows)
      book.set(row.id, row.trade_type, positionLiquidationPrice(row, option.terms));
    const bus = benchBus();
    let published = 0;
    bus.subscribe(() => {
      published += 1;
    });
    const databaseCpuAtStart = await databaseCpuMs(db);
    const stalls = monitorEventLoopDelay({ resolution: 5 });
    stalls.enable();
    const cpuAtStart = process.cpuUsage();
    const started = performance.now();
    const crossed = book.crossed(shockPrice);
    const indexMs = performance.now() - started;
    const { liquidated, timedCount, ms, phases } = await sweep(db, bus, option, crossed);
    const cpu = process.cpuUsage(cpuAtStart);
    stalls.disable();
    const databaseCpuAtEnd = await databaseCpuMs(db);
    phases?.set('index', indexMs);
    run = {
      phases,
      ms: indexMs + ms,
      nodeCpuMs: (cpu.user + cpu.system) / 1000,
      longestStallMs: stalls.max / 1e6,
      databaseCpuMs: (databaseCpuAtEnd ?? NaN) - (databaseCpuAtStart ?? NaN),
      timedCount,
      crossed: crossed.length,
      liquidated,
      published,
      digest: await digest(db, seeded.siteId),
      problems: await checkLedgerInvariants(db, { siteId: seeded.siteId }),
    };
  } finally {
    await db.close();
  }
  // The copy starts with no counts of its own: all it counts is this run's.
  return { ...run, written: await rowsWritten(url) };
}

const tick = { source: 'bench', atMs: shockAtMs, price: shockPrice };
const marks = (stock: string) => (stock === 'BTCUSDT' ? shockPrice : undefined);

async function sweepSetBased(
  db: Database,
  bus: ReturnType<typeof benchBus>,
  option: FuturesOptionTerms,
  positionIds: number[],
  phases?: PhaseTimes,
): Promise<number> {
  const swept = await sweepLiquidations(
    { db, bus },
    { option, positionIds, tick, nowMs: shockAtMs + 100, marks, phases, batchSize, batchesInFlight },
  );
  if (swept.errors.length > 0) throw swept.errors[0];
  return swept.liquidated.length;
}

const setBased: Sweep = async (db, bus, option, crossed) => {
  const phases: PhaseTimes = new Map();
  const started = performance.now();
  const liquidated = await sweepSetBased(db, bus, option, crossed, phases);
  return { liquidated, timedCount: crossed.length, ms: performance.now() - started, phases };
};

/** The loop over the sample, timed; the rest swept set-based afterwards, untimed. */
const perPosition: Sweep = async (db, bus, option, crossed) => {
  const sample = loopSample > 0 ? crossed.slice(0, loopSample) : crossed;
  let liquidated = 0;
  const started = performance.now();
  for (const positionId of sample) {
    const outcome = await transactionWithEvents({ db, bus }, (tx, events) =>
      liquidatePosition(tx, events, { positionId, option, tick, nowMs: shockAtMs + 100, marks }),
    );
    if (outcome.liquidated) liquidated += 1;
  }
  const ms = performance.now() - started;
  liquidated += await sweepSetBased(db, bus, option, crossed.slice(sample.length));
  return { liquidated, timedCount: sample.length, ms };
};

function describe(run: Run): string {
  return `${run.ms.toFixed(0)} ms, Node CPU ${run.nodeCpuMs.toFixed(0)} ms, database CPU ${run.databaseCpuMs.toFixed(0)} ms, event loop held at most ${run.longestStallMs.toFixed(0)} ms (${run.liquidated} of ${run.crossed} crossed liquidated, ${run.published} pushes)`;
}

/** The rows a run wrote per position it liquidated, by table. */
function describeWritten(run: Run): string {
  const per = (count: number) => (count / run.liquidated).toFixed(2);
  const { postings, balances, positions, orders } = run.written;
  return `${per(postings)} postings, ${per(balances)} balance updates, ${per(positions)} position updates, ${per(orders)} order rows (inserted or updated); ${per(postings + balances + positions + orders)} in all`;
}

/** Where a set-based run's time went: each step's milliseconds, summed over its batches. */
function describePhases(run: Run): string {
  const phases = [...(run.phases ?? new Map<string, number>())];
  return phases.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
}

async function main(): Promise<void> {
  const server = openBenchServer();
  const created: string[] = [];
  const copy = async (name: string) => {
    await adminStatement(server.url, `CREATE DATABASE ${name} TEMPLATE bench_liquidation_seed`);
    created.push(name);
    return databaseUrl(server.url, name);
  };
  try {
    console.log(
      `Futures liquidation on PostgreSQL (${server.origin}), Node ${process.version}, ${availableParallelism()} CPUs`,
    );
    console.log(`load average at start: ${loadAverage()} (${uptime()})`);
    await adminStatement(server.url, 'CREATE DATABASE bench_liquidation_seed');
    created.push('bench_liquidation_seed');
    const seedStarted = performance.now();
    const seeded = await seedBook(databaseUrl(server.url, 'bench_liquidation_seed'), positions);
    console.log(
      `seeded ${seeded.positions} open positions (one member each) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; shock: mark ${shockPrice / 10}`,
    );
    const runs: Run[] = [];
    for (let run = 0; run < setRuns; run += 1)
      runs.push(await timed(await copy(`bench_liquidation_set_${run}`), seeded, setBased));
    const loop = await timed(await copy('bench_liquidation_loop'), seeded, perPosition);
    const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    // The loop's time for every crossed position: its measured rate over the sample.
    const loopMs = (loop.ms * loop.crossed) / loop.timedCount;
    const ratio = loopMs / median;
    console.log(`set-based sweep: ${runs.map(describe).join('; ')}; median ${median.toFixed(0)} ms`);
    for (const [index, run] of runs.entries())
      console.log(
        `  run ${index + 1} phases (ms, 'transaction' holds the steps before it): ${describePhases(run)}`,
      );
    for (const run of runs.slice(0, 1))
      console.log(`  rows written per liquidation, set-based: ${describeWritten(run)}`);
    console.log(
      `  rows written per liquidation, loop (its sample and the rest set-based): ${describeWritten(loop)}`,
    );
    console.log(
      `per-position transaction loop: ${loop.ms.toFixed(0)} ms for ${loop.timedCount} positions (${((loop.timedCount * 1000) / loop.ms).toFixed(0)} positions/s), so ${(loopMs / 1000).toFixed(1)} s for all ${loop.crossed}${loop.timedCount < loop.crossed ? ` (the other ${loop.crossed - loop.timedCount} then swept set-based, untimed)` : ''}`,
    );
    console.log(
      `ratio loop / set-based: ${ratio.toFixed(1)}× — goal ≥ ${goalRatio}×: ${ratio >= goalRatio ? 'GOAL MET' : 'NOT MET'}`,
    );
    console.log(`set-based under ${goalMs} ms: ${median < goalMs ? 'GOAL MET' : 'NOT MET'}`);
    const expected = seeded.positions / 5;
    const all = [...runs, loop];
    const counted = all.every((run) => run.liquidated === expected);
    const same = runs.every((run) => run.digest === loop.digest);
    const problems = all.flatMap((run) => run.problems);
    console.log(
      counted
        ? `Each way liquidated ${expected} (20 %).`
        : 'A WAY LIQUIDATED ANOTHER COUNT than the 20 % seeded',
    );
    console.log(
      same
        ? 'Both ways left the same balances, positions and liquidation orders.'
        : 'DIFFERENT RESULTS between the two ways',
    );
    console.log(
      problems.length === 0
        ? 'Ledger invariants after every run: hold.'
        : `INVARIANTS BROKEN:\n${problems.slice(0, 20).join('\n')}`,
    );
    console.log(`load average at end: ${loadAverage()} (${uptime()})`);
    if (!counted || !same || problems.length > 0) process.exitCode = 1;
  } finally {
    for (const name of created.reverse())
      await adminStatement(server.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    server.stop();
  }
}

await main();
