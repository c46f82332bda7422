import { Suspense, useEffect, useLayoutEffect } from 'react';
import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from './router/index.ts';
import { useAppState, useServices } from '../app/services-context.tsx';
import { RouteLayout } from '../layouts/route-layout.tsx';
import { isSignedIn } from '../state/app-store.ts';
import { MENU_COOKIE_MAX_AGE_SECONDS, MENU_COOKIE_NAME, setCookie } from '../storage/cookies.ts';
import { ScreenLoading } from '../screens/common/screen-loading.tsx';
import { forgetWantedPath, landingPath, rememberLastPath, rememberWantedPath } from './navigation-memory.ts';
import { paramsMatch } from './route-table.ts';
import type { ScreenRoute } from './route-types.ts';

/**
 * What every route change does (spec §2, §4): the page title clears, the page scrolls to the top,
 * the menu name goes into a cookie for a day, the page is remembered as the last opened one, and the
 * socket drops the previous screen's subscriptions.
 */
function useRouteChange(route: ScreenRoute, signedIn: boolean) {
  const services = useServices();
  const { pathname, search } = useLocation();
  // A layout effect: React runs every layout effect before any passive one, so the screen's own
  // title (usePageTitle, a passive effect in a child) is set after this clears the previous one.
  useLayoutEffect(() => {
    services.store.getState().setPageTitle(null);
  }, [services, route, pathname, search]);
  useEffect(() => {
    const state = services.store.getState();
    state.setMenuOpen(false);
    window.scrollTo(0, 0);
    setCookie(MENU_COOKIE_NAME, route.name, MENU_COOKIE_MAX_AGE_SECONDS);
    if (signedIn && route.layout !== 'sign') rememberLastPath(services.storage, pathname + search);
    services.socket.routeChanged(pathname);
    const title = route.header === false ? undefined : route.header.title;
    document.title = title === undefined ? '바로' : `${title} · 바로`;
  }, [services, route, pathname, search, signedIn]);
}

/**
 * Spec §4: the request counter resets when the route's name changes. A layout effect, so the reset
 * comes before the new screen's own effects send its first calls, which then count for it.
 */
function useRequestCounterReset(route: ScreenRoute) {
  const { store } = useServices();
  useLayoutEffect(() => {
    store.getState().routeNameChanged(route.name);
  }, [store, route.name]);
}

/** Remembers where a guest wanted to go, then sends them to / (spec §4 route guard). */
function GuestRedirect() {
  const { storage } = useServices();
  const { pathname, search } = useLocation();
  useEffect(() => {
    rememberWantedPath(storage, pathname + search);
  }, [storage, pathname, search]);
  return <Navigate to="/" replace />;
}

/** A signed-in member has nothing to do on the sign pages: on to their page. */
function MemberRedirect() {
  const { storage } = useServices();
  // Navigate's own effect runs first (it is the child), so the wanted page is read before it goes.
  useEffect(() => {
    forgetWantedPath(storage);
  }, [storage]);
  return <Navigate to={landingPath(storage)} replace />;
}

/** A route that passed its checks: the route-change effects, the layout and the lazy screen. */
function ShownRoute({
  route,
  Screen,
  signedIn,
}: {
  route: ScreenRoute;
  Screen: ComponentType;
  signedIn: boolean;
}) {
  useRequestCounterReset(route);
  useRouteChange(route, signedIn);
  return (
    <RouteLayout route={route}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </RouteLayout>
  );
}

/**
 * One route of the table: its parameters checked (a non-numeric id is an unknown path), the guard,
 * then the route itself. Only a route that is shown counts as opened, so a refused one can never be
 * remembered as the page to come back to.
 */
export function RouteFrame({ route, Screen }: { route: ScreenRoute; Screen: ComponentType }) {
  const params = useParams();
  const signedIn = useAppState(isSignedIn);
  if (!paramsMatch(route, params)) return <Navigate to="/" replace />;
  if (route.requiresAuth && !signedIn) return <GuestRedirect />;
  if (signedIn && route.layout === 'sign') return <MemberRedirect />;
  return <ShownRoute route={route} Screen={Screen} signedIn={signedIn} />;
}
