// HTTP order placement on PostgreSQL, durable: the real server's POST /api/futures/order (MARKET
// orders from many members, each client its own member, real access tokens, the order acknowledged
// after its transaction commits) against a bare Fastify route that does one ledger transfer in one
// transaction, on the same database in the same process and run. Goal: Baro ≥ 0.8× the bare route's
// throughput; p50 and p99 of both printed.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig } from '../../apps/server/src/config.ts';
import { isRejection } from '../../apps/server/src/core/rejection.ts';
import { createContext } from '../../apps/server/src/create-context.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import type { Database, Queryable } from '../../apps/server/src/db/database.ts';
import { openPostgres } from '../../apps/server/src/db/postgres.ts';
import { buildApp } from '../../apps/server/src/http/app.ts';
import { gathererStats } from '../../apps/server/src/modules/futures/market-batch.ts';
import { checkLedgerInvariants, transfer } from '../../apps/server/src/ledger/index.ts';
import { openBenchServer } from '../ledger/cluster.ts';
import { databaseCpuMs } from '../ledger/server-cpu.ts';
import { seedSite } from './seed.ts';
import type { BenchMember } from './seed.ts';

const clients = Number(process.env.BENCH_CLIENTS ?? '32');
const roundSeconds = Number(process.env.BENCH_SECONDS ?? '3');
const rounds = Number(process.env.BENCH_ROUNDS ?? '4');
const goalRatio = 0.8;

function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').trim();
}

function uptime(): string {
  return execFileSync('uptime', { encoding: 'utf8' }).trim();
}

interface Side {
  readonly name: string;
  /** Sends request number `n` of client `client`; answers the HTTP status. */
  send(client: number, n: number): Promise<number>;
}

interface Tally {
  count: number;
  failures: number;
  ms: number;
  /** SQL statements sent while this side ran (each BEGIN and COMMIT counts as one). */
  statements: number;
  /**
   * CPU time of this process (both servers and the clients, user and system) while this side ran:
   * on a shared machine the side that costs more CPU per request is the slower one, whatever its
   * round trips, and this shows how much of the gap is the process's own work.
   */
  cpuMs: number;
  /** CPU time of the database server's processes while this side ran (`databaseCpuMs`), NaN if unknown. */
  serverCpuMs: number;
  readonly latencies: number[];
}

/** Statements sent through `db` so far: the cost of a request in round trips, printed per side. */
let statementCount = 0;

/** While set, the text of every statement sent is kept here (one traced request of each side). */
let trace: string[] | null = null;

function traced(text: string): void {
  statementCount += 1;
  trace?.push(text.replace(/\s+/g, ' ').trim().slice(0, 110));
}

/** The database both servers use, counting every statement (and BEGIN/COMMIT) it sends. */
function counting(db: Database): Database {
  const wrap = (q: Queryable): Queryable => ({
    query(text, params) {
      traced(text);
      return q.query(text, params);
    },
    exec(script) {
      traced(script);
      return q.exec(script);
    },
  });
  return {
    ...wrap(db),
    kind: db.kind,
    transaction(work) {
      traced('BEGIN');
      const done = db.transaction((tx) => work(wrap(tx)));
      return done.finally(() => {
        traced('COMMIT (or ROLLBACK)');
      });
    },
    close: () => db.close(),
  };
}

async function drive(side: Side, seconds: number, tally: Tally, admin: Queryable): Promise<void> {
  const serverBefore = await databaseCpuMs(admin);
  const endAt = performance.now() + seconds * 1000;
  const started = performance.now();
  const statementsBefore = statementCount;
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < endAt; n += 1) {
        const sent = performance.now();
        const status = await side.send(client, n);
        tally.latencies.push(performance.now() - sent);
        if (status === 200) tally.count += 1;
        else tally.failures += 1;
      }
    }),
  );
  tally.ms += performance.now() - started;
  tally.statements += statementCount - statementsBefore;
  const cpu = process.cpuUsage(cpuBefore);
  tally.cpuMs += (cpu.user + cpu.system) / 1000;
  const serverAfter = await databaseCpuMs(admin);
  tally.serverCpuMs +=
    serverBefore === undefined || serverAfter === undefined ? Number.NaN : serverAfter - serverBefore;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

function summary(tally: Tally): { rate: number; p50: number; p99: number; text: string } {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const rate = (tally.count * 1000) / tally.ms;
  const p50 = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  const failed = tally.failures > 0 ? `, ${tally.failures} FAILED` : '';
  const sent = Math.max(1, tally.count + tally.failures);
  return {
    rate,
    p50,
    p99,
    text: `${rate.toFixed(0)} req/s, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${tally.count} requests${failed}, ${(tally.statements / sent).toFixed(1)} SQL statements and ${(tally.cpuMs / sent).toFixed(2)} ms of this process's CPU and ${(tally.serverCpuMs / sent).toFixed(2)} ms of the database server's per request)`,
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function post(url: string, body: unknown, token?: string): Promise<number> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

async function main(): Promise<void> {
  const server = openBenchServer();
  const dataDir = await mkdtemp(join(tmpdir(), 'baro-bench-http-'));
  const schema = `bench_http_${process.pid}`;
  const admin = openPostgres({ connectionString: server.url, poolSizeMax: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = counting(openPostgres({ connectionString: server.url, schema, poolSizeMax: 20 }));
  let feed: NodeJS.Timeout | undefined;
  const apps: FastifyInstance[] = [];
  try {
    console.log(
      `Futures HTTP order placement on PostgreSQL (${server.origin}), Node ${process.version}, ${availableParallelism()} CPUs, ${clients} clients`,
    );
    console.log(`load average at start: ${loadAverage()} (${uptime()})`);
    await migrate(db);
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      TOKEN_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
      DEMO: 'false',
    });
    const ctx = await createContext({ config, db, log: pino({ level: 'silent' }) });
    const seeded = await seedSite(ctx, db, clients);
    // The feed: a fresh BTCUSDT tick every 100 ms, so MARKET orders always find a price.
    const tick = () => {
      ctx.market.onTicks([{ stock: 'BTCUSDT', price: 500_000, qty: 1, atMs: Date.now(), source: 'bench' }]);
    };
    tick();
    feed = setInterval(tick, 100);
    const baroApp = await buildApp(ctx);
    apps.push(baroApp);
    const baroUrl = `${await listen(baroApp)}/api/futures/order?siteInfoId=${seeded.siteId}`;
    const bare = Fastify({ logger: false });
    apps.push(bare);
    const member = (client: number): BenchMember => {
      const found = seeded.members[client];
      if (found === undefined) throw new Error(`no member for client ${client}`);
      return found;
    };
    bare.post<{ Body: { client: number; n: number } }>('/transfer', async (request) => {
      const m = member(request.body.client);
      const toHouse = request.body.n % 2 === 0;
      const moved = await db.transaction((tx) =>
        transfer(tx, {
          siteId: seeded.siteId,
          asset: 'USDT',
          debitAccountId: toHouse ? m.availableAccountId : m.houseAccountId,
          creditAccountId: toHouse ? m.houseAccountId : m.availableAccountId,
          amountMinor: 100_000_000n,
          ref: 'bench:bare',
        }),
      );
      if (isRejection(moved)) throw new Error(moved.code);
      return moved;
    });
    const bareUrl = `${await listen(bare)}/transfer`;
    let orders = 0;
    const baro: Side = {
      name: 'Baro POST /api/futures/order',
      // Each member opens a 100 USDT LONG, then closes it with a SHORT: both fills, each its own commit.
      // Each order carries a fresh requestId, as the web client sends one with every order.
      send: (client, n) => {
        orders += 1;
        return post(
          baroUrl,
          {
            futuresOptionId: seeded.optionId,
            tradeType: n % 2 === 0 ? 'LONG' : 'SHORT',
            marketType: 'MARKET',
            qty: '100',
            requestId: `bench-${client}-${orders}`,
          },
          member(client).token,
        );
      },
    };
    const bareSide: Side = {
      name: 'bare Fastify + one ledger transfer',
      send: (client, n) => post(bareUrl, { client, n }),
    };
    const tallies = new Map<Side, Tally>([
      [baro, { count: 0, failures: 0, ms: 0, statements: 0, cpuMs: 0, serverCpuMs: 0, latencies: [] }],
      [bareSide, { count: 0, failures: 0, ms: 0, statements: 0, cpuMs: 0, serverCpuMs: 0, latencies: [] }],
    ]);
    // Warm-up of each side, not counted.
    for (const side of [baro, bareSide])
      await drive(
        side,
        1,
        { count: 0, failures: 0, ms: 0, statements: 0, cpuMs: 0, serverCpuMs: 0, latencies: [] },
        admin,
      );
    // The statements of one request of each side, so the cost per request can be read, not guessed.
    for (const side of [baro, bareSide]) {
      trace = [];
      const status = await side.send(0, 0);
      console.log(`${side.name}: one request (${status}) sent ${trace.length} statements:`);
      for (const text of trace) console.log(`  ${text}`);
      trace = null;
    }
    // Rounds in ABBA order, so the machine's drift weighs on both alike.
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? [baro, bareSide] : [bareSide, baro];
      for (const side of order) {
        const tally = tallies.get(side);
        if (tally !== undefined) await drive(side, roundSeconds, tally, admin);
      }
    }
    clearInterval(feed);
    const a = summary(
      tallies.get(baro) ?? {
        count: 0,
        failures: 0,
        ms: 1,
        statements: 0,
        cpuMs: 0,
        serverCpuMs: 0,
        latencies: [],
      },
    );
    const b = summary(
      tallies.get(bareSide) ?? {
        count: 0,
        failures: 0,
        ms: 1,
        statements: 0,
        cpuMs: 0,
        serverCpuMs: 0,
        latencies: [],
      },
    );
    console.log(`${baro.name}: ${a.text}`);
    console.log(`${bareSide.name}: ${b.text}`);
    const ratio = a.rate / b.rate;
    console.log(
      `ratio Baro / bare: ${ratio.toFixed(2)}× — goal ≥ ${goalRatio}×: ${ratio >= goalRatio ? 'GOAL MET' : 'NOT MET'}`,
    );
    // The MARKET gatherer (docs/futures-batching.md): how the orders went, over every round and warm-up.
    const batching = gathererStats(ctx, seeded.siteId, seeded.optionId);
    if (batching !== undefined)
      console.log(
        `Baro's MARKET orders: ${batching.batched} decided in ${batching.batches} batches ` +
          `(${(batching.batched / Math.max(batching.batches, 1)).toFixed(1)} a batch), ${batching.alone} on the ` +
          `one-order path, ${batching.failed} batches rolled back`,
      );
    const problems = await checkLedgerInvariants(db, { siteId: seeded.siteId });
    console.log(
      problems.length === 0
        ? 'Ledger invariants at the end: hold.'
        : `INVARIANTS BROKEN:\n${problems.join('\n')}`,
    );
    console.log(`load average at end: ${loadAverage()} (${uptime()})`);
    const failures = [...tallies.values()].reduce((sum, tally) => sum + tally.failures, 0);
    if (problems.length > 0 || failures > 0) process.exitCode = 1;
  } finally {
    clearInterval(feed);
    for (const app of apps) await app.close();
    await db.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await admin.close();
    await rm(dataDir, { recursive: true, force: true });
    server.stop();
  }
}

await main();
