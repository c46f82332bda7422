import { Navigate } from './router/index.ts';
import type { RouteObject } from './router/index.ts';
import { AppShell } from './app-shell.tsx';
import { lazyScreen } from './lazy-screens.tsx';
import { RouteError } from './route-error.tsx';
import { RouteFrame } from './route-frame.tsx';
import { routeTable } from './route-table.ts';
import type { RouteEntry } from './route-types.ts';

function toRouteObject(entry: RouteEntry): RouteObject {
  if (entry.kind === 'redirect') return { path: entry.path, element: <Navigate to={entry.to} replace /> };
  return {
    path: entry.path,
    element: <RouteFrame route={entry} Screen={lazyScreen(entry)} />,
    errorElement: <RouteError />,
  };
}

/**
 * The router's routes, all from the one table under the app shell. Each screen's lazy component is
 * made here, once, never during a render.
 */
export function appRoutes(table: readonly RouteEntry[] = routeTable): RouteObject[] {
  return [{ element: <AppShell />, errorElement: <RouteError />, children: table.map(toRouteObject) }];
}
