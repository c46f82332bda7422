import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Outlet } from './router/index.ts';
import { useAppState, useServices } from '../app/services-context.tsx';
import { messageOf } from '../i18n/i18n.ts';
import { removeSplash } from '../first-screen/take-over.ts';
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

/**
 * Takes away index.html's splash once the app draws its first screen, in the same frame (a layout
 * effect runs before the browser paints), so neither a gap nor both are ever on screen. A guest's
 * prerendered sign-in screen is taken over by the sign-in screen itself (src/first-screen/take-over.ts).
 */
function useRemoveSplash(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) removeSplash();
  }, [ready]);
}

/**
 * The root of every route: start-up first, then the routes and the menu. While start-up runs the
 * page shows index.html's splash (a guest at /signin: its prerendered sign-in screen) and React draws nothing, so the first screen is the first thing it
 * lays out and paints.
 */
export function AppShell() {
  useStartup();
  const ready = useAppState((state) => state.ready);
  useRemoveSplash(ready);
  if (!ready) return null;
  return (
    <>
      <Outlet />
      <MainMenuOnceOpened />
      <ReconnectingLoader />
    </>
  );
}
