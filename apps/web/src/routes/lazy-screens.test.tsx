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

describe('lazy screens', () => {
  it('shows the fallback while a group that was never fetched loads, then the screen', async () => {
    renderScreen('MoreContact');
    expect(screen.getByText('화면 불러오는 중')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '1:1문의 준비 중' })).toBeTruthy();
  });

  it('renders the screen of a preloaded group at once, without suspending', async () => {
    await preloadScreenGroup('home');
    renderScreen('SupportNotice');
    expect(screen.queryByText('화면 불러오는 중')).toBeNull();
    expect(screen.getByRole('heading', { name: '공지사항 준비 중' })).toBeTruthy();
  });
});
