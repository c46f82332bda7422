import type { RouteObject } from './create-router.ts';
import { matchPath, patternScore } from './match-path.ts';
import type { Params } from './match-path.ts';

/** One route of the matched branch, from the outermost layout to the screen. */
export interface RouteMatch {
  readonly route: RouteObject;
  /** The parameters of the whole branch (every route of it sees all of them, as in React Router). */
  readonly params: Params;
  readonly pathname: string;
}

interface Branch {
  readonly pattern: string;
  readonly routes: readonly RouteObject[];
  readonly score: number;
  readonly order: number;
}

function joinPaths(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/') || path === '*') return path === '*' && parent !== '' ? `${parent}/*` : path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Every leaf of the tree with the routes above it and its full pattern. */
function flatten(
  routes: readonly RouteObject[],
  parents: readonly RouteObject[] = [],
  parentPath = '',
): Omit<Branch, 'score' | 'order'>[] {
  return routes.flatMap((route) => {
    const pattern = joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    if (route.children !== undefined && route.children.length > 0)
      return flatten(route.children, chain, pattern);
    return [{ pattern: pattern === '' ? '/' : pattern, routes: chain }];
  });
}

const branchCache = new WeakMap<readonly RouteObject[], readonly Branch[]>();

/** The branches of a tree, the most specific first (equal ones in table order). */
function rankedBranches(routes: readonly RouteObject[]): readonly Branch[] {
  let branches = branchCache.get(routes);
  if (branches === undefined) {
    branches = flatten(routes)
      .map((branch, order) => ({ ...branch, score: patternScore(branch.pattern), order }))
      .sort((a, b) => b.score - a.score || a.order - b.order);
    branchCache.set(routes, branches);
  }
  return branches;
}

/** The routes that show `pathname`, outermost first; empty when nothing matches. */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch[] {
  for (const branch of rankedBranches(routes)) {
    const match = matchPath(branch.pattern, pathname);
    if (match !== null) {
      return branch.routes.map((route) => ({ route, params: match.params, pathname: match.pathname }));
    }
  }
  return [];
}
