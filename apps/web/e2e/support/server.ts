import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auth, socketEndpointPath } from '@baro/contracts';

// The real server as a child process, started the way `npm start` starts it (without the web build
// step: `scripts/e2e.sh` builds apps/web/dist first and main.ts serves it at `/`). The journeys only
// talk to it over HTTP, the socket and the browser, never by importing server code.

export const repoRoot = join(import.meta.dirname, '../../../..');

/** The demo seed (apps/server/src/demo/demo-data.ts): site 'demo' is id 1, one shared password. */
export const demoSiteId = 1;
export const demoPassword = 'baro-demo-2026';
const demoOperator = 'admin';

export interface ServerOptions {
  /** Extra environment, e.g. ACCESS_TOKEN_TTL_SECONDS. */
  readonly env?: Readonly<Record<string, string>>;
  readonly readyTimeoutMs?: number;
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
  const dataDir = mkdtempSync(join(tmpdir(), 'baro-e2e-'));
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
      // Both the socket endpoint and the web app must answer before a browser is pointed at it.
      const ready = await Promise.all([
        fetch(`${origin}${socketEndpointPath}/info`).then(
          (r) => r.ok,
          () => false,
        ),
        fetch(`${origin}/`).then(
          (r) => r.ok,
          () => false,
        ),
      ]);
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

async function postJson(url: string, body: unknown, token?: string): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * The newest SMS verification code sent to `phoneDigits`, read from the demo outbox the way an
 * operator would (GET /api/admin/demo_outbox with the demo operator's token).
 */
export async function latestSmsCode(server: TestServer, phoneDigits: string): Promise<string> {
  const login = (await postJson(`${server.origin}/api${auth.adminLogin.path}?siteInfoId=${demoSiteId}`, {
    username: demoOperator,
    password: demoPassword,
    siteInfoId: demoSiteId,
  })) as { accessToken: string };
  const response = await fetch(`${server.origin}/api${auth.demoOutbox.path}?siteInfoId=${demoSiteId}`, {
    headers: { authorization: `Bearer ${login.accessToken}` },
  });
  if (!response.ok) throw new Error(`the demo outbox answered ${response.status}`);
  const outbox = (await response.json()) as {
    content: { channel: string; target: string; message: string }[];
  };
  const sms = outbox.content.find(
    (row) => row.channel === 'PHONE' && row.target.replace(/\D/g, '') === phoneDigits,
  );
  const code = sms === undefined ? undefined : /\d{6}/.exec(sms.message)?.[0];
  if (code === undefined) throw new Error(`no SMS code for ${phoneDigits} in the demo outbox`);
  return code;
}

/**
 * Sets a site's message language the way an operator sets it: in the site's `settings`
 * (`languagePolicy`, docs/spec-interpretations.md). The server has no call for it, so this writes
 * the embedded database of a stopped server directly, from a child process with the server's PGlite.
 */
export async function setSiteLanguagePolicy(
  server: TestServer,
  siteId: number,
  policy: 'ko' | 'en' | 'enForGuests',
): Promise<void> {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const db = new PGlite(process.env.E2E_PGLITE_DIR);
    const result = await db.query(
      "UPDATE site_info SET settings = settings || jsonb_build_object('languagePolicy', $1::text) WHERE id = $2",
      [process.env.E2E_POLICY, Number(process.env.E2E_SITE_ID)],
    );
    await db.close();
    if (result.affectedRows !== 1) { console.error('site not updated'); process.exit(1); }
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: join(repoRoot, 'apps/server'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      E2E_PGLITE_DIR: join(server.dataDir, 'pglite'),
      E2E_POLICY: policy,
      E2E_SITE_ID: String(siteId),
    },
  });
  const code = await new Promise<number | null>((resolve) => {
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`setting the site's language failed (exit code ${String(code)})`);
}
