// The copy-trading fan-out on PostgreSQL (issue 17 §3): one trader fill copied to 10,000 followers.
// - set-based: `runSignal`, the runtime's own call — the signal locked, every follower's wallet,
//   position and follow locked, each copy decided by `planCopyOpen`, then one statement per table
//   (positions, orders, postings, follows, copies, per-fill outcomes) and the wallet pushes, in one
//   durable transaction. Goal: ≤ 150 ms to commit.
// - peer in the same run, on a copy of the same data: the same copies one follower per transaction
//   through the futures module's per-member writes (per-follower.ts), timed on a sample of followers
//   and scaled to all of them. Goal: the set-based fan-out ≥ 10× faster.
// - floor in the same run: the rows the first fan-out wrote, written again by bare SQL (floor.ts).
// Every tenth follower has 0.05 USDT, which pays no copy: those are skips with their reason. Times are
// printed with the machine's load, never asserted.
import type { Database, Queryable } from '../../apps/server/src/db/database.ts';
import { openPostgres } from '../../apps/server/src/db/postgres.ts';
import { checkLedgerInvariants } from '../../apps/server/src/ledger/index.ts';
import { loadInstruments } from '../../apps/server/src/market/instrument.ts';
import { MarketService } from '../../apps/server/src/market/market-service.ts';
import { runSignal } from '../../apps/server/src/modules/copytrade/copy-fanout.ts';
import { recordTraderOpen } from '../../apps/server/src/modules/copytrade/copy-open.ts';
import { lockPendingSignal } from '../../apps/server/src/modules/copytrade/copy-signal.ts';
import { registerFuturesLedgerHooks } from '../../apps/server/src/modules/futures/ledger-hooks.ts';
import { loadFuturesOptionById } from '../../apps/server/src/modules/futures/futures-option.ts';
import { adminStatement, databaseUrl, machineLoad, openBenchServer } from '../ledger/cluster.ts';
import { benchBus } from '../settlement/seed.ts';
import { rowChanges, snapshotRows, writeFloor } from './floor.ts';
import type { RowChanges } from './floor.ts';
import { copyOneFollower } from './per-follower.ts';
import { fillPrice, seedFanout } from './seed.ts';

registerFuturesLedgerHooks();

const followers = Number(process.env.BENCH_FOLLOWERS ?? '10000');
const runs = Number(process.env.BENCH_RUNS ?? '3');
const loopSample = Math.min(followers, Number(process.env.BENCH_LOOP_SAMPLE ?? '1000'));
const goalMs = 150;
const goalRatio = 10;

async function copyOf(url: string, seedName: string, name: string) {
  await adminStatement(url, `DROP DATABASE IF EXISTS ${name}`);
  await adminStatement(url, `CREATE DATABASE ${name} TEMPLATE ${seedName}`);
  return openPostgres({ connectionString: databaseUrl(url, name), poolSizeMax: 2 });
}

/** BENCH_TRACE=1: each statement of the transaction with its time, to see where the time goes. */
function traceStatements(db: Database): Database {
  const wrap = (q: Queryable): Queryable =>
    ({
      async query(text, params) {
        const started = performance.now();
        const result = await q.query(text, params);
        const sql = typeof text === 'string' ? text : JSON.stringify(text);
        console.log(
          `  ${(performance.now() - started).toFixed(1).padStart(7)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 110)}`,
        );
        return result;
      },
    }) as Queryable;
  const traced = wrap(db);
  return {
    ...db,
    query: (text, params) => traced.query(text, params),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
  };
}

async function main(): Promise<void> {
  const server = openBenchServer();
  try {
    const seedName = 'copytrade_fanout_seed';
    await adminStatement(server.url, `DROP DATABASE IF EXISTS ${seedName}`);
    await adminStatement(server.url, `CREATE DATABASE ${seedName}`);
    const seedUrl = databaseUrl(server.url, seedName);
    const seeded = await seedFanout(seedUrl, followers);
    const seedDb = openPostgres({ connectionString: seedUrl, poolSizeMax: 1 });
    const instruments = await loadInstruments(seedDb);
    await seedDb.close();
    const nowMs = Date.now();
    const clock = { nowMs: () => nowMs };
    const market = new MarketService(instruments, { clock });
    market.onTicks([{ stock: 'BTCUSDT', price: fillPrice, qty: 1, atMs: nowMs, source: 'bench' }]);
    console.log(`seeded ${followers} followers of one trader (${server.origin}); ${machineLoad()}`);

    const setTimes: number[] = [];
    const floorTimes: number[] = [];
    let written: RowChanges | undefined;
    for (let run = 1; run <= runs; run += 1) {
      const db = await copyOf(server.url, seedName, 'copytrade_fanout_run');
      try {
        const before = written === undefined ? await snapshotRows(db) : undefined;
        const traced = process.env.BENCH_TRACE === '1' ? traceStatements(db) : db;
        const started = performance.now();
        const ran = await runSignal({ db: traced, bus: benchBus(), clock, market }, seeded.signalId);
        const ms = performance.now() - started;
        if (!ran) throw new Error('the signal was not pending');
        if (before !== undefined) {
          written = rowChanges(before, await snapshotRows(db));
          console.log(`rows the fan-out wrote (+inserted/~updated): ${written.counts}`);
        }
        const counts = await db.query<{ status: string; n: string }>(
          `SELECT status, count(*)::text AS n FROM futures_follower_order GROUP BY status ORDER BY status`,
        );
        const problems = await checkLedgerInvariants(db, { siteId: seeded.siteId });
        if (problems.length > 0) throw new Error(`invariants: ${problems.join('; ')}`);
        setTimes.push(ms);
        console.log(
          `run ${run}: set-based fan-out committed in ${ms.toFixed(1)} ms (${counts.rows
            .map((row) => `${row.n} ${row.status}`)
            .join(', ')}; invariants hold); ${machineLoad()}`,
        );
      } finally {
        await db.close();
      }
      if (written === undefined) continue;
      const floorDb = await copyOf(server.url, seedName, 'copytrade_fanout_floor');
      try {
        const floorMs = await writeFloor(floorDb, written);
        const problems = await checkLedgerInvariants(floorDb, { siteId: seeded.siteId });
        if (problems.length > 0) throw new Error(`floor invariants: ${problems.join('; ')}`);
        floorTimes.push(floorMs);
        console.log(
          `run ${run}: floor — the same rows by bare SQL, one transaction — committed in ${floorMs.toFixed(1)} ms; ${machineLoad()}`,
        );
      } finally {
        await floorDb.close();
      }
    }

    const peer = await copyOf(server.url, seedName, 'copytrade_fanout_peer');
    let perFollowerMs: number;
    try {
      const prepared = await peer.transaction(async (tx) => {
        const fill = await lockPendingSignal(tx, seeded.signalId);
        if (fill === undefined || fill.positionId === null) throw new Error('no pending fill');
        const option = await loadFuturesOptionById(tx, fill.optionId);
        if (option === undefined) throw new Error('no option');
        const traderOrderId = await recordTraderOpen(tx, fill, fill.positionId, nowMs);
        const follows = await tx.query<{ id: number; member_id: number }>(
          `SELECT id, member_id FROM copytrade_follow WHERE trader_id = $1 AND is_active ORDER BY id LIMIT $2`,
          [fill.traderId, loopSample],
        );
        return { fill, terms: option.terms, traderOrderId, follows: follows.rows };
      });
      const started = performance.now();
      for (const follow of prepared.follows)
        await copyOneFollower(peer, {
          fill: prepared.fill,
          traderOrderId: prepared.traderOrderId,
          followId: follow.id,
          memberId: follow.member_id,
          terms: prepared.terms,
        });
      perFollowerMs = (performance.now() - started) / prepared.follows.length;
    } finally {
      await peer.close();
    }
    const loopMs = perFollowerMs * followers;
    const best = Math.min(...setTimes);
    const median = [...setTimes].sort((a, b) => a - b)[Math.floor(setTimes.length / 2)] ?? best;
    console.log(
      `peer: one transaction per follower, ${perFollowerMs.toFixed(2)} ms each on a sample of ${loopSample}, ` +
        `${(loopMs / 1000).toFixed(2)} s for ${followers}; ${machineLoad()}`,
    );
    const floor = [...floorTimes].sort((a, b) => a - b)[Math.floor(floorTimes.length / 2)] ?? Number.NaN;
    console.log(
      `floor (the same rows by bare SQL): median ${floor.toFixed(1)} ms; fan-out / floor ${(median / floor).toFixed(2)}× ` +
        `(the goal of ${goalMs} ms is ${floor <= goalMs ? 'above' : 'below'} the floor on this machine)`,
    );
    console.log(
      `fan-out of one fill to ${followers} followers: median ${median.toFixed(1)} ms (goal ≤ ${goalMs}: ` +
        `${median <= goalMs ? 'met' : 'not met'}), ${(loopMs / median).toFixed(1)}× the per-follower loop ` +
        `(goal ≥ ${goalRatio}×: ${loopMs / median >= goalRatio ? 'met' : 'not met'})`,
    );
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
