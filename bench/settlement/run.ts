// Settlement of one timed round of 50,000 bets on PostgreSQL: the server's set-based settlement
// (`settleRoundBooks`: one transaction for the whole round, timed to its commit) against a per-bet
// transaction loop over the same data, in the same run on the same durable server. Goals: at least
// 10× the loop, and under half a second. See bench/README.md for how to read it.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Database } from '../../apps/server/src/db/database.ts';
import { openPostgres } from '../../apps/server/src/db/postgres.ts';
import { checkLedgerInvariants } from '../../apps/server/src/ledger/index.ts';
import { MarketService } from '../../apps/server/src/market/market-service.ts';
import { registerRoundsLedgerHooks } from '../../apps/server/src/modules/rounds/ledger-hooks.ts';
import { loadRoundOption } from '../../apps/server/src/modules/rounds/round-option.ts';
import { announceSettledBets, settleRoundBooks } from '../../apps/server/src/modules/rounds/settle-round.ts';
import { adminStatement, databaseUrl, openBenchServer } from '../ledger/cluster.ts';
import { settlePerBet } from './per-bet-loop.ts';
import { benchBus, roundOpenAtMs, seedRound } from './seed.ts';
import type { SeededRound } from './seed.ts';

// The invariants checked after each settlement include the rounds' own (the escrow is emptied).
registerRoundsLedgerHooks();

const bets = Number(process.env.BENCH_BETS ?? '50000');
const setRuns = Number(process.env.BENCH_RUNS ?? '3');
const goalRatio = 10;
const goalMs = 500;

function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').trim();
}

/**
 * What both ways must leave behind: every member balance, every bet's result, each house shard. The
 * house shards are named by shard, not id: the two ways create them in a different order.
 */
async function digest(db: Database, siteId: number): Promise<string> {
  const rows = await db.query<{ accounts: string; bets: string }>(
    `SELECT (SELECT md5(string_agg(key || ':' || balance, ',' ORDER BY key)) FROM (
         SELECT coalesce(member_id::text || wallet_type, kind || shard) || kind AS key, balance
         FROM ledger_account WHERE site_id = $1) named) AS accounts,
       (SELECT md5(string_agg(id || ':' || status || ':' || result_point, ',' ORDER BY id))
         FROM trade_bet_outcome WHERE site_id = $1) AS bets`,
    [siteId],
  );
  return `${rows.rows[0]?.accounts}/${rows.rows[0]?.bets}`;
}

interface Run {
  readonly ms: number;
  /** After the settlement committed: reading and publishing every bettor's bet and wallet. */
  readonly announceMs: number;
  readonly digest: string;
  readonly problems: readonly string[];
}

async function timed(
  url: string,
  seeded: SeededRound,
  settle: (db: Database) => Promise<unknown>,
  announce: (db: Database) => Promise<unknown> = () => Promise.resolve(),
): Promise<Run> {
  const db = openPostgres({ connectionString: url, poolSizeMax: 2 });
  try {
    // One cheap query first, so that opening the connection is not part of the measurement.
    await db.query('SELECT 1');
    const started = performance.now();
    await settle(db);
    const settled = performance.now();
    await announce(db);
    return {
      ms: settled - started,
      announceMs: performance.now() - settled,
      digest: await digest(db, seeded.siteId),
      problems: await checkLedgerInvariants(db, { siteId: seeded.siteId }),
    };
  } finally {
    await db.close();
  }
}

/** The server's settlement, timed to its commit; the pushes after it are timed on their own. */
async function setBased(url: string, seeded: SeededRound): Promise<Run> {
  const bus = benchBus();
  // The bettors hold no overseas positions; the announcement still reads them, as the server does.
  const market = new MarketService([], { clock: { nowMs: () => roundOpenAtMs } });
  let option: Awaited<ReturnType<typeof loadRoundOption>>;
  return timed(
    url,
    seeded,
    async (db) => {
      option = await loadRoundOption(db, seeded.optionId);
      if (option === undefined) throw new Error('the bench option vanished');
      const settled = await settleRoundBooks({ db, bus }, seeded.roundId, option, roundOpenAtMs + 61_000);
      if (!settled) throw new Error('the set-based settlement found the round not closed');
    },
    async (db) => {
      if (option === undefined) throw new Error('the bench option vanished');
      const announced = await announceSettledBets({ db, bus, market }, seeded.roundId, option);
      if (announced.bets !== seeded.bets)
        throw new Error(`set-based announced ${announced.bets} of ${seeded.bets} bets`);
    },
  );
}

async function main(): Promise<void> {
  const server = openBenchServer();
  const created: string[] = [];
  const copy = async (name: string) => {
    await adminStatement(server.url, `CREATE DATABASE ${name} TEMPLATE bench_settlement_seed`);
    created.push(name);
    return databaseUrl(server.url, name);
  };
  try {
    console.log(
      `Round settlement on PostgreSQL (${server.origin}), Node ${process.version}, ${availableParallelism()} CPUs`,
    );
    console.log(`load average at start: ${loadAverage()}`);
    await adminStatement(server.url, 'CREATE DATABASE bench_settlement_seed');
    created.push('bench_settlement_seed');
    const seedStarted = performance.now();
    const seeded = await seedRound(databaseUrl(server.url, 'bench_settlement_seed'), bets);
    console.log(
      `seeded ${seeded.bets} bets (one per member, each staked into the escrow) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const runs: Run[] = [];
    for (let run = 0; run < setRuns; run += 1)
      runs.push(await setBased(await copy(`bench_settlement_set_${run}`), seeded));
    const loop = await timed(await copy('bench_settlement_loop'), seeded, (db) =>
      settlePerBet(db, seeded.roundId),
    );
    const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    const ratio = loop.ms / median;
    console.log(
      `set-based, one transaction: ${runs.map((run) => `${run.ms.toFixed(0)} ms`).join(', ')} (median ${median.toFixed(0)} ms), to its commit`,
    );
    console.log(
      `  then every bettor's bet and wallet read and published: ${runs.map((run) => `${run.announceMs.toFixed(0)} ms`).join(', ')}`,
    );
    console.log(
      `per-bet transaction loop:   ${loop.ms.toFixed(0)} ms (${((bets * 1000) / loop.ms).toFixed(0)} bets/s)`,
    );
    console.log(
      `ratio loop / set-based: ${ratio.toFixed(1)}× — goal ≥ ${goalRatio}×: ${ratio >= goalRatio ? 'GOAL MET' : 'NOT MET'}`,
    );
    console.log(`set-based under ${goalMs} ms: ${median < goalMs ? 'GOAL MET' : 'NOT MET'}`);
    const same = runs.every((run) => run.digest === loop.digest);
    const problems = [...runs.flatMap((run) => run.problems), ...loop.problems];
    console.log(
      same ? 'Both ways left the same balances and bet results.' : 'DIFFERENT RESULTS between the two ways',
    );
    console.log(
      problems.length === 0
        ? 'Ledger invariants after every run: hold.'
        : `INVARIANTS BROKEN:\n${problems.join('\n')}`,
    );
    console.log(`load average at end: ${loadAverage()}`);
    if (!same || problems.length > 0) process.exitCode = 1;
  } finally {
    for (const name of created.reverse())
      await adminStatement(server.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    server.stop();
  }
}

await main();
