import { useCallback, useContext, useEffect, useId, useRef } from 'react';
import { RouteContext, RouteErrorContext, useRouterContext } from './contexts.ts';
import { unblocked } from './create-router.ts';
import type { Blocker, BlockerFunction, NavigateOptions } from './create-router.ts';
import type { Location } from './location.ts';
import type { Params } from './match-path.ts';

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => Promise<void>;

/** Navigates from code: `navigate('/more')`, `navigate(path, { replace: true })`, `navigate(-1)`. */
export function useNavigate(): NavigateFunction {
  const { router } = useRouterContext('useNavigate');
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

/** The location the page shows. */
export function useLocation(): Location {
  return useRouterContext('useLocation').state.location;
}

/** The matched route's path parameters (`/oversea/:id` → `{ id: '3' }`). */
export function useParams(): Params {
  const { matches, index } = useContext(RouteContext);
  return matches[index]?.params ?? {};
}

/** What the nearest route error boundary caught. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/**
 * Holds navigations away from the page while `shouldBlock` says so: a link, `navigate` or the back
 * button leaves the blocker `blocked` until the screen calls `proceed()` or `reset()`. One blocker at
 * a time (the first one mounted decides).
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const { router, state } = useRouterContext('useBlocker');
  const key = useId();
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    router.setBlocker(key, (args) => {
      const current = latest.current;
      return typeof current === 'function' ? current(args) : current;
    });
    return () => {
      router.deleteBlocker(key);
    };
  }, [router, key]);
  return state.blockers.get(key) ?? unblocked;
}
