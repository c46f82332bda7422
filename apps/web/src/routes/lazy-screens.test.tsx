import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from './router/index.ts';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../app/services-context.tsx';
import { json, marketServices } from '../market/market-test-kit.tsx';
import { lazyScreen, preloadScreenGroup } from './lazy-screens.tsx';
import { screenRoutes } from './route-table.ts';

function routeNamed(name: string) {
  const route = screenRoutes().find((candidate) => candidate.name === name);
  if (route === undefined) throw new Error(`no route ${name}`);
  return route;
}

function renderScreen(name: string) {
  const Screen = lazyScreen(routeNamed(name));
  // Every route's screen is built now; live chat stands in, as its screen needs one call (its history).
  const { services } = marketServices({
    routes: { '/api/chat/history': () => json(200, { conversation: null, messages: [] }) },
  });
  render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <MemoryRouter>
          <Suspense fallback={<p>화면 불러오는 중</p>}>
            <Screen />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </ServicesProvider>,
  );
}

describe('lazy screens', () => {
  it('shows the fallback while a group that was never fetched loads, then the screen', async () => {
    renderScreen('LiveChat');
    expect(screen.getByText('화면 불러오는 중')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '상담원 실시간 상담' })).toBeTruthy();
  });

  it('renders the screen of a preloaded group at once, without suspending', async () => {
    await preloadScreenGroup('livechat');
    renderScreen('LiveChat');
    expect(screen.queryByText('화면 불러오는 중')).toBeNull();
    expect(screen.getByRole('heading', { name: '상담원 실시간 상담' })).toBeTruthy();
  });
});

describe('the route table', () => {
  // A 준비 중 page is never a finished screen: every route names a screen its group really has.
  const groups = import.meta.glob<{ screens: Record<string, unknown> }>('../screens/*/index.ts');

  it.each(screenRoutes().map((route) => [route.path, route] as const))(
    '%s has its own screen, not the 준비 중 page',
    async (_path, route) => {
      const load = groups[`../screens/${route.group}/index.ts`];
      expect(load, `group ${route.group}`).toBeDefined();
      const group = await load!();
      expect(group.screens[route.name], `${route.group}:${route.name}`).toBeTypeOf('function');
    },
  );
});
