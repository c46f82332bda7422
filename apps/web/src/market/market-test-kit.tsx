import type { DestinationRef } from '@baro/contracts/manifest/destination-ref';
import { siteInfoSchema } from '@baro/contracts/routes/site';
import type { SiteInfo } from '@baro/contracts/routes/site';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '../routes/router/index.ts';
import { createServices } from '../app/create-services.ts';
import { ServicesProvider } from '../app/services-context.tsx';
import type { DestinationHandler, SocketClient } from '../socket/index.ts';
import { readPayload } from '../socket/message-dispatch.ts';

// Test support for the market components: only their *.test.tsx files import it, so it never
// reaches the app bundle. The services are the app's own, built with createServices over a fake
// server, so a component's calls go through the real API client and the contracts' schemas.

/** The site the fake server serves (the demo site's fields). */
const site = siteInfoSchema.parse({
  id: 1,
  code: 'demo',
  name: 'Baro 모의투자',
  type: '101111',
  stockPrefix: 'BARO',
  overseasPrefix: 'BARO',
  binaryCurrency: 'KRW',
  usedCoins: 'BINARY,FUTURES,USDT',
  buyCoins: 'USDT',
  depositCoins: 'USDT',
  coinInfoJson: {},
  features: { oversea: true, p2p: true, futures: true, powerBall: false, binary: true, liveChat: true },
  languagePolicy: 'ko',
});

/** A JSON answer as the server sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export type RouteAnswer = (request: Request) => Response | Promise<Response>;

function idleSocketClient(): SocketClient {
  return {
    connect: () => undefined,
    disconnect: () => Promise.resolve(),
    state: () => ({ status: 'idle' }),
    onState: () => () => undefined,
    subscribe: () => () => undefined,
    onRouteChange: () => undefined,
    routeEpoch: () => 0,
    onRouteEpoch: () => () => undefined,
  };
}

/** A fetch answering by pathname; what it was asked is kept in `calls` ('GET /api/…?…'). */
function fakeFetch(routes: Record<string, RouteAnswer>) {
  const calls: string[] = [];
  const fetchFn = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The signal stays out: jsdom's AbortSignal is not the one Node's Request accepts.
    const { signal: _signal, ...rest } = init ?? {};
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = new Request(new URL(url, 'http://localhost'), rest);
    const { pathname, search } = new URL(request.url);
    calls.push(`${request.method} ${pathname}${search}`);
    const answer = routes[pathname];
    if (answer !== undefined) return Promise.resolve(answer(request));
    return Promise.resolve(json(501, { status: 501, code: 'NOT_IMPLEMENTED', message: '준비중입니다.' }));
  };
  return { calls, fetch: fetchFn };
}

/** A socket client that records subscriptions so a test can push messages to them. */
export function recordingSocketClient() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const client: SocketClient = {
    ...idleSocketClient(),
    subscribe<D extends DestinationRef>(definition: D, handler: DestinationHandler<D>) {
      const set = handlers.get(definition.destination) ?? new Set();
      // The payload's schema reads the raw message, as the real client's dispatch does.
      const listener = (raw: unknown) => {
        const payload = readPayload(definition, raw);
        if (payload === undefined)
          throw new Error(`${definition.destination}: the payload does not match its schema`);
        handler(payload);
      };
      set.add(listener);
      handlers.set(definition.destination, set);
      return () => {
        set.delete(listener);
      };
    },
  };
  function push(definition: DestinationRef, payload: unknown): void {
    for (const handler of handlers.get(definition.destination) ?? []) handler(payload);
  }
  return {
    client,
    push,
    subscribed: (definition: DestinationRef) => (handlers.get(definition.destination)?.size ?? 0) > 0,
  };
}

export interface MarketHarnessOptions {
  /** Answers by pathname (`/api/oversea/option`); anything else answers 501. */
  routes: Record<string, RouteAnswer>;
  /** A socket client to start with; none leaves the app without a socket, as for a visitor. */
  socket?: SocketClient;
  /** Route patterns that render `ui` (so `useParams` works); any path by default. */
  routePaths?: readonly string[];
  /** The site's features where they differ from the demo site's (which offers all but power ball). */
  features?: Partial<SiteInfo['features']>;
}

/** The app's services over a fake server, with site info loaded and fake dialogs. */
export function marketServices(options: MarketHarnessOptions) {
  const server = fakeFetch(options.routes);
  const alerts: string[] = [];
  const alert = (message: string) => {
    alerts.push(message);
    return Promise.resolve();
  };
  const socketClient = options.socket;
  const services = createServices({
    siteCode: 'demo',
    keyValueStore: localStorage,
    dialogs: { alert, confirm: () => Promise.resolve(true) },
    origin: 'http://localhost',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
    reload: () => undefined,
    assign: () => undefined,
    navigate: () => undefined,
    fetch: server.fetch,
    createSocketClient: socketClient === undefined ? idleSocketClient : () => socketClient,
  });
  services.store
    .getState()
    .setSiteInfo({ ...site, features: { ...site.features, ...options.features } }, 'ko');
  if (socketClient !== undefined) services.socket.start(site.id);
  return { services, calls: server.calls, alerts };
}

/** Renders `ui` at `path` inside the services, the query cache and a memory router. */
export function renderMarket(ui: ReactNode, path: string, options: MarketHarnessOptions) {
  const harness = marketServices(options);
  const paths = options.routePaths ?? ['*'];
  const router = createMemoryRouter(
    paths.map((routePath) => ({ path: routePath, element: ui })),
    { initialEntries: [path] },
  );
  const view = render(
    <ServicesProvider services={harness.services}>
      <QueryClientProvider client={harness.services.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return { ...view, ...harness, router, pathname: () => router.state.location.pathname };
}
