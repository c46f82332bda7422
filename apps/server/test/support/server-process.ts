import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';

/** The repository's root, where `npm start` runs the server from. */
export const repoRoot = join(import.meta.dirname, '../../../..');

/** The real server process (`apps/server/src/main.ts`), its output so far, and its exit. */
export interface ServerProcess {
  readonly child: ChildProcessWithoutNullStreams;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

/**
 * Starts the server as `npm start` does, with `env` over this process' environment, and resolves once
 * it says it is running. Each start opens PGlite from disk, so the wait is generous; a process that
 * exits or stays silent fails with everything it printed.
 */
export async function startServerProcess(
  env: Readonly<Record<string, string>>,
  startTimeoutMs = 90_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      resolve(code);
    }),
  );
  const deadline = Date.now() + startTimeoutMs;
  while (!output.includes('Baro is running')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output, exited };
}
