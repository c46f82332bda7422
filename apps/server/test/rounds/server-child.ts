import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

// The real server (`apps/server/src/main.ts`) as a child process, for the tests that kill it. Its
// pino log lines are kept, parsed, so a test can wait for the moment it wants to act on.

const repoRoot = join(import.meta.dirname, '../../../..');

export interface LogLine {
  readonly msg?: string;
  readonly [field: string]: unknown;
}

export interface ServerChild {
  readonly port: number;
  /** Resolves with the first log line (past or future) that `matches`; rejects after `timeoutMs`. */
  waitForLog(matches: (line: LogLine) => boolean, timeoutMs: number): Promise<LogLine>;
  output(): string;
  /** Sends the signal and waits for the process to be gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** A port below 32768 (the ephemeral range starts there) that nothing listens on right now. */
async function freePort(): Promise<number> {
  for (let tries = 0; tries < 50; tries += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => {
        resolve(false);
      });
      probe.listen(port, '127.0.0.1', () => {
        probe.close(() => {
          resolve(true);
        });
      });
    });
    if (free) return port;
  }
  throw new Error('no free port below 32768');
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Starts the server with `env` on top of a quiet test setup and waits until it listens. */
export async function startServerChild(env: Readonly<Record<string, string>>): Promise<ServerChild> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DEMO: 'false',
      TOKEN_SECRET: 'kill-test-secret-that-is-at-least-32-characters',
      MARKET_HISTORY_DAYS: '0',
      ...env,
    },
  });
  let output = '';
  const lines: LogLine[] = [];
  const waiters = new Set<{ matches: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    pending += text;
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const raw of complete) {
      if (!raw.startsWith('{')) continue;
      const line = JSON.parse(raw) as LogLine;
      lines.push(line);
      for (const waiter of waiters) {
        if (waiter.matches(line)) {
          waiters.delete(waiter);
          waiter.resolve(line);
        }
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const gone = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });

  const waitForLog = (matches: (line: LogLine) => boolean, timeoutMs: number) => {
    const seen = lines.find(matches);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise<LogLine>((resolve, reject) => {
      const waiter = { matches, resolve };
      waiters.add(waiter);
      setTimeout(() => {
        if (!waiters.delete(waiter)) return;
        reject(new Error(`no matching log line within ${timeoutMs} ms:\n${output.slice(-4_000)}`));
      }, timeoutMs);
    });
  };

  const deadline = Date.now() + 90_000;
  while (!output.includes('Baro is running')) {
    if (exited(child) || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    waitForLog,
    output: () => output,
    async stop(signal) {
      if (!exited(child)) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
