import type { AddressInfo } from 'node:net';
import { socketUrl } from '@baro/contracts';
import { Client, StompHeaders } from '@stomp/stompjs';
import type { IFrame, IMessage } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import SockJS from 'sockjs-client';
import { WebSocket } from 'ws';
import { createStompParser, encodeFrame } from '../../src/realtime/stomp/index.ts';
import type { StompFrame } from '../../src/realtime/stomp/index.ts';

/** How long a test waits for something the server should do at once. */
export const eventTimeoutMs = 5_000;

/**
 * Things that arrive over time, and waits for one that matches. A wait looks at everything received so
 * far first, so it cannot miss an item that came before the wait began.
 */
export interface Inbox<T> {
  readonly items: readonly T[];
  push(item: T): void;
  next(predicate: (item: T) => boolean, label: string, timeoutMs?: number): Promise<T>;
}

export function createInbox<T>(): Inbox<T> {
  const items: T[] = [];
  const waiters = new Set<{ predicate: (item: T) => boolean; resolve: (item: T) => void }>();
  return {
    items,
    push(item) {
      items.push(item);
      for (const waiter of [...waiters]) {
        if (!waiter.predicate(item)) continue;
        waiters.delete(waiter);
        waiter.resolve(item);
      }
    },
    next(predicate, label, timeoutMs = eventTimeoutMs) {
      const found = items.find(predicate);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise<T>((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (item: T) => {
            clearTimeout(timer);
            resolve(item);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`timed out after ${timeoutMs} ms waiting for ${label}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

/** Resolves when `check` holds, looking again every few milliseconds; for server-side state. */
export async function waitUntil(
  check: () => boolean,
  label: string,
  timeoutMs = eventTimeoutMs,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Starts the app on a free loopback port and answers its origin (`http://127.0.0.1:port`). */
export async function listenOnLoopback(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

export type ClientTransport = 'websocket' | 'sockjs-websocket' | 'sockjs-xhr-streaming';

export interface StompTestClientOptions {
  origin: string;
  transport: ClientTransport;
  token?: string;
  /** Subscribed on every CONNECTED, so a reconnect restores them (stompjs does not by itself). */
  subscriptions: readonly string[];
  connectHeaders?: Record<string, string>;
  /** 0: no reconnect. */
  reconnectDelayMs?: number;
  /** Appended to the endpoint URL, e.g. `?principal=someone`. */
  query?: string;
  /** The User-Agent of the opening request; raw WebSocket only (sockjs-client sets none). */
  userAgent?: string;
}

export interface StompTestClient {
  readonly client: Client;
  readonly messages: Inbox<IMessage>;
  readonly errors: Inbox<IFrame>;
  readonly closes: Inbox<number>;
  /** One entry per connection whose subscriptions the server has confirmed (by receipt). */
  readonly ready: Inbox<number>;
  /** Waits for a message on a destination whose JSON body satisfies `predicate`. */
  message(destination: string, predicate?: (body: Record<string, unknown>) => boolean): Promise<IMessage>;
  deactivate(): Promise<void>;
}

function socketFactory(options: StompTestClientOptions) {
  const { origin, transport, query = '' } = options;
  switch (transport) {
    case 'websocket': {
      const headers = options.userAgent === undefined ? {} : { 'user-agent': options.userAgent };
      return () => new WebSocket(`${socketUrl(origin, 'websocket')}${query}`, { headers });
    }
    case 'sockjs-websocket':
      return () =>
        new SockJS(`${socketUrl(origin, 'sockjs')}${query}`, undefined, { transports: ['websocket'] });
    case 'sockjs-xhr-streaming':
      return () =>
        new SockJS(`${socketUrl(origin, 'sockjs')}${query}`, undefined, { transports: ['xhr-streaming'] });
  }
}

function stompHeaders(values: Record<string, string>): StompHeaders {
  return Object.assign(new StompHeaders(), values);
}

/** @stomp/stompjs over the chosen transport, as the web app uses it, with everything it receives recorded. */
export function openStompClient(options: StompTestClientOptions): StompTestClient {
  const messages = createInbox<IMessage>();
  const errors = createInbox<IFrame>();
  const closes = createInbox<number>();
  const ready = createInbox<number>();
  let connections = 0;
  let receipts = 0;
  // Set field by field: stompjs types its options and headers as classes, not plain objects.
  const client = new Client();
  client.webSocketFactory = socketFactory(options);
  client.connectHeaders = stompHeaders({
    ...(options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }),
    ...options.connectHeaders,
  });
  client.reconnectDelay = options.reconnectDelayMs ?? 0;
  client.heartbeatIncoming = 10_000;
  client.heartbeatOutgoing = 10_000;
  client.debug = () => undefined;
  client.onConnect = () => {
    connections += 1;
    const connection = connections;
    let confirmed = 0;
    for (const destination of options.subscriptions) {
      receipts += 1;
      const receipt = `r-${receipts}`;
      client.watchForReceipt(receipt, () => {
        confirmed += 1;
        if (confirmed === options.subscriptions.length) ready.push(connection);
      });
      client.subscribe(
        destination,
        (message) => {
          messages.push(message);
        },
        stompHeaders({ receipt }),
      );
    }
    if (options.subscriptions.length === 0) ready.push(connection);
  };
  client.onStompError = (frame) => {
    errors.push(frame);
  };
  client.onWebSocketClose = (event: { code?: number }) => {
    closes.push(event.code ?? 0);
  };
  client.activate();
  return {
    client,
    messages,
    errors,
    closes,
    ready,
    message(destination, predicate = () => true) {
      return messages.next(
        (message) =>
          message.headers.destination === destination &&
          predicate(JSON.parse(message.body) as Record<string, unknown>),
        `a message on ${destination}`,
      );
    },
    deactivate: () => client.deactivate(),
  };
}

/**
 * A STOMP client written by hand over a raw `ws` socket, for what a well-behaved library will not do:
 * stop reading, or go silent without closing.
 */
export interface RawStompClient {
  readonly ws: WebSocket;
  readonly frames: Inbox<StompFrame>;
  /** Heart-beat EOLs received. */
  heartbeats(): number;
  readonly closed: Promise<void>;
  send(command: StompFrame['command'], headers: Record<string, string>, body?: string): void;
}

export async function openRawStompClient(origin: string): Promise<RawStompClient> {
  const ws = new WebSocket(socketUrl(origin, 'websocket'));
  const frames = createInbox<StompFrame>();
  const parser = createStompParser();
  let heartbeats = 0;
  const closed = new Promise<void>((resolve) => {
    ws.once('close', () => {
      resolve();
    });
  });
  ws.on('error', () => undefined);
  ws.on('message', (data: Buffer) => {
    const parsed = parser.push(new Uint8Array(data));
    heartbeats += parsed.heartbeats;
    for (const frame of parsed.frames) frames.push(frame);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => {
      resolve();
    });
    ws.once('error', reject);
  });
  const textEncoder = new TextEncoder();
  return {
    ws,
    frames,
    heartbeats: () => heartbeats,
    closed,
    send(command, headers, body = '') {
      ws.send(encodeFrame({ command, headers: Object.entries(headers), body: textEncoder.encode(body) }));
    },
  };
}
