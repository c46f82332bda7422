import { render } from '@testing-library/react';
import { createMemoryRouter } from '../routes/router/index.ts';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import { createServices } from '../app/create-services.ts';
import type { Services } from '../app/services.ts';
import { appRoutes } from '../routes/app-routes.tsx';
import type { SocketClient } from '../socket/index.ts';

export const demoSite = {
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
};

export const demoMember = {
  id: 7,
  username: 'demo',
  name: '김바로',
  nick: '바로회원',
  phone: '01012340001',
  email: null,
  status: 'NORMAL',
  etcJson: {},
  money: '10000000',
  wallet: {},
};

/** A JSON answer as the server sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const notImplemented = () => json(501, { status: 501, code: 'NOT_IMPLEMENTED', message: '준비중입니다.' });

export interface FakeServer {
  me: Record<string, unknown>;
  calls: string[];
  /** Answers for paths beyond the defaults, by pathname; a promise answers when it settles. */
  routes: Record<string, (request: Request) => Response | Promise<Response>>;
}

/** A server of the calls start-up and sign-in make; anything else answers 501 as unbuilt handlers do. */
export function fakeServer(): FakeServer & { fetch: typeof fetch } {
  const server: FakeServer = { me: demoMember, calls: [], routes: {} };
  const fetchFn = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The signal stays out: jsdom's AbortSignal is not the one Node's Request accepts.
    const { signal: _signal, ...rest } = init ?? {};
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = new Request(new URL(url, 'http://localhost'), rest);
    const { pathname } = new URL(request.url);
    server.calls.push(`${request.method} ${pathname}`);
    const custom = server.routes[pathname];
    if (custom !== undefined) return Promise.resolve(custom(request));
    switch (pathname) {
      case '/api/site_info/code':
        return Promise.resolve(json(200, demoSite));
      case '/api/login':
        return Promise.resolve(json(200, { accessToken: 'access', refreshToken: 'refresh', expiresIn: 900 }));
      case '/api/logout':
        return Promise.resolve(json(200, { ok: true }));
      case '/api/me':
        return Promise.resolve(
          request.headers.get('authorization') === 'Bearer access'
            ? json(200, server.me)
            : json(401, { status: 401, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' }),
        );
      default:
        return Promise.resolve(notImplemented());
    }
  };
  return Object.assign(server, { fetch: fetchFn });
}

/** A socket client that never connects: routing tests do not need one. */
export function idleSocketClient(): SocketClient {
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

/** Tokens as a signed-in member's browser holds them. */
export function storeSession(): void {
  localStorage.setItem('demo.accessToken', 'access');
  localStorage.setItem('demo.refreshToken', 'refresh');
  localStorage.setItem('demo.tokenExpiresAt', String(Date.now() + 900_000));
}

/** Renders the whole app at `path` with fake dialogs, a fake server and an idle socket. */
export function renderApp(path: string, server = fakeServer(), answers: { confirm?: boolean } = {}) {
  const alert = vi.fn((_message: string) => Promise.resolve());
  const confirm = vi.fn((_message: string) => Promise.resolve(answers.confirm ?? true));
  const reload = vi.fn();
  const assign = vi.fn();
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const services: Services = createServices({
    siteCode: 'demo',
    keyValueStore: localStorage,
    dialogs: { alert, confirm },
    origin: 'http://localhost',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
    reload,
    assign,
    navigate: (to) => {
      void router.navigate(to);
    },
    fetch: server.fetch,
    createSocketClient: idleSocketClient,
  });
  const view = render(<App services={services} router={router} />);
  return { ...view, router, services, server, alert, confirm, reload, assign };
}
