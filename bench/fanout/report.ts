// The benchmark's verdict: one row per server, client count and publishing mode, with the goals.
import { publishModes, serverKinds } from './protocol.ts';
import type { PublishMode, ServerKind } from './protocol.ts';

export const goalRatio = 3;
export const goalIdleBytes = 20 * 1024;

export interface ServerResult {
  readonly kind: ServerKind;
  readonly clients: number;
  readonly mode: PublishMode;
  readonly deliveredPerSecond: number;
  readonly ticksPerSecond: number;
  readonly ticksPerTurn: number;
  readonly idleRssBytesPerConnection: number;
  /** V8 heap used plus external memory: less noisy than RSS, blind to what the allocator keeps. */
  readonly idleHeapBytesPerConnection: number;
  /** CPU time over wall time during the measured window: 1 is one core busy throughout. */
  readonly serverCpuShare: number;
  readonly clientCpuShare: number;
  /** What every other process on the machine used meanwhile; high values make a row unreliable. */
  readonly otherCpuShare: number | undefined;
  readonly loadedRssBytes: number;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

function goalsOf(result: ServerResult, ratio: number | undefined): string {
  if (result.kind !== 'baro' || ratio === undefined) return 'reference';
  const rate = ratio >= goalRatio ? 'rate pass' : 'rate FAIL';
  const memory = result.idleRssBytesPerConnection <= goalIdleBytes ? 'memory pass' : 'memory FAIL';
  return `${rate}, ${memory}`;
}

function order(a: ServerResult, b: ServerResult): number {
  return (
    a.clients - b.clients ||
    publishModes.indexOf(a.mode) - publishModes.indexOf(b.mode) ||
    serverKinds.indexOf(a.kind) - serverKinds.indexOf(b.kind)
  );
}

function rowOf(result: ServerResult, results: readonly ServerResult[]): string[] {
  const reference = results.find(
    (other) =>
      other.kind === 'stomp-broker-js' && other.clients === result.clients && other.mode === result.mode,
  );
  const ratio =
    reference === undefined ? undefined : result.deliveredPerSecond / reference.deliveredPerSecond;
  return [
    result.kind,
    String(result.clients),
    result.mode,
    result.deliveredPerSecond.toFixed(0),
    ratio === undefined ? '-' : `${ratio.toFixed(2)}×`,
    kib(result.idleRssBytesPerConnection),
    kib(result.idleHeapBytesPerConnection),
    percent(result.serverCpuShare),
    percent(result.clientCpuShare),
    result.otherCpuShare === undefined ? '-' : percent(result.otherCpuShare),
    goalsOf(result, ratio),
  ];
}

/** The table, and the goals stated under it. */
export function printTable(results: readonly ServerResult[]): void {
  const headers = [
    'server',
    'clients',
    'publish',
    'delivered msg/s',
    'ratio vs stomp-broker-js',
    'RSS per idle conn',
    'heap+ext per idle conn',
    'server CPU',
    'client CPU',
    'other CPU',
    'goals',
  ];
  const rows = [...results].sort(order).map((result) => rowOf(result, results));
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const print = (cells: readonly string[]) => {
    const padded = cells.map((cell, i) =>
      i < 3 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
    );
    console.log(padded.join(' | '));
  };
  print(headers);
  for (const row of rows) print(row);
  console.log(
    `Goals for Baro: delivered msg/s ≥ ${goalRatio}× stomp-broker-js (same clients, same publishing), RSS per idle connection ≤ ${kib(goalIdleBytes)}.`,
  );
}
