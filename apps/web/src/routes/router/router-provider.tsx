import { startTransition, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { RouterContext } from './contexts.ts';
import { createMemoryRouter } from './create-router.ts';
import type { Router, RouterState } from './create-router.ts';
import { renderMatch } from './route-rendering.tsx';

/** The router's state, re-rendered as a transition, so a screen still loading keeps the last one up. */
function useRouterState(router: Router): RouterState {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const show = (next: RouterState) => {
      startTransition(() => {
        setState(next);
      });
    };
    const unsubscribe = router.subscribe(show);
    // A navigation made before this subscription (by a child's layout effect) is not missed.
    show(router.state);
    return unsubscribe;
  }, [router]);
  return state;
}

/** Renders the route tree of `router` for its current location. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useRouterState(router);
  const value = useMemo(() => ({ router, state }), [router, state]);
  return (
    <RouterContext.Provider value={value}>
      {renderMatch(state.matches, 0, state.location)}
    </RouterContext.Provider>
  );
}

/**
 * A router of its own in memory around `children`, for a screen or component rendered alone (tests):
 * links, `useNavigate` and `useLocation` work; every path shows `children`.
 */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: readonly string[];
  children: ReactNode;
}) {
  const [router] = useState(() => createMemoryRouter([{ path: '*' }], { initialEntries }));
  const state = useRouterState(router);
  const value = useMemo(() => ({ router, state }), [router, state]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
