import type { Contact } from '@baro/contracts/routes/contact';
import type { Content } from '@baro/contracts/routes/content';
import type { Message } from '@baro/contracts/routes/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createServices } from '../../app/create-services.ts';
import type { Services } from '../../app/services.ts';
import { ServicesProvider } from '../../app/services-context.tsx';
import { createMemoryRouter, RouterProvider } from '../../routes/router/index.ts';
import { DialogHost } from '../../ui/dialog-host.tsx';
import { idleSocket, json, member, walletSite } from '../../wallet/wallet-test-kit.tsx';

// Test support for the support screens (notices, popups, inquiries, messages): only *.test.tsx files
// import it. The app's own services over a fake server answering by pathname (anything else 501),
// every call recorded with its query and body, and the alerts and confirmations asked.

export { json };

export type Answer = (request: Request, body: unknown) => Response | Promise<Response>;

export interface RecordedCall {
  readonly method: string;
  /** The path with its query, '/api/content/notice/list?page=1&size=20'. */
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

export interface SupportHarnessOptions {
  path: string;
  routes: Record<string, Answer>;
  /** Route patterns that render `ui`, so `useParams` works; any path by default. */
  routePaths?: readonly string[];
  /** A guest has no member in the store. */
  guest?: boolean;
  /** What each confirmation answers; yes by default. */
  confirm?: boolean;
  /** Runs on the services before the first render (unread counters, say). */
  before?: (services: Services) => void;
}

const at = '2026-11-20T01:00:00.000Z';

export function post(id: number, fields: Partial<Content> = {}): Content {
  return {
    id,
    category: null,
    title: `게시물 ${id}`,
    content: `<p>본문 ${id}</p>`,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

export function inquiry(id: number, fields: Partial<Contact> = {}): Contact {
  return {
    id,
    startedBy: 'MEMBER',
    question: `문의 ${id}`,
    answer: null,
    isAnswer: false,
    isRead: true,
    createdAt: at,
    answeredAt: null,
    ...fields,
  };
}

export function message(id: number, fields: Partial<Message> = {}): Message {
  return {
    id,
    title: `메시지 ${id}`,
    content: `<p>메시지 본문 ${id}</p>`,
    isRead: false,
    createdAt: at,
    ...fields,
  };
}

/** One page of a paged answer. */
export function page<T>(
  content: readonly T[],
  pageNumber = 1,
  totalPages = 1,
  totalElements = content.length,
) {
  return { content, page: pageNumber, size: 20, totalElements, totalPages };
}

export function renderSupport(ui: ReactNode, options: SupportHarnessOptions) {
  const calls: RecordedCall[] = [];
  const alerts: string[] = [];
  const confirms: string[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The signal stays out: jsdom's AbortSignal is not the one Node's Request accepts.
    const { signal: _signal, ...rest } = init ?? {};
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = new Request(new URL(url, 'http://localhost'), rest);
    const { pathname, search, searchParams } = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    calls.push({ method: request.method, url: pathname + search, path: pathname, query: searchParams, body });
    const answer = options.routes[pathname];
    if (answer !== undefined) return answer(request, body);
    return json(501, { status: 501, code: 'NOT_IMPLEMENTED', message: '준비중입니다.' });
  };
  const services = createServices({
    siteCode: 'demo',
    keyValueStore: localStorage,
    dialogs: {
      alert: (text) => {
        alerts.push(text);
        return Promise.resolve();
      },
      confirm: (text) => {
        confirms.push(text);
        return Promise.resolve(options.confirm ?? true);
      },
    },
    origin: 'http://localhost',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
    reload: () => undefined,
    assign: () => undefined,
    navigate: () => undefined,
    fetch: fetchFn,
    createSocketClient: () => idleSocket,
  });
  const state = services.store.getState();
  state.setSiteInfo(walletSite, 'ko');
  if (options.guest !== true) state.signedIn(member({}), 'access');
  options.before?.(services);
  const router = createMemoryRouter(
    (options.routePaths ?? ['*']).map((routePath) => ({ path: routePath, element: ui })),
    { initialEntries: [options.path] },
  );
  const view = render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <RouterProvider router={router} />
        <DialogHost />
      </QueryClientProvider>
    </ServicesProvider>,
  );
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return {
    ...view,
    services,
    router,
    calls,
    callsTo,
    alerts,
    confirms,
    pathname: () => router.state.location.pathname,
  };
}
