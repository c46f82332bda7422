import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
} from './index.ts';
import type { RouteObject } from './index.ts';

function Shell() {
  const { pathname } = useLocation();
  return (
    <div>
      <nav>
        <NavLink to="/more" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          더보기
        </NavLink>
        <NavLink to="/more" end>
          더보기만
        </NavLink>
        <Link to="/oversea/3">3번 종목</Link>
      </nav>
      <p>shell at {pathname}</p>
      <Outlet />
    </div>
  );
}

function Option() {
  const { id } = useParams();
  return <h1>종목 {id}</h1>;
}

function Broken(): never {
  throw new Error('screen exploded');
}

function ErrorScreen() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? error.message : 'unknown'}</p>;
}

const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <Navigate to="/more" replace /> },
      { path: '/more', element: <h1>더보기 화면</h1> },
      { path: '/more/setting', element: <h1>환경설정</h1> },
      { path: '/oversea/:id', element: <Option /> },
      { path: '/broken', element: <Broken />, errorElement: <ErrorScreen /> },
    ],
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the router components', () => {
  it('redirects with Navigate and renders the screen inside its layout', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: '더보기 화면' })).toBeTruthy();
    expect(screen.getByText('shell at /more')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('follows a link with a plain click and reads the path parameters', async () => {
    const router = renderAt('/more');
    await userEvent.click(screen.getByRole('link', { name: '3번 종목' }));
    expect(await screen.findByRole('heading', { name: '종목 3' })).toBeTruthy();
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByRole('link', { name: '3번 종목' }).getAttribute('href')).toBe('/oversea/3');
  });

  it('replaces rather than pushes a link to the page already shown', async () => {
    const router = renderAt('/oversea/3');
    await userEvent.click(screen.getByRole('link', { name: '3번 종목' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    const router = renderAt('/more');
    const link = screen.getByRole('link', { name: '3번 종목' });
    const event = fireEvent.click(link, { ctrlKey: true });
    expect(event).toBe(true);
    expect(router.state.location.pathname).toBe('/more');
  });

  it('marks the current page in the navigation, below it too unless told `end`', async () => {
    renderAt('/more/setting');
    await screen.findByRole('heading', { name: '환경설정' });
    const area = screen.getByRole('link', { name: '더보기' });
    const exact = screen.getByRole('link', { name: '더보기만' });
    expect(area.className).toBe('on');
    expect(area.getAttribute('aria-current')).toBe('page');
    expect(exact.getAttribute('aria-current')).toBeNull();
    expect(exact.className).toBe('');
  });

  it('shows the error screen of a route that throws, and the page again after navigating away', async () => {
    const router = renderAt('/broken');
    expect((await screen.findByRole('alert')).textContent).toBe('screen exploded');
    await act(() => router.navigate('/more'));
    expect(await screen.findByRole('heading', { name: '더보기 화면' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders nothing for a path no route matches', () => {
    const { container } = render(
      <RouterProvider
        router={createMemoryRouter([{ path: '/a', element: <p>a</p> }], { initialEntries: ['/b'] })}
      />,
    );
    expect(container.textContent).toBe('');
  });
});

function Signup({ answer, asked }: { answer: boolean; asked: string[] }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    asked.push(blocker.location.pathname);
    if (answer) blocker.proceed();
    else blocker.reset();
  }, [blocker, answer, asked]);
  return (
    <>
      <h1>회원가입</h1>
      <Link to="/signin">뒤로</Link>
    </>
  );
}

describe('useBlocker', () => {
  it.each([
    [false, '/register', '회원가입'],
    [true, '/signin', '로그인'],
  ])('asks before leaving: answer %s ends at %s', async (answer, path, heading) => {
    const asked: string[] = [];
    const router = createMemoryRouter(
      [
        { path: '/register', element: <Signup answer={answer} asked={asked} /> },
        { path: '/signin', element: <h1>로그인</h1> },
      ],
      { initialEntries: ['/register'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: '뒤로' }));
    await waitFor(() => {
      expect(asked).toEqual(['/signin']);
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('MemoryRouter', () => {
  it('gives a component rendered alone a location and navigation', async () => {
    function Probe() {
      const navigate = useNavigate();
      const { pathname } = useLocation();
      return (
        <button type="button" onClick={() => void navigate('/next')}>
          at {pathname}
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Probe />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'at /start' }));
    expect(await screen.findByRole('button', { name: 'at /next' })).toBeTruthy();
  });
});
