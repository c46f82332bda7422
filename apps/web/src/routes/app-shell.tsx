import { Outlet } from 'react-router';
import { useAppState, useServices } from '../app/services-context.tsx';
import { messageOf } from '../i18n/i18n.ts';
import { MainMenu } from '../layouts/main-menu.tsx';
import { SplashScreen } from '../screens/common/splash-screen.tsx';
import { useStartup } from '../startup/use-startup.ts';
import { BlockingLoader } from '../ui/blocking-loader.tsx';

/** The socket's reconnect blocks the page with a loader (spec §4). */
function ReconnectingLoader() {
  const { i18n } = useServices();
  const reconnecting = useAppState((state) => state.socketStatus === 'reconnecting');
  return <BlockingLoader open={reconnecting} message={messageOf(i18n, 'SOCKET_RECONNECTING')} />;
}

/** The root of every route: start-up first (a splash meanwhile), then the routes and the menu. */
export function AppShell() {
  useStartup();
  const ready = useAppState((state) => state.ready);
  if (!ready) return <SplashScreen />;
  return (
    <>
      <Outlet />
      <MainMenu />
      <ReconnectingLoader />
    </>
  );
}
