import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { socketEndpointPath } from '@baro/contracts';
import type { Logger } from 'pino';
import sockjs from 'sockjs';
import type { Connection as SockjsConnection } from 'sockjs';
import { WebSocketServer } from 'ws';
import type { AppContext } from '../context.ts';
import type { Bus } from './bus.ts';
import { sockjsConnection, wsConnection } from './connection.ts';
import { createSubscriptionPolicy } from './destinations.ts';
import type { TopicSiteRule } from './destinations.ts';
import { FlushScheduler } from './flush-scheduler.ts';
import type { Connection } from './connection.ts';
import type { RealtimeLimits } from './limits.ts';
import { createSessionRegistry } from './registry.ts';
import { createStompSession } from './session.ts';
import type { SessionHost } from './session.ts';

export interface SessionStats {
  readonly id: string;
  readonly transport: Connection['transport'];
  /** `connecting` until the CONNECT frame is accepted. */
  readonly kind: 'connecting' | 'guest' | 'member' | 'operator';
  readonly memberId: number | null;
  readonly subscriptions: number;
  /** Bytes waiting to be sent: the session's queue plus the transport's buffer. */
  readonly bufferedBytes: number;
}

/** The socket endpoint of one HTTP server (ARCHITECTURE.md §6). */
export interface RealtimeGateway {
  /** The live sessions, for tests and operators' diagnostics. */
  stats(): readonly SessionStats[];
  /**
   * Ends every session, telling each client the server is restarting (an ERROR with the code
   * SERVER_RESTARTING, then close code 1012) so it reconnects, here or elsewhere; stops accepting new
   * ones, and destroys sockets that have not closed after the grace period.
   */
  close(): Promise<void>;
}

export interface GatewayOptions {
  readonly bus: Bus;
  readonly limits: RealtimeLimits;
  readonly authenticate: AppContext['authenticate'];
  readonly clock: AppContext['clock'];
  readonly log: Logger;
  /**
   * The site rules of the parameterised topics whose site takes a lookup (the notice topic names its
   * own). A topic without a rule cannot be subscribed: a gateway for a benchmark may leave them out.
   */
  readonly topicSiteRules?: readonly TopicSiteRule[];
}

function pathOf(request: IncomingMessage): string {
  const url = request.url ?? '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Serves STOMP on the endpoint of the contracts: a raw WebSocket upgrade at the path itself, and SockJS
 * (info, websocket and the HTTP fallbacks) under it as its prefix. Attach before the server listens;
 * it takes over the server's `upgrade` event, refusing upgrades anywhere else.
 */
export function attachGateway(server: Server, options: GatewayOptions): RealtimeGateway {
  const { limits, log } = options;
  const registry = createSessionRegistry();
  const scheduler = new FlushScheduler(limits.topicFlushMs);
  const upgraded = new Set<Duplex>();
  let sessionSerial = 0;
  let closing = false;

  const host: SessionHost = {
    limits,
    scheduler,
    subscriptionPolicy: createSubscriptionPolicy(options.topicSiteRules),
    authenticate: options.authenticate,
    nowMs: () => options.clock.nowMs(),
    connected: (session) => {
      registry.connected(session);
    },
    subscribed: (session, subscription) => {
      registry.subscribed(session, subscription);
    },
    unsubscribed: (session, subscription) => {
      registry.unsubscribed(session, subscription);
    },
    ended: (session) => {
      registry.ended(session);
    },
    failed: (session, error) => {
      log.error({ err: error, session: session.id }, 'socket session failed');
    },
  };

  function open(connection: Connection): void {
    if (closing) {
      connection.terminate();
      return;
    }
    sessionSerial += 1;
    registry.add(createStompSession(sessionSerial.toString(36), connection, host));
  }

  const unsubscribeBus = options.bus.subscribe((message) => {
    registry.deliver(message);
  });

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.inboundMessageBytesMax,
    // Compression would cost CPU and memory per session for frames that are mostly small JSON.
    perMessageDeflate: false,
  });
  const sockjsServer = sockjs.createServer({
    prefix: socketEndpointPath,
    log: (severity, line) => {
      if (severity === 'error') log.error({ sockjs: line }, 'sockjs error');
      else log.debug({ sockjs: line }, 'sockjs');
    },
  });
  sockjsServer.on('connection', (conn: SockjsConnection | null) => {
    // sockjs emits null for a session that closed before it opened.
    if (conn !== null) open(sockjsConnection(conn));
  });
  sockjsServer.installHandlers(server);

  // sockjs has put its handler in front of the server's upgrade listeners; ours goes in front of it,
  // so the bare path is a raw WebSocket and only the paths under it reach sockjs.
  const sockjsUpgrade = server.listeners('upgrade');
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = pathOf(request);
    if (closing || (path !== socketEndpointPath && !path.startsWith(`${socketEndpointPath}/`))) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    if (path !== socketEndpointPath) {
      for (const listener of sockjsUpgrade) Reflect.apply(listener, server, [request, socket, head]);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      open(wsConnection(ws, request.headers['user-agent']));
    });
  });

  return {
    stats() {
      return registry.sessions().map((session) => {
        const identity = session.identity();
        return {
          id: session.id,
          transport: session.transport,
          kind: identity?.kind ?? 'connecting',
          memberId: identity?.kind === 'member' ? identity.memberId : null,
          subscriptions: session.subscriptions().length,
          bufferedBytes: session.bufferedBytes(),
        };
      });
    },
    async close() {
      if (closing) return;
      closing = true;
      unsubscribeBus();
      // What was published before the close still goes out, ahead of each session's close.
      scheduler.flushAll();
      for (const session of registry.sessions()) session.serverRestarting();
      const socketsClosed = [...upgraded].map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.destroyed) resolve();
            else socket.once('close', resolve);
          }),
      );
      let graceTimer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        graceTimer = setTimeout(resolve, limits.closeGraceMs);
      });
      await Promise.race([Promise.all(socketsClosed), graceOver]);
      clearTimeout(graceTimer);
      for (const socket of upgraded) socket.destroy();
      wss.close();
    },
  };
}
