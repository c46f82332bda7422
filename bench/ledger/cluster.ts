import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const clusterScript = fileURLToPath(new URL('../../scripts/pg-cluster.sh', import.meta.url));

export interface BenchServer {
  readonly url: string;
  /** Where it came from, for the report. */
  readonly origin: string;
  stop(): void;
}

/**
 * The server to measure: BENCH_DATABASE_URL when given, else a throwaway cluster from the same script
 * the tests use, started with --durable (fsync and synchronous_commit on), because this benchmark is
 * about durable commits. The caller must call stop(), also on failure.
 */
export function openBenchServer(): BenchServer {
  const given = process.env.BENCH_DATABASE_URL;
  if (given !== undefined && given !== '') {
    return { url: given, origin: 'BENCH_DATABASE_URL', stop: () => undefined };
  }
  // BENCH_FAST_COMMIT=1 starts the cluster with fsync off: no longer durable, but it shows the
  // store's own CPU cost, which a slow disk's fsync otherwise hides.
  const durable = process.env.BENCH_FAST_COMMIT !== '1';
  // stderr is inherited so a failing start explains itself; stdout carries "DATA_DIR PORT".
  const started = execFileSync('bash', [clusterScript, 'start', ...(durable ? ['--durable'] : [])], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  const [dir, port] = started.split(' ');
  if (dir === undefined || port === undefined) throw new Error(`pg-cluster.sh answered "${started}"`);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    execFileSync('bash', [clusterScript, 'stop', dir], { stdio: 'inherit' });
  };
  // Ctrl-C during a run must not leave a cluster behind.
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    origin: `throwaway cluster on port ${port}`,
    stop,
  };
}

/** Runs one administrative statement (CREATE/DROP DATABASE) on its own connection. */
export async function adminStatement(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `url` with its database replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The machine's load averages and CPUs, printed beside every figure. */
export function machineLoad(): string {
  return `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${availableParallelism()} CPUs`;
}
