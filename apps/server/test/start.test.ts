import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';

// `npm start` for real: the server process on the embedded database, its demo seed, and its graceful
// shutdown. Each start opens PGlite from disk, so the timeouts are generous.
const dataDir = mkdtempSync(join(tmpdir(), 'baro-start-'));
const port = 20_000 + Math.floor(Math.random() * 10_000);
const base = `http://127.0.0.1:${port}`;

function startServer(): Promise<ServerProcess> {
  return startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  });
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The demo member's BINARY balance, read through sign-in and GET /me as a member would. */
async function demoBinaryPoint(): Promise<string> {
  const login = await post('/api/login?siteInfoId=1', {
    username: 'demo',
    password: 'baro-demo-2026',
    siteInfoId: 1,
  });
  expect(login.status).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const me = await fetch(`${base}/api/me?siteInfoId=1`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const body = (await me.json()) as { wallet: Record<string, { point: string }> };
  return body.wallet.BINARY?.point ?? 'missing';
}

/** Sends the head of a login request, lets `beforeBody` run, then the body; resolves the raw answer. */
/**
 * A sign-in whose body is sent only after `beforeBody` ran: the request is in flight, its headers
 * handled, when the server is told to stop. `Expect: 100-continue` makes the server say when it has
 * taken the headers (Node answers 100 Continue as it hands the request to Fastify), so the test
 * waits for that rather than for a guess of time, which a loaded machine overran.
 */
function sendLoginInTwoParts(beforeBody: () => void): Promise<string> {
  const body = JSON.stringify({ username: 'demo', password: 'baro-demo-2026', siteInfoId: 1 });
  return new Promise((resolve, reject) => {
    let answer = '';
    let bodySent = false;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/login?siteInfoId=1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (!bodySent && answer.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) {
        bodySent = true;
        beforeBody();
        setTimeout(() => socket.write(body), 300);
      }
    });
    socket.on('end', () => {
      resolve(answer);
    });
    socket.on('error', reject);
  });
}

describe('npm start', () => {
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo site on an empty data folder and prints the URL and the demo logins', async () => {
    const server = await startServer();
    expect(server.output()).toContain(`Baro is running on http://localhost:${port}`);
    expect(server.output()).toContain("Demo logins (password 'baro-demo-2026')");
    expect(await demoBinaryPoint()).toBe('10000000');
    const operator = await post('/api/admin/login?siteInfoId=1', {
      username: 'admin',
      password: 'baro-demo-2026',
      siteInfoId: 1,
    });
    expect(operator.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('finishes a request in flight when told to stop, then exits cleanly', async () => {
    const server = await startServer();
    const answer = await sendLoginInTwoParts(() => server.child.kill('SIGTERM'));
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200/);
    expect(answer).toContain('accessToken');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('seeds nothing twice when started again on the same data folder', async () => {
    const server = await startServer();
    const sites = await fetch(`${base}/api/site_info/code?code=demo`);
    expect(((await sites.json()) as { id: number }).id).toBe(1);
    // A second seed would have failed on the unique codes or credited the opening balance again.
    expect(await demoBinaryPoint()).toBe('10000000');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
