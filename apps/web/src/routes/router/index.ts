// The app's router (apps/web/README.md "Routing"): the route tree, browser and memory variants, and
// the React side, with React Router's names for what the app uses of it.
export { createBrowserRouter, createMemoryRouter, createRouter } from './create-router.ts';
export type {
  Blocker,
  BlockerFunction,
  NavigateOptions,
  RouteObject,
  Router,
  RouterState,
} from './create-router.ts';
export { createBrowserHistory, createMemoryHistory } from './history.ts';
export type { RouterHistory } from './history.ts';
export { useBlocker, useLocation, useNavigate, useParams, useRouteError } from './hooks.ts';
export type { NavigateFunction } from './hooks.ts';
export { isActivePath, Link, Navigate, NavLink } from './links.tsx';
export type { LinkProps, NavLinkProps } from './links.tsx';
export { createPath, resolvePath } from './location.ts';
export type { HistoryAction, Location, Path } from './location.ts';
export { matchPath, patternScore } from './match-path.ts';
export type { Params, PathMatch } from './match-path.ts';
export { matchRoutes } from './match-routes.ts';
export type { RouteMatch } from './match-routes.ts';
export { Outlet } from './route-rendering.tsx';
export { MemoryRouter, RouterProvider } from './router-provider.tsx';
