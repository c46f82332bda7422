import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from './router/index.ts';
import { describe, expect, it } from 'vitest';
import { lazyScreen, preloadScreenGroup } from './lazy-screens.tsx';
import { screenRoutes } from './route-table.ts';

function routeNamed(name: string) {
  const route = screenRoutes().find((candidate) => candidate.name === name);
  if (route === undefined) throw new Error(`no route ${name}`);
  return route;
}

function renderScreen(name: string) {
  const Screen = lazyScreen(routeNamed(name));
  render(
    <MemoryRouter>
      <Suspense fallback={<p>화면 불러오는 중</p>}>
        <Screen />
      </Suspense>
    </MemoryRouter>,
  );
}

// Live chat is the one route whose screen is not built yet: its 준비 중 page needs no services, so
// these tests render it alone.
describe('lazy screens', () => {
  it('shows the fallback while a group that was never fetched loads, then the screen', async () => {
    renderScreen('LiveChat');
    expect(screen.getByText('화면 불러오는 중')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '실시간채팅 준비 중' })).toBeTruthy();
  });

  it('renders the screen of a preloaded group at once, without suspending', async () => {
    await preloadScreenGroup('more');
    renderScreen('LiveChat');
    expect(screen.queryByText('화면 불러오는 중')).toBeNull();
    expect(screen.getByRole('heading', { name: '실시간채팅 준비 중' })).toBeTruthy();
  });
});
