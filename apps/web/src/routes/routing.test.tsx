import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoMember, fakeServer, json, renderApp, storeSession } from '../test/test-app.tsx';

// The whole app in jsdom against a fake server: start-up, the guard, the route table's redirects,
// and sign-in, as a member would go through them. Lazy screen groups load on first use, which takes
// longer than Testing Library's 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('routing', () => {
  it('sends a guest from a member page to sign-in, then back to that page after signing in', async () => {
    const user = userEvent.setup();
    const app = renderApp('/more/setting');

    await waitFor(() => {
      expect(app.router.state.location.pathname).toBe('/signin');
    });
    await user.type(await screen.findByLabelText('아이디'), 'demo');
    await user.type(screen.getByLabelText('비밀번호'), 'baro-demo-2026');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    await waitFor(() => {
      expect(app.router.state.location.pathname).toBe('/more/setting');
    });
    expect(await screen.findByRole('heading', { name: '환경설정' })).toBeTruthy();
    expect(localStorage.getItem('demo.accessToken')).toBe('access');
    expect(Number(localStorage.getItem('demo.tokenExpiresAt'))).toBeGreaterThan(Date.now());
    // The route-change effect writes the cookie after the screen's header renders.
    await waitFor(() => {
      expect(document.cookie).toContain('menuName=Setting');
    });
  });

  it('on a reload with an expired token loads site info, then refreshes once, then loads the member', async () => {
    localStorage.setItem('demo.accessToken', 'expired');
    localStorage.setItem('demo.refreshToken', 'refresh');
    localStorage.setItem('demo.tokenExpiresAt', String(Date.now() - 1000));
    localStorage.setItem('demo.lastPath', '/more/setting');
    const server = fakeServer();
    const refreshes: unknown[] = [];
    server.routes['/api/login'] = async (request) => {
      refreshes.push(await request.json());
      return json(200, { accessToken: 'access', refreshToken: 'refresh-2', expiresIn: 900 });
    };
    const app = renderApp('/signin', server);

    await waitFor(() => {
      expect(app.router.state.location.pathname).toBe('/more/setting');
    });
    // Spec §4 start-up: the refresh names the site, so it waits for site info; the member call
    // waits for the refresh.
    expect(app.server.calls.slice(0, 3)).toEqual([
      'GET /api/site_info/code',
      'POST /api/login',
      'GET /api/me',
    ]);
    expect(refreshes).toEqual([{ refreshToken: 'refresh', siteInfoId: 1 }]);
    expect(localStorage.getItem('demo.accessToken')).toBe('access');
  });

  it('shows the server message when sign-in is refused', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.routes['/api/login'] = () =>
      json(401, { status: 401, code: 'LOGIN_FAILED', message: '아이디 또는 비밀번호가 일치하지 않습니다.' });
    const app = renderApp('/signin', server);

    await user.type(await screen.findByLabelText('아이디'), 'demo');
    await user.type(screen.getByLabelText('비밀번호'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    await waitFor(() => {
      expect(app.alert).toHaveBeenCalledWith('아이디 또는 비밀번호가 일치하지 않습니다.');
    });
    expect(app.router.state.location.pathname).toBe('/signin');
  });

  it('treats a non-numeric id and an unknown path as / and lands a member on their page', async () => {
    storeSession();
    localStorage.setItem('demo.lastPath', '/more/mypage');
    const app = renderApp('/exchange/abc');

    await waitFor(() => {
      expect(app.router.state.location.pathname).toBe('/more/mypage');
    });
    await app.router.navigate('/no/such/page');
    await waitFor(() => {
      expect(app.router.state.location.pathname).toBe('/more/mypage');
    });
    expect(localStorage.getItem('demo.lastPath')).toBe('/more/mypage');
  });

  it("shows a screen's own header title, and clears it when the route changes", async () => {
    storeSession();
    const app = renderApp('/more');
    // Start-up lands a member on their last page first (spec §4); then the member opens the screen.
    await screen.findByRole('heading', { name: '거래하기' });
    await app.router.navigate('/wallet/convert/USDT_BTC');
    // `hidden`: this fake server has no wallet calls, so an alert may cover the page meanwhile.
    expect(await screen.findByRole('heading', { name: '코인 전환', hidden: true })).toBeTruthy();
    // The screen group is loaded now, so the next screen renders at once, in the same commit as the
    // route change: its title must survive the change's clearing.
    await app.router.navigate('/wallet/deposit/USDT');
    expect(await screen.findByRole('heading', { name: '테더 입금', hidden: true })).toBeTruthy();
    await app.router.navigate('/more/mypage');
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: '테더 입금', hidden: true })).toBeNull();
    });
  });

  it('opens the view-only trade page from the footer for a guest', async () => {
    const app = renderApp('/overseaView');

    const tab = await screen.findByRole('link', { name: '빠른주문' });
    expect(tab.getAttribute('href')).toBe('/overseaView');
    expect(app.router.state.location.pathname).toBe('/overseaView');
    // The overseas screen itself, in the trade layout: this fake server has no overseas list, so the
    // screen shows the server's answer rather than sending the guest to sign in.
    expect(await screen.findByRole('heading', { name: '거래하기' })).toBeTruthy();
    expect(await screen.findByText('준비중입니다.')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/overseaView');
  });

  it('logs a DENY member out at start-up with the spec alert', async () => {
    storeSession();
    const server = fakeServer();
    server.me = { ...demoMember, status: 'DENY' };
    const app = renderApp('/more', server);

    await waitFor(() => {
      expect(app.alert).toHaveBeenCalledWith(
        '계정이 이용이 불가능합니다. 자세한 사항은 관리자에게 문의해주시기 바랍니다.',
      );
    });
    await waitFor(() => {
      expect(app.router.state.location.pathname).toBe('/signin');
    });
    expect(localStorage.getItem('demo.accessToken')).toBeNull();
  });

  it('logs a mobile-blocked member out on a phone and reloads', async () => {
    storeSession();
    const server = fakeServer();
    server.me = { ...demoMember, etcJson: { blockDevice: 'M' } };
    const app = renderApp('/more', server);

    await waitFor(() => {
      expect(app.reload).toHaveBeenCalledTimes(1);
    });
    expect(app.alert).toHaveBeenCalledWith('모바일 디바이스 접속이 불가합니다.');
  });

  it('opens the terms text on signup, fetched with the agreements', async () => {
    const user = userEvent.setup();
    renderApp('/register');

    const terms = await screen.findByRole('group', { name: '약관 동의' });
    const [show] = await within(terms).findAllByRole('button', { name: '보기' });
    await user.click(show as HTMLElement);
    expect(await within(terms).findByText(/제1조 \(목적\)/)).toBeTruthy();
  });

  it('asks before leaving a started signup and stays when the answer is no', async () => {
    const user = userEvent.setup();
    const app = renderApp('/register', fakeServer(), { confirm: false });

    await user.type(await screen.findByLabelText('이름'), '홍길동');
    await user.click(screen.getByRole('link', { name: '뒤로' }));

    await waitFor(() => {
      expect(app.confirm).toHaveBeenCalledWith('회원가입을 멈추시겠습니까?');
    });
    expect(app.router.state.location.pathname).toBe('/register');
  });
});
