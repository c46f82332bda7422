import { errorCatalogue, overseaTopic, pongQueue } from '@baro/contracts';
import type { Browser, BrowserContext, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectOverseaPage,
  expectPath,
  launchBrowser,
  phoneContext,
  screenshot,
  submitSignIn,
  uiTimeoutMs,
} from './support/browser.ts';
import { startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';

// Spec §4 "Socket": the connection lost under an open page shows the blocking reconnect loader,
// retries three times 500 ms apart, then alerts and reloads; after that the socket is connected again
// with its subscriptions back. A restart takes seconds, longer than the three retries, so the journey
// expects the give-up alert and answers it once the server is back.

const reconnectingText = errorCatalogue.SOCKET_RECONNECTING.ko;

interface StompFrame {
  readonly command: string;
  readonly headers: Readonly<Record<string, string>>;
}

interface WatchedSocket {
  readonly socket: WebSocket;
  readonly sent: StompFrame[];
  readonly received: StompFrame[];
}

/** SockJS wraps STOMP frames in JSON arrays (`a[...]` from the server, `[...]` from the client). */
function stompFrames(payload: string): StompFrame[] {
  let texts: string[] = [];
  try {
    if (payload.startsWith('a[')) texts = JSON.parse(payload.slice(1)) as string[];
    else if (payload.startsWith('[')) texts = JSON.parse(payload) as string[];
    else texts = [payload];
  } catch {
    return [];
  }
  return texts.map((text) => {
    const [head = ''] = text.split('\n\n');
    const [command = '', ...lines] = head.split('\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon)] = line.slice(colon + 1);
    }
    return { command: command.trim(), headers };
  });
}

function watchSockets(page: Page): WatchedSocket[] {
  const sockets: WatchedSocket[] = [];
  page.on('websocket', (socket) => {
    const watched: WatchedSocket = { socket, sent: [], received: [] };
    sockets.push(watched);
    const text = (payload: string | Buffer) => (typeof payload === 'string' ? payload : payload.toString());
    socket.on('framesent', (frame) => watched.sent.push(...stompFrames(text(frame.payload))));
    socket.on('framereceived', (frame) => watched.received.push(...stompFrames(text(frame.payload))));
  });
  return sockets;
}

/**
 * The destinations a socket subscribed to, each once: two parts of a screen may each subscribe to the same
 * topic, and which of them has done so at a given instant is timing, not behaviour.
 */
function subscribed(watched: WatchedSocket): string[] {
  const destinations = watched.sent
    .filter((frame) => frame.command === 'SUBSCRIBE')
    .map((frame) => frame.headers.destination ?? '');
  return [...new Set(destinations)].sort();
}

function pongs(watched: WatchedSocket): number {
  return watched.received.filter(
    (frame) => frame.command === 'MESSAGE' && frame.headers.destination === pongQueue.destination,
  ).length;
}

let server: TestServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await phoneContext(browser, server.origin);
});

afterAll(async () => {
  await (context as BrowserContext | undefined)?.close();
  await (browser as Browser | undefined)?.close();
  await (server as TestServer | undefined)?.dispose();
});

describe('a server restart under an open page', () => {
  it('shows the reconnect loader and ends connected again with the subscriptions restored', async () => {
    const page = await context.newPage();
    const sockets = watchSockets(page);
    await page.goto('/signin');
    await submitSignIn(page, 'demo');
    const overseaPath = await expectOverseaPage(page);

    // Connected: the member queues are subscribed, a ping has had its pong, and the overseas page has
    // subscribed to its prices.
    await expect.poll(() => sockets.some((s) => pongs(s) > 0), { timeout: uiTimeoutMs }).toBe(true);
    const before = sockets.find((s) => pongs(s) > 0);
    if (before === undefined) throw new Error('unreachable');
    // A raw WebSocket at /ws, not SockJS's /ws/{server}/{session}/websocket (socket-transport.ts).
    expect(new URL(before.socket.url()).pathname).toBe('/ws');
    await expect.poll(() => subscribed(before), { timeout: uiTimeoutMs }).toContain(overseaTopic.destination);
    const destinationsBefore = subscribed(before);
    expect(destinationsBefore).toContain(pongQueue.destination);

    const socketsBefore = sockets.length;
    await server.stop('SIGTERM');
    await page.getByRole('status').filter({ hasText: reconnectingText }).waitFor({ timeout: uiTimeoutMs });
    await screenshot(page, 'reconnecting-loader');

    // Three attempts 500 ms apart fail while the server is down: the give-up alert waits for the member.
    const alert = page.getByRole('alertdialog');
    await alert.waitFor({ timeout: uiTimeoutMs });
    expect(await alert.textContent()).toContain(errorCatalogue.SOCKET_RECONNECT_FAILED.ko);
    await screenshot(page, 'reconnect-failed-alert');

    await server.start();
    await alert.getByRole('button', { name: '닫기' }).click();

    // Reloaded: a new socket, the same subscriptions, pongs flowing again, no loader.
    await expect
      .poll(() => sockets.slice(socketsBefore).some((s) => pongs(s) > 0), { timeout: 60_000 })
      .toBe(true);
    const after = sockets.slice(socketsBefore).find((s) => pongs(s) > 0);
    if (after === undefined) throw new Error('unreachable');
    await expect.poll(() => subscribed(after), { timeout: uiTimeoutMs }).toEqual(destinationsBefore);
    expect(await page.getByRole('status').filter({ hasText: reconnectingText }).count()).toBe(0);
    await expectPath(page, overseaPath);
  });
});
