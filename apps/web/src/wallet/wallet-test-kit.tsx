import type { Me } from '@baro/contracts/routes/auth';
import { siteInfoSchema } from '@baro/contracts/routes/site';
import type { WalletEntry } from '@baro/contracts/routes/wallet';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createServices } from '../app/create-services.ts';
import { ServicesProvider } from '../app/services-context.tsx';
import { createMemoryRouter, RouterProvider } from '../routes/router/index.ts';
import type { SocketClient } from '../socket/index.ts';

// Test support for the wallet screens (only *.test.tsx files import it): the app's own services over
// a fake server, a signed-in demo member, and the alerts the screens showed.

export const walletSite = siteInfoSchema.parse({
  id: 1,
  code: 'demo',
  name: 'Baro 모의투자',
  type: '101111',
  stockPrefix: 'BARO',
  overseasPrefix: 'BARO',
  binaryCurrency: 'KRW',
  usedCoins: 'BINARY,FUTURES,USDT,BTC,ETH',
  buyCoins: 'USDT,BTC',
  depositCoins: 'USDT,BTC',
  coinInfoJson: {},
  features: { oversea: true, p2p: true, futures: true, powerBall: false, binary: true, liveChat: true },
  languagePolicy: 'ko',
});

export function walletEntry(type: string, currency: string, point: string, held = '0'): WalletEntry {
  const real = String(Number(point) + Number(held));
  return {
    type,
    currency,
    point,
    gameWaitPoint: held,
    realPoint: real,
    losscut: '0',
    pnl: '0',
    address: null,
  };
}

export function member(wallets: Record<string, WalletEntry>): Me {
  return {
    id: 7,
    username: 'demo',
    name: '김바로',
    nick: '바로회원',
    phone: '01012340001',
    email: null,
    status: 'NORMAL',
    etcJson: {},
    money: wallets.BINARY?.point ?? '0',
    wallet: wallets,
  };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export type Answer = (request: Request, body: unknown) => Response | Promise<Response>;

export interface WalletCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

export const idleSocket: SocketClient = {
  connect: () => undefined,
  disconnect: () => Promise.resolve(),
  state: () => ({ status: 'idle' }),
  onState: () => () => undefined,
  subscribe: () => () => undefined,
  onRouteChange: () => undefined,
  routeEpoch: () => 0,
  onRouteEpoch: () => () => undefined,
};

/**
 * Renders `ui` at `path` for a signed-in member holding `wallets`, answering calls by pathname from
 * `routes` (anything else 501). `/wallet/my` answers the member's wallets unless a route says otherwise.
 */
export function renderWallet(
  ui: ReactNode,
  options: { path?: string; wallets: Record<string, WalletEntry>; routes?: Record<string, Answer> },
) {
  const calls: WalletCall[] = [];
  const alerts: string[] = [];
  const me = member(options.wallets);
  const routes: Record<string, Answer> = {
    '/api/wallet/my': () => json(200, options.wallets),
    ...options.routes,
  };
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { signal: _signal, ...rest } = init ?? {};
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = new Request(new URL(url, 'http://localhost'), rest);
    const { pathname } = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    calls.push({ method: request.method, path: pathname, body });
    const answer = routes[pathname];
    if (answer !== undefined) return answer(request, body);
    return json(501, { status: 501, code: 'NOT_IMPLEMENTED', message: '준비중입니다.' });
  };
  const services = createServices({
    siteCode: 'demo',
    keyValueStore: localStorage,
    dialogs: {
      alert: (message) => {
        alerts.push(message);
        return Promise.resolve();
      },
      confirm: () => Promise.resolve(true),
    },
    origin: 'http://localhost',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
    reload: () => undefined,
    assign: () => undefined,
    navigate: () => undefined,
    fetch: fetchFn,
    createSocketClient: () => idleSocket,
  });
  services.store.getState().setSiteInfo(walletSite, 'ko');
  services.store.getState().signedIn(me, 'access');
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.path ?? '/'] });
  const view = render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return { ...view, services, calls, alerts, router };
}
