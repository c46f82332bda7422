import { lazy, Suspense, useState } from 'react';
import { Outlet } from './router/index.ts';
import { useAppState, useServices } from '../app/services-context.tsx';
import { messageOf } from '../i18n/i18n.ts';
import { SplashScreen } from '../screens/common/splash-screen.tsx';
import { useStartup } from '../startup/use-startup.ts';
import { BlockingLoader } from '../ui/blocking-loader.tsx';

/** The socket's reconnect blocks the page with a loader (spec §4). */
function ReconnectingLoader() {
  const { i18n } = useServices();
  const reconnecting = useAppState((state) => state.socketStatus === 'reconnecting');
  return <BlockingLoader open={reconnecting} message={messageOf(i18n, 'SOCKET_RECONNECTING')} />;
}

const MainMenu = lazy(() =>
  import('../layouts/main-menu.tsx').then(({ MainMenu }) => ({ default: MainMenu })),
);

/**
 * The main menu, fetched the first time it opens: most visits to /signin never open it, and its
 * drawer slides in from its first frame (CSS @starting-style), so mounting it open looks the same.
 */
function MainMenuOnceOpened() {
  const open = useAppState((state) => state.menuOpen);
  const [opened, setOpened] = useState(open);
  // State derived from the store while rendering, as React recommends, so no render is wasted.
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MainMenu />
    </Suspense>
  );
}

/** The root of every route: start-up first (a splash meanwhile), then the routes and the menu. */
export function AppShell() {
  useStartup();
  const ready = useAppState((state) => state.ready);
  if (!ready) return <SplashScreen />;
  return (
    <>
      <Outlet />
      <MainMenuOnceOpened />
      <ReconnectingLoader />
    </>
  );
}
