import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter, createMemoryRouter } from './create-router.ts';
import type { Router } from './create-router.ts';

const routes = [
  { path: '/', element: 'home' },
  { path: '/register', element: 'register' },
  { path: '/more/:section', element: 'more' },
  { path: '*', element: 'unknown' },
];

function pathOf(router: Router): string {
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
}

const routers: Router[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

function memoryRouter(initialEntries = ['/']): Router {
  const router = createMemoryRouter(routes, { initialEntries });
  routers.push(router);
  return router;
}

describe('the router', () => {
  it('pushes, replaces and goes back, matching the route of each location', async () => {
    const router = memoryRouter();
    const seen: string[] = [];
    router.subscribe((state) => seen.push(`${state.historyAction} ${state.location.pathname}`));

    await router.navigate('/more/notice?page=2');
    expect(router.state.matches.at(-1)?.params).toEqual({ section: 'notice' });
    expect(router.state.location.search).toBe('?page=2');
    await router.navigate('/register', { replace: true });
    await router.navigate(-1);

    expect(seen).toEqual(['PUSH /more/notice', 'REPLACE /register', 'POP /']);
    expect(router.state.matches.at(-1)?.route.element).toBe('home');
  });

  it('resolves relative paths against the current one and keeps navigation state', async () => {
    const router = memoryRouter(['/more/notice']);

    await router.navigate('setting', { state: { from: 'menu' } });
    expect(pathOf(router)).toBe('/more/setting');
    expect(router.state.location.state).toEqual({ from: 'menu' });
    await router.navigate('?tab=2');
    expect(pathOf(router)).toBe('/more/setting?tab=2');
  });

  it('gives every history entry its own key, even for the same path', async () => {
    const router = memoryRouter();
    const first = router.state.location.key;
    await router.navigate('/');
    expect(router.state.location.key).not.toBe(first);
  });

  it('holds a blocked navigation until the blocker proceeds, or drops it on reset', async () => {
    const router = memoryRouter(['/register']);
    const shouldBlock = vi.fn(
      (args: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
        args.nextLocation.pathname !== args.currentLocation.pathname,
    );
    router.setBlocker('signup', shouldBlock);

    await router.navigate('/');
    expect(pathOf(router)).toBe('/register');
    const blocked = router.state.blockers.get('signup');
    expect(blocked).toMatchObject({ state: 'blocked', location: { pathname: '/' } });
    blocked?.reset?.();
    expect(router.state.blockers.get('signup')?.state).toBe('unblocked');
    expect(pathOf(router)).toBe('/register');

    await router.navigate('/more/setting');
    router.state.blockers.get('signup')?.proceed?.();
    expect(pathOf(router)).toBe('/more/setting');
    expect(router.state.blockers.get('signup')?.state).toBe('unblocked');
    expect(shouldBlock.mock.calls.map(([args]) => args.currentLocation.pathname)).toEqual([
      '/register',
      '/register',
    ]);
  });

  it('undoes a blocked back button and repeats it when the blocker proceeds', async () => {
    const router = memoryRouter(['/', '/register']);
    router.setBlocker('signup', ({ historyAction }) => historyAction === 'POP');

    await router.navigate(-1);
    expect(pathOf(router)).toBe('/register');
    expect(router.state.blockers.get('signup')).toMatchObject({
      state: 'blocked',
      location: { pathname: '/' },
    });

    router.state.blockers.get('signup')?.proceed?.();
    expect(pathOf(router)).toBe('/');
    expect(router.state.historyAction).toBe('POP');
  });

  it('lets navigation through once the blocker is removed', async () => {
    const router = memoryRouter(['/register']);
    router.setBlocker('signup', () => true);
    router.deleteBlocker('signup');

    await router.navigate('/');
    expect(pathOf(router)).toBe('/');
    expect(router.state.blockers.size).toBe(0);
  });
});

describe('the browser router', () => {
  it('follows the back and forward buttons (popstate)', async () => {
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter(routes);
    routers.push(router);

    await router.navigate('/register');
    await router.navigate('/more/setting');
    expect(window.location.pathname).toBe('/more/setting');

    window.history.back();
    await vi.waitFor(() => {
      expect(pathOf(router)).toBe('/register');
    });
    expect(router.state.historyAction).toBe('POP');
    window.history.forward();
    await vi.waitFor(() => {
      expect(pathOf(router)).toBe('/more/setting');
    });
  });

  it('keeps the page when a blocker stops the back button, then goes back when it proceeds', async () => {
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter(routes);
    routers.push(router);
    await router.navigate('/register');
    router.setBlocker('signup', ({ historyAction }) => historyAction === 'POP');

    window.history.back();
    await vi.waitFor(() => {
      expect(router.state.blockers.get('signup')?.state).toBe('blocked');
    });
    // The history was moved forward again, so the address bar still shows the signup page.
    await vi.waitFor(() => {
      expect(window.location.pathname).toBe('/register');
    });
    expect(pathOf(router)).toBe('/register');

    router.state.blockers.get('signup')?.proceed?.();
    await vi.waitFor(() => {
      expect(pathOf(router)).toBe('/');
    });
    expect(window.location.pathname).toBe('/');
  });
});
