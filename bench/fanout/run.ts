// STOMP fan-out: 2,000 and 10,000 subscribers of `/topic/futures_info`, a small JSON tick published
// as fast as the clients take it, through Baro's gateway and through stomp-broker-js in the same run.
// Delivered messages per second and server memory per idle connection; goals ≥ 3× stomp-broker-js
// and ≤ 20 KB per idle connection. See bench/README.md for how to read it.
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { socketEndpointPath } from '@baro/contracts';
import { openCohort, ticksAheadMax } from './clients.ts';
import type { Cohort } from './clients.ts';
import { deliverTicks, drive } from './drive.ts';
import type { Audience } from './drive.ts';
import { openFilesLimit } from './machine.ts';
import { isPublishMode, isServerKind, publishModes, serverKinds } from './protocol.ts';
import type { ServerKind, ServerProbe } from './protocol.ts';
import { printTable } from './report.ts';
import type { ServerResult } from './report.ts';
import { killServerChildren, startServer } from './server-handle.ts';
import type { ServerHandle } from './server-handle.ts';

const measuredSeconds = Number(process.env.BENCH_SECONDS ?? '5');
const warmupSeconds = 1;
const clientCounts = (process.env.BENCH_CLIENTS ?? '2000,10000').split(',').map(Number);
// Subsets, to look at one server or one mode (the ratio needs both servers).
const servers = listOf(process.env.BENCH_SERVERS, serverKinds, isServerKind);
const modes = listOf(process.env.BENCH_MODES, publishModes, isPublishMode);
// Ticks one client may be behind the newest. 64 × 300 bytes stays within a loopback socket's kernel
// buffer, and it is enough in flight for a server that holds topic ticks for 16 ms (Baro): with 16,
// the loop itself throttled Baro's rate to the window's round trip, not the server's work.
const windowTicks = Number(process.env.BENCH_WINDOW ?? '64');
// A first cohort connects, receives and leaves before the baseline, so one-time costs (compiled
// code, lazily built pools) are not charged to the connections measured.
const warmCohortSize = 100;
const warmCohortSeconds = 0.25;
const idleSettleMs = 1_000;
const openingMax = 256;
const openTimeoutMs = 60_000;
const subscribeWaitMs = 30_000;

function listOf<T extends string>(
  given: string | undefined,
  all: readonly T[],
  accepts: (value: string) => value is T,
): readonly T[] {
  if (given === undefined || given === '') return all;
  return given.split(',').map((value) => {
    if (!accepts(value)) throw new Error(`unknown value ${value}; expected one of ${all.join(', ')}`);
    return value;
  });
}

async function waitForSubscribers(server: ServerHandle, wanted: number): Promise<void> {
  const deadline = performance.now() + subscribeWaitMs;
  for (;;) {
    const { subscribers } = await server.probe(false);
    if (subscribers === wanted) return;
    if (performance.now() > deadline) {
      throw new Error(`${server.kind} holds ${subscribers} subscriptions, expected ${wanted}`);
    }
    await sleep(50);
  }
}

/** A cohort whose every subscription the server has registered, before any tick is published. */
async function openAudience(server: ServerHandle, size: number): Promise<Audience> {
  const { published } = await server.probe(false);
  const url = `ws://127.0.0.1:${server.port}${socketEndpointPath}`;
  const cohort = await openCohort({ url, size, openingMax, openTimeoutMs });
  try {
    await waitForSubscribers(server, size);
  } catch (error) {
    cohort.close();
    throw error;
  }
  return { cohort, baseTick: published };
}

function perConnection(before: ServerProbe, after: ServerProbe, clients: number) {
  return {
    rss: (after.rssBytes - before.rssBytes) / clients,
    heap: (after.heapUsedBytes + after.externalBytes - before.heapUsedBytes - before.externalBytes) / clients,
  };
}

async function measureServer(kind: ServerKind, clients: number): Promise<ServerResult[]> {
  const server = await startServer(kind);
  let cohort: Cohort | undefined;
  try {
    const warm = await openAudience(server, warmCohortSize);
    for (const mode of modes) await drive(server, warm, warmCohortSeconds, windowTicks, mode);
    warm.cohort.close();
    await waitForSubscribers(server, 0);
    // The same rest before both memory probes, so pages the collector returns late count alike.
    await sleep(idleSettleMs);
    const empty = await server.probe(true);
    const audience = await openAudience(server, clients);
    cohort = audience.cohort;
    // One tick reaches every client, so whatever a first delivery allocates counts as idle cost.
    await deliverTicks(server, audience, 1);
    await sleep(idleSettleMs);
    const idle = await server.probe(true);
    const idleCost = perConnection(empty, idle, clients);

    const results: ServerResult[] = [];
    for (const mode of modes) {
      await drive(server, audience, warmupSeconds, windowTicks, mode);
      const tally = await drive(server, audience, measuredSeconds, windowTicks, mode);
      const loaded = await server.probe(false);
      results.push({
        kind,
        clients,
        mode,
        deliveredPerSecond: (tally.messages * 1000) / tally.elapsedMs,
        ticksPerSecond: (tally.ticks * 1000) / tally.elapsedMs,
        ticksPerTurn: tally.ticks / Math.max(tally.publishTurns, 1),
        idleRssBytesPerConnection: idleCost.rss,
        idleHeapBytesPerConnection: idleCost.heap,
        serverCpuShare: tally.serverCpuMicros / 1000 / tally.elapsedMs,
        clientCpuShare: tally.clientCpuMicros / 1000 / tally.elapsedMs,
        otherCpuShare:
          tally.machineCpuMicros === undefined
            ? undefined
            : Math.max(0, tally.machineCpuMicros - tally.serverCpuMicros - tally.clientCpuMicros) /
              1000 /
              tally.elapsedMs,
        loadedRssBytes: loaded.rssBytes,
      });
    }
    return results;
  } finally {
    // The server goes first: stomp-broker-js walks all its subscriptions on every close, which
    // would take seconds at 10,000 clients for nothing.
    await server.stop();
    cohort?.close();
  }
}

function describeRun(): void {
  const limit = openFilesLimit();
  console.log(
    `STOMP fan-out of /topic/futures_info over raw WebSocket ${socketEndpointPath}: Node ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, open files limit ${limit ?? 'unknown'}`,
  );
  console.log(
    `Per server and client count, a fresh server process: ${warmCohortSize} clients connect, take ticks for ${2 * warmCohortSeconds} s and leave; GC; baseline. N clients CONNECT (guest, heart-beat 0,0) and SUBSCRIBE; one tick; ${idleSettleMs} ms idle; GC; memory per idle connection = (idle - baseline) / N.`,
  );
  console.log(
    `Then per publishing mode (spaced: one tick per turn of the server's event loop; burst: all granted ticks in one turn), ${warmupSeconds} s warm-up and ${measuredSeconds} s measured. Ticks are granted in batches: up to ${windowTicks} ahead of the slowest client, a new batch once it is at most ${windowTicks / 2} behind; the measured time includes draining the last ones.`,
  );
  // Server and clients share the machine's CPUs; anything else running skews both, unevenly.
  const [load] = loadavg();
  if (load !== undefined && load > 0.5) {
    console.log(
      `Load average ${load.toFixed(2)} at the start: other processes are busy, figures will scatter.`,
    );
  }
}

async function main(): Promise<void> {
  const startedMs = performance.now();
  if (windowTicks < 1 || windowTicks >= ticksAheadMax) {
    throw new Error(`BENCH_WINDOW must be between 1 and ${ticksAheadMax - 1}`);
  }
  const limit = openFilesLimit();
  const clientsMax = Math.max(...clientCounts);
  // The client process holds one socket per client, and so does the server child.
  if (limit !== undefined && limit < clientsMax + warmCohortSize + 256) {
    throw new Error(
      `open files limit ${limit} is too low for ${clientsMax} clients; raise it with ulimit -n`,
    );
  }
  describeRun();
  const results: ServerResult[] = [];
  for (const [caseIndex, clients] of clientCounts.entries()) {
    // The order alternates between cases, so neither server always runs on the warmer machine.
    const order = caseIndex % 2 === 0 ? [...servers] : [...servers].reverse();
    for (const kind of order) {
      for (const result of await measureServer(kind, clients)) {
        console.log(
          `  ${kind} × ${clients}, ${result.mode}: ${result.ticksPerSecond.toFixed(1)} ticks/s, ${result.ticksPerTurn.toFixed(1)} ticks per publishing turn, server RSS under load ${(result.loadedRssBytes / 2 ** 20).toFixed(0)} MiB`,
        );
        results.push(result);
      }
    }
  }
  printTable(results);
  console.log(`Finished in ${((performance.now() - startedMs) / 1000).toFixed(0)} s.`);
}

// Ctrl-C during a run must not leave server processes behind.
process.once('SIGINT', () => {
  killServerChildren();
  process.exit(130);
});
try {
  await main();
} finally {
  killServerChildren();
}
