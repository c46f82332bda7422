import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { createInbox } from '../support/stomp-client.ts';
import { openStompClient } from '../support/stomp-client.ts';

// SIGTERM to the real server process with clients that send nothing more: an idle keep-alive
// connection, one whose request is still in flight, and an open STOMP session. None of them may keep
// the process alive: the idle one is closed at once, the one in flight gets its answer and is closed,
// the socket session is told the server is restarting, and the process exits 0.
const dataDir = mkdtempSync(join(tmpdir(), 'baro-shutdown-'));
const port = 20_000 + Math.floor(Math.random() * 10_000);
const origin = `http://127.0.0.1:${port}`;
/** Far beyond the 5 s drain, far below Fastify's 72 s keep-alive timeout the old code waited for. */
const waitMs = 20_000;

function startServer(): Promise<ServerProcess> {
  return startServerProcess(
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      DEMO: 'false',
      TOKEN_SECRET: 'shutdown-test-secret-that-is-at-least-32-characters',
      MARKET_HISTORY_DAYS: '0',
    },
    90_000,
  );
}

/** A raw HTTP/1.1 connection: what arrives on it, and when the server ends it. */
function rawConnection(): Promise<{ socket: Socket; received: () => string; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => {
      resolve({ socket, received: () => received, ended });
    });
    const ended = new Promise<void>((resolveEnded) => socket.once('end', resolveEnded));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.once('error', reject);
  });
}

async function waitFor(check: () => boolean, label: string): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function within<T>(promise: Promise<T>, label: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => {
        reject(new Error(`timed out waiting for ${label}`));
      }, waitMs).unref(),
    ),
  ]);
}

describe('stopping the server', () => {
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes idle and finished keep-alive connections, tells socket sessions to reconnect, and exits 0', async () => {
    const server = await startServer();
    try {
      // An idle keep-alive connection: one answered request, then silence.
      const idle = await rawConnection();
      idle.socket.write(`GET /api/docs HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`);
      await waitFor(() => idle.received().includes('"openapi"'), 'the first answer');
      expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);

      // A keep-alive request still in flight at the signal: its head now, its body after.
      const body = JSON.stringify({ username: 'nobody', password: 'whatever-123', siteInfoId: 1 });
      const inFlight = await rawConnection();
      inFlight.socket.write(
        `POST /api/login?siteInfoId=1 HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );

      const stomp = openStompClient({ origin, transport: 'websocket', subscriptions: [] });
      await stomp.ready.next(() => true, 'CONNECTED', waitMs);
      const closeCodes = createInbox<number>();
      stomp.client.onWebSocketClose = (event: { code?: number }) => {
        closeCodes.push(event.code ?? 0);
      };

      server.child.kill('SIGTERM');
      await waitFor(() => server.output().includes('shutting down'), 'the shutdown to begin');
      inFlight.socket.write(body);

      // The request in flight is answered, told the connection closes, and the server ends it.
      await within(inFlight.ended, 'the server to end the connection of the request in flight');
      expect(inFlight.received()).toMatch(/^HTTP\/1\.1 [1-5]\d\d/);
      expect(inFlight.received().toLowerCase()).toContain('connection: close');
      // The idle connection was closed by the server, not left to its keep-alive timeout.
      await within(idle.ended, 'the server to end the idle keep-alive connection');

      // The session hears why (an ERROR with the code) and the close says "service restart".
      const error = await stomp.errors.next(() => true, 'an ERROR frame', waitMs);
      expect(error.headers.code).toBe('SERVER_RESTARTING');
      expect(await closeCodes.next(() => true, 'the socket to close', waitMs)).toBe(1012);

      expect(await within(server.exited, 'the process to exit')).toBe(0);
      await stomp.deactivate();
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 150_000);
});
