// @vitest-environment node
import { auth, errorCatalogue } from '@baro/contracts';
import type { RouteResponse, SocketTransport } from '@baro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { subscribeAppHandlers } from '../../src/socket/app-handlers.ts';
import type { AppEffects } from '../../src/socket/app-handlers.ts';
import type { SocketState } from '../../src/socket/connection-policy.ts';
import type { SocketProblem } from '../../src/socket/message-dispatch.ts';
import { createSocketClient } from '../../src/socket/socket-client.ts';
import type { SocketClient, SocketClientOptions } from '../../src/socket/socket-client.ts';
import type { SocketFactory } from '../../src/socket/socket-transport.ts';
import { createInbox, sleep } from './support/inbox.ts';
import type { Inbox } from './support/inbox.ts';
import { startServer } from '../support/server-process.ts';
import type { TestServer } from '../support/server-process.ts';
import {
  futuresQueue,
  noticeTopic,
  noticeTopicDestination,
  pongQueue,
} from '../../src/socket/destinations.ts';

// The web socket client against the real server process: sign in over HTTP, connect with the token,
// ping and pong, survive a SIGKILL and a restart on the same port, and stop on a refusal instead of
// looping. The demo seed gives site 1 and the member 'demo' (apps/server/src/demo/demo-data.ts).

type LoginTokens = RouteResponse<typeof auth.login>;

const siteId = 1;
const demoLogin = { username: 'demo', password: 'baro-demo-2026' };
let server: TestServer | undefined;
let tokens: LoginTokens;
const clients: SocketClient[] = [];

function origin(): string {
  if (server === undefined) throw new Error('the server is not running');
  return server.origin;
}

/** A call of the contracts' route table: every call is under /api with siteInfoId in the query (spec §7). */
async function call(path: string, body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  return fetch(`${origin()}/api${path}?siteInfoId=${siteId}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

async function signIn(): Promise<LoginTokens> {
  const response = await call(auth.login.path, { ...demoLogin, siteInfoId: siteId });
  expect(response.status).toBe(200);
  return (await response.json()) as LoginTokens;
}

interface Watched {
  readonly client: SocketClient;
  readonly states: Inbox<SocketState>;
  readonly problems: SocketProblem[];
  readonly gaps: string[];
}

function watchedClient(options: Omit<SocketClientOptions, 'origin'>): Watched {
  const states = createInbox<SocketState>();
  const problems: SocketProblem[] = [];
  const gaps: string[] = [];
  const client = createSocketClient({
    ...options,
    origin: origin(),
    onProblem: (problem) => problems.push(problem),
    onGap: (destination) => gaps.push(destination),
  });
  client.onState((state) => {
    states.push(state);
  });
  clients.push(client);
  return { client, states, problems, gaps };
}

function status(name: SocketState['status']) {
  return (state: SocketState) => state.status === name;
}

/** The pongs a client's own subscription to /user/queue/pong receives, with the time they came. */
function recordPongs(client: SocketClient): Inbox<number> {
  const pongs = createInbox<number>();
  client.subscribe(
    pongQueue,
    () => {
      pongs.push(Date.now());
    },
    { keepOnRouteChange: true },
  );
  return pongs;
}

/** Our own AppEffects port, recording what the app-wide handlers did. */
function recordingEffects(): { effects: AppEffects; log: Inbox<string> } {
  const log = createInbox<string>();
  return {
    log,
    effects: {
      alert: (message) => {
        log.push(`alert ${message}`);
        return Promise.resolve();
      },
      navigate: (path) => {
        log.push(`navigate ${path}`);
      },
      logout: () => {
        log.push('logout');
      },
      reload: () => {
        log.push('reload');
      },
      setCount: () => undefined,
      refreshList: () => undefined,
      addNotice: (notice) => {
        log.push(`notice ${notice.id}`);
      },
    },
  };
}

beforeAll(async () => {
  server = await startServer();
  tokens = await signIn();
}, 90_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.disconnect()));
  await server?.dispose();
}, 30_000);

describe('the socket client against the real server', () => {
  // Two clients share the server's life: `member` has room for the seconds a real restart takes;
  // `spec` keeps spec §4's three attempts 500 ms apart, which a restart cannot meet, so it must fail.
  let member: Watched;
  let spec: Watched;
  let memberPongs: Inbox<number>;
  let effects: ReturnType<typeof recordingEffects>;

  it('connects with the token and hears a pong every 2 s after the last one', async () => {
    member = watchedClient({
      getToken: () => tokens.accessToken,
      siteId,
      policy: { reconnectAttemptsMax: 60 },
    });
    memberPongs = recordPongs(member.client);
    effects = recordingEffects();
    subscribeAppHandlers(member.client, effects.effects, { siteId, member: true });
    member.client.subscribe(noticeTopicDestination, () => undefined, {
      destination: noticeTopic(siteId),
      keepOnRouteChange: true,
    });
    member.client.connect();
    spec = watchedClient({ getToken: () => tokens.accessToken, siteId });
    spec.client.connect();

    await member.states.next(status('connected'), 'member connected', 10_000);
    await spec.states.next(status('connected'), 'spec client connected', 10_000);
    await memberPongs.next(() => true, 'the third pong', 10_000, 2);
    const [first, second, third] = memberPongs.items;
    expect(third).toBeDefined();
    for (const gap of [second! - first!, third! - second!]) {
      expect(gap).toBeGreaterThanOrEqual(1_950);
      expect(gap).toBeLessThan(3_000);
    }
    expect(member.problems).toEqual([]);
  }, 20_000);

  it('after a SIGKILL, gives up after three attempts with the spec timings', async () => {
    if (server === undefined) throw new Error('the server is not running');
    await server.stop('SIGKILL');
    const lostAt = Date.now();
    await member.states.next(status('reconnecting'), 'member reconnecting', 5_000);
    await spec.states.next(status('failed'), 'spec client failed', 15_000);
    const failedAfterMs = Date.now() - lostAt;
    // 3 × 500 ms of waiting, plus three refused TCP connections.
    expect(failedAfterMs).toBeGreaterThanOrEqual(1_400);
    expect(failedAfterMs).toBeLessThan(10_000);
    const history = spec.states.items.map((state) =>
      state.status === 'reconnecting' ? `reconnecting ${state.attempt}` : state.status,
    );
    expect(history).toEqual([
      'connecting',
      'connected',
      'reconnecting 0',
      'reconnecting 1',
      'reconnecting 2',
      'reconnecting 3',
      'failed',
    ]);
  }, 20_000);

  it('reconnects once the server is back on the same port and restores its subscriptions', async () => {
    const connectedBefore = member.states.items.length;
    await server?.start();
    await member.states.next(status('connected'), 'member connected again', 20_000, connectedBefore);
    // The pong subscription the app made before the kill was subscribed again on the new session.
    const pongsBefore = memberPongs.items.length;
    await memberPongs.next(() => true, 'a pong after the restart', 10_000, pongsBefore);
    expect(member.problems).toEqual([]);
    // Nothing reached a member queue across the restart, so nothing was missed.
    expect(member.gaps).toEqual([]);
  }, 90_000);

  it('delivers a forced logout on the restored member queue, then stops instead of reconnecting', async () => {
    // Signing out ends this sign-in's sockets with /user/queue/force_logout (apps/server/src/http/routes/logout.ts).
    const response = await call(auth.logout.path, {}, tokens.accessToken);
    expect(response.status).toBe(200);
    await effects.log.next((line) => line === 'reload', 'the reload after the alert', 10_000);
    expect(effects.log.items).toEqual(['logout', `alert ${errorCatalogue.TOKEN_REVOKED.ko}`, 'reload']);
    await member.states.next(status('idle'), 'member idle', 5_000);
    await sleep(1_500);
    expect(member.client.state()).toEqual({ status: 'idle' });
  }, 20_000);

  it('stops in refused for a token the server does not accept, without retrying', async () => {
    const bad = watchedClient({ getToken: () => 'not-a-token', siteId });
    bad.client.connect();
    const refused = await bad.states.next(status('refused'), 'bad token refused', 10_000);
    expect(refused).toEqual({
      status: 'refused',
      code: 'UNAUTHORIZED',
      message: errorCatalogue.UNAUTHORIZED.ko,
    });

    // The token signed out above is refused as revoked.
    const revoked = watchedClient({ getToken: () => tokens.accessToken, siteId });
    revoked.client.connect();
    const answer = await revoked.states.next(status('refused'), 'revoked token refused', 10_000);
    expect(answer).toMatchObject({ status: 'refused', code: 'TOKEN_REVOKED' });

    await sleep(1_500);
    for (const watched of [bad, revoked]) {
      expect(watched.states.items.map((state) => state.status)).toEqual(['connecting', 'refused']);
    }
  }, 20_000);

  it('drops a subscription the server refuses and keeps the connection for the rest', async () => {
    const guest = watchedClient({ getToken: () => null, siteId });
    const pongs = recordPongs(guest.client);
    // A guest may not have member queues: the gateway answers ERROR and ends the session.
    guest.client.subscribe(futuresQueue, () => undefined, { keepOnRouteChange: true });
    guest.client.connect();
    const refusedSeen = Date.now();
    await guest.states.next(status('reconnecting'), 'guest session ended by the refusal', 10_000);
    await guest.states.next(status('connected'), 'guest connected again', 10_000, 2);
    expect(guest.problems).toEqual([
      {
        kind: 'subscriptionRefused',
        destination: futuresQueue.destination,
        code: 'UNAUTHORIZED',
        message: errorCatalogue.UNAUTHORIZED.ko,
      },
    ]);
    const pongsBefore = pongs.items.length;
    await pongs.next(() => Date.now() > refusedSeen, 'a pong on the second session', 10_000, pongsBefore);
    await sleep(2_500);
    expect(guest.client.state()).toEqual({ status: 'connected' });
    expect(guest.problems).toHaveLength(1);
  }, 30_000);

  it("drops screen subscriptions when the route changes, except on a route containing 'View'", async () => {
    const guest = watchedClient({ getToken: () => null, siteId });
    const kept = recordPongs(guest.client);
    const screen = createInbox<number>();
    guest.client.subscribe(pongQueue, () => {
      screen.push(Date.now());
    });
    guest.client.onRouteChange('/oversea/1');
    guest.client.connect();
    await guest.states.next(status('connected'), 'guest connected', 10_000);
    guest.client.onRouteChange('/overseaView/1');
    await screen.next(() => true, 'a pong on the screen subscription', 5_000);
    expect(guest.client.routeEpoch()).toBe(0);

    guest.client.onRouteChange('/more');
    expect(guest.client.routeEpoch()).toBe(1);
    const screenCount = screen.items.length;
    const keptCount = kept.items.length;
    await kept.next(() => true, 'two more pongs on the kept subscription', 8_000, keptCount + 1);
    expect(screen.items.length).toBe(screenCount);
  }, 20_000);
});

describe('the transport the client opens', () => {
  const stompSubprotocols = ['v12.stomp', 'v11.stomp', 'v10.stomp'];
  // The forced logout above ended the first session: these clients sign in afresh.
  let accessToken: string;
  beforeAll(async () => {
    accessToken = (await signIn()).accessToken;
  });

  /** A factory as the browser's: a raw WebSocket (here the `ws` package's) or sockjs-client; it logs each choice. */
  function loggingFactory(
    log: SocketTransport[],
    rawUrl: (url: string) => string = (url) => url,
  ): SocketFactory {
    return async (transport, url) => {
      log.push(transport);
      if (transport === 'websocket') return new WebSocket(rawUrl(url), stompSubprotocols);
      const { default: SockJS } = await import('sockjs-client');
      return new SockJS(url);
    };
  }

  it('speaks STOMP over a raw WebSocket at /ws where the environment has WebSocket', async () => {
    const log: SocketTransport[] = [];
    const raw = watchedClient({
      getToken: () => accessToken,
      siteId,
      websocketAvailable: true,
      createSocket: loggingFactory(log),
    });
    const pongs = recordPongs(raw.client);
    raw.client.connect();
    await raw.states.next(status('connected'), 'connected over a raw WebSocket', 10_000);
    await pongs.next(() => true, 'a pong', 5_000);
    expect(log).toEqual(['websocket']);
    expect(raw.problems).toEqual([]);
  }, 20_000);

  it('falls back to SockJS after two raw attempts that fail before STOMP connects', async () => {
    const log: SocketTransport[] = [];
    const blocked = watchedClient({
      getToken: () => accessToken,
      siteId,
      websocketAvailable: true,
      policy: { reconnectAttemptsMax: 10 },
      // As a proxy that refuses the upgrade: the raw socket goes to a path the server answers 404.
      createSocket: loggingFactory(log, (url) => url.replace(/\/ws$/, '/no-socket-here')),
    });
    const pongs = recordPongs(blocked.client);
    blocked.client.connect();
    await blocked.states.next(status('connected'), 'connected over SockJS', 15_000);
    await pongs.next(() => true, 'a pong over SockJS', 5_000);
    expect(log).toEqual(['websocket', 'websocket', 'sockjs']);
  }, 30_000);

  it('stays on SockJS where the environment has no WebSocket', async () => {
    const log: SocketTransport[] = [];
    const old = watchedClient({
      getToken: () => accessToken,
      siteId,
      websocketAvailable: false,
      createSocket: loggingFactory(log),
    });
    old.client.connect();
    await old.states.next(status('connected'), 'connected over SockJS', 10_000);
    expect(log).toEqual(['sockjs']);
  }, 20_000);
});
