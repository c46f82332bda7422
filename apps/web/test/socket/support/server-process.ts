import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { socketEndpointPath } from '@baro/contracts';

// The real server as a child process, started the way `npm start` starts it. The web app never
// imports server code (ARCHITECTURE.md §2); it only talks to it over HTTP and the socket.

const repoRoot = join(import.meta.dirname, '../../../../..');

export interface ServerProcess {
  readonly origin: string;
  readonly child: ChildProcessWithoutNullStreams;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
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

/**
 * Starts `apps/server/src/main.ts` on the embedded database in `dataDir` with the demo seed, and
 * resolves once the socket endpoint answers (sockjs's `/ws/info`).
 */
export async function startServer(
  port: number,
  dataDir: string,
  readyTimeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO: 'true',
      DATABASE_URL: '',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before it was ready:\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${readyTimeoutMs} ms:\n${output}`);
    }
    const ready = await fetch(`${origin}${socketEndpointPath}/info`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, child, output: () => output, exited };
}

/** Kills the process (SIGKILL by default: no goodbye to its sockets) and waits for it to be gone. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}
