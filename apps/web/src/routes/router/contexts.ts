import { createContext, useContext } from 'react';
import type { Router, RouterState } from './create-router.ts';
import type { RouteMatch } from './match-routes.ts';

export interface RouterContextValue {
  readonly router: Router;
  /** The state this render shows (it trails `router.state` while a transition renders). */
  readonly state: RouterState;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

/** Where in the matched branch a component renders: `Outlet` renders `matches[index + 1]`. */
export interface RouteContextValue {
  readonly matches: readonly RouteMatch[];
  readonly index: number;
}

export const RouteContext = createContext<RouteContextValue>({ matches: [], index: -1 });

/** The error a route's error boundary caught, for its `errorElement`. */
export const RouteErrorContext = createContext<unknown>(undefined);

export function useRouterContext(hook: string): RouterContextValue {
  const value = useContext(RouterContext);
  if (value === null) throw new Error(`${hook} is used outside a RouterProvider.`);
  return value;
}
