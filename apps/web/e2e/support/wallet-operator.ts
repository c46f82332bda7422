import { auth, dnw } from '@baro/contracts';
import type { Page } from 'playwright-core';
import { demoPassword, demoSiteId } from './server.ts';
import type { TestServer } from './server.ts';

// What the wallet journeys need around the browser: the demo operator deciding requests through the
// API (apps/server/src/http/routes/admin/dnw), and a look at the page's socket frames to know when
// the balance queue is subscribed.

const demoOperator = 'admin';

/** One operator call to the server (JSON in, JSON out); throws on any status but 2xx. */
export async function call(server: TestServer, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${server.origin}/api${path}${separator}siteInfoId=${demoSiteId}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** The demo operator's access token (POST /admin/login). */
export async function operatorToken(server: TestServer): Promise<string> {
  const tokens = (await call(server, 'POST', auth.adminLogin.path, {
    username: demoOperator,
    password: demoPassword,
    siteInfoId: demoSiteId,
  })) as { accessToken: string };
  return tokens.accessToken;
}

/** The site's pending requests, oldest first, as the back office lists them (GET /admin/dnw/list). */
export async function pendingRequests(server: TestServer, token: string): Promise<dnw.AdminDnw[]> {
  const page = (await call(
    server,
    'GET',
    `${dnw.adminListDnw.path}?statusStrs=PENDING&size=100`,
    undefined,
    token,
  )) as {
    content: dnw.AdminDnw[];
  };
  return page.content;
}

/** Approves one pending request as the operator (POST /admin/dnw/approve). */
export async function approveRequest(
  server: TestServer,
  token: string,
  dnwHistoryId: number,
): Promise<dnw.AdminDnw> {
  return (await call(server, 'POST', dnw.adminApproveDnw.path, { dnwHistoryId }, token)) as dnw.AdminDnw;
}

/** A STOMP frame of the page's sockets: which way, its command and destination. */
export interface StompEntry {
  readonly way: 'sent' | 'received';
  readonly command: string;
  readonly destination: string | undefined;
}

/** SockJS wraps STOMP frames in JSON arrays (`a[...]` from the server, `[...]` from the client). */
function stompFrames(payload: string): { command: string; destination: string | undefined }[] {
  let texts: string[];
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
    const destination = lines.find((line) => line.startsWith('destination:'))?.slice('destination:'.length);
    return { command: command.trim(), destination };
  });
}

/** Records the STOMP frames of every socket the page opens from now on, in order. */
export function watchStomp(page: Page): StompEntry[] {
  const log: StompEntry[] = [];
  page.on('websocket', (socket) => {
    const text = (payload: string | Buffer) => (typeof payload === 'string' ? payload : payload.toString());
    socket.on('framesent', (frame) => {
      for (const sent of stompFrames(text(frame.payload))) log.push({ way: 'sent', ...sent });
    });
    socket.on('framereceived', (frame) => {
      for (const received of stompFrames(text(frame.payload))) log.push({ way: 'received', ...received });
    });
  });
  return log;
}

/**
 * Whether the last SUBSCRIBE to `destination` has been followed by a MESSAGE from the server (the
 * pong of the ping sent after it): the gateway handles a connection's frames in order, so by then
 * it has taken the subscription and a push to it will arrive.
 */
export function subscriptionTaken(log: readonly StompEntry[], destination: string): boolean {
  const subscribed = log.findLastIndex(
    (entry) => entry.way === 'sent' && entry.command === 'SUBSCRIBE' && entry.destination === destination,
  );
  return (
    subscribed !== -1 &&
    log.slice(subscribed).some((entry) => entry.way === 'received' && entry.command === 'MESSAGE')
  );
}

/** How many MESSAGE frames to `destination` the page has received. */
export function messagesTo(log: readonly StompEntry[], destination: string): number {
  return log.filter(
    (entry) => entry.way === 'received' && entry.command === 'MESSAGE' && entry.destination === destination,
  ).length;
}
