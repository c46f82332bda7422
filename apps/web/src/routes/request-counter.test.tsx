import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, renderApp, storeSession } from '../test/test-app.tsx';

// Spec §4 "The request counter resets when the route name changes", in the whole app: the terms page
// waits for its text, the member moves on to the settings page, and the terms call answers late.
configure({ asyncUtilTimeout: 5000 });

describe('the request counter', () => {
  it('shows the progress bar for a slow call and drops that call when the route name changes', async () => {
    storeSession();
    // jsdom's own address is /, an entry page, so start-up takes the member to the last page opened.
    localStorage.setItem('demo.lastPath', '/more/terms');
    const server = fakeServer();
    let answerTerms: (response: Response) => void = () => undefined;
    server.routes['/api/content/static'] = () =>
      new Promise((resolve) => {
        answerTerms = resolve;
      });
    const app = renderApp('/more/terms', server);
    const { store } = app.services;

    await waitFor(() => {
      expect(store.getState().routeName).toBe('Terms');
      expect(store.getState().pendingRequests).toBe(1);
    });
    expect(await screen.findByRole('progressbar', { name: '불러오는 중' })).toBeTruthy();

    await act(() => app.router.navigate('/more/setting'));
    await waitFor(() => {
      expect(store.getState().routeName).toBe('Setting');
    });
    expect(store.getState().pendingRequests).toBe(0);
    expect(screen.queryByRole('progressbar')).toBeNull();

    // The terms page's call comes back after the member left it: the counter stays where it is.
    await act(async () => {
      answerTerms(json(501, { status: 501, code: 'NOT_IMPLEMENTED', message: '준비중입니다.' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(store.getState().pendingRequests).toBe(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
