import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { socketEndpointPath } from '@baro/contracts';

// The real server as a child process, started the way `npm start` starts it (without the web build
// step: `scripts/e2e.sh` builds apps/web/dist first and main.ts serves it at `/`). The web app's tests
// only talk to it over HTTP, the socket and the browser, never by importing server code
// (ARCHITECTURE.md §2). Used by the socket client's tests and by the browser journeys.

export const repoRoot = join(import.meta.dirname, '../../../..');

/** The demo seed (apps/server/src/demo/demo-data.ts): site 'demo' is id 1, one shared password. */
export const demoSiteId = 1;
export const demoPassword = 'baro-demo-2026';

export interface ServerOptions {
  /** Extra environment, e.g. ACCESS_TOKEN_TTL_SECONDS. */
  readonly env?: Readonly<Record<string, string>>;
  readonly readyTimeoutMs?: number;
  /** Wait for the built web app at `/` too (the browser journeys); the socket alone otherwise. */
  readonly webApp?: boolean;
}

export interface TestServer {
  readonly origin: string;
  readonly port: number;
  readonly dataDir: string;
  output(): string;
  /** Starts the process again on the same port and data (after `stop`). */
  start(): Promise<void>;
  /** Stops the process (SIGTERM, SIGKILL after a grace period) and waits for it to be gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Stops it and removes its data directory. */
  dispose(): Promise<void>;
}

/** A port below 32768 (the ephemeral range starts there) that nothing listens on right now. */
export async function freePort(): Promise<number> {
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
  throw new Error('no free port found below 32768');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Signals the child's whole process group (it is started detached, as its own group leader). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || exited(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Starts `apps/server/src/main.ts` on a fresh embedded database with the demo seed. */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'baro-web-server-'));
  const origin = `http://127.0.0.1:${port}`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 90_000;
  let child: ChildProcess | undefined;
  let output = '';
  let gone: Promise<void> = Promise.resolve();

  async function start(): Promise<void> {
    if (child !== undefined && !exited(child)) throw new Error('the server is already running');
    const started = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO: 'true',
        DATABASE_URL: '',
        // No simulated history: storing 30 days of candles keeps a first start's database busy for
        // seconds, and a graceful stop waits for it, which journeys that restart the server feel.
        MARKET_HISTORY_DAYS: '0',
        ...options.env,
      },
    });
    child = started;
    started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    gone = new Promise((resolve) => {
      started.once('exit', () => {
        resolve();
      });
    });
    const deadline = Date.now() + readyTimeoutMs;
    for (;;) {
      if (exited(started)) throw new Error(`the server exited before it was ready:\n${output}`);
      if (Date.now() > deadline) {
        signalGroup(started, 'SIGKILL');
        throw new Error(`the server was not ready within ${readyTimeoutMs} ms:\n${output}`);
      }
      // The socket endpoint, and the web app when a browser is to be pointed at it.
      const paths = [`${socketEndpointPath}/info`, ...(options.webApp === true ? ['/'] : [])];
      const ready = await Promise.all(
        paths.map((path) =>
          fetch(`${origin}${path}`).then(
            (response) => response.ok,
            () => false,
          ),
        ),
      );
      if (ready.every(Boolean)) return;
      await sleep(150);
    }
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const running = child;
    if (running === undefined || exited(running)) return;
    signalGroup(running, signal);
    const timer = setTimeout(() => {
      signalGroup(running, 'SIGKILL');
    }, 10_000);
    await gone;
    clearTimeout(timer);
  }

  await start();
  return {
    origin,
    port,
    dataDir,
    output: () => output,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
