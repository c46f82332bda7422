import type { ReactNode } from 'react';
import { createBrowserHistory, createMemoryHistory } from './history.ts';
import type { PopUpdate, RouterHistory } from './history.ts';
import { createPath, resolvePath } from './location.ts';
import type { HistoryAction, Location } from './location.ts';
import { matchRoutes } from './match-routes.ts';
import type { RouteMatch } from './match-routes.ts';

/** One route: a path (none for a layout that only wraps its children), what it shows, its children. */
export interface RouteObject {
  readonly path?: string;
  readonly element?: ReactNode;
  /** Shown instead of the element when it (or anything below it) throws while rendering. */
  readonly errorElement?: ReactNode;
  readonly children?: readonly RouteObject[];
}

export interface NavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
}

/** Whether a navigation must wait for the user (signup's leave confirmation). */
export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;

/** A blocker's state, as `useBlocker` hands it to the screen. */
export type Blocker =
  | { readonly state: 'unblocked'; readonly location: undefined; proceed: undefined; reset: undefined }
  | { readonly state: 'blocked'; readonly location: Location; proceed(): void; reset(): void }
  | { readonly state: 'proceeding'; readonly location: Location; proceed: undefined; reset: undefined };

export const unblocked: Blocker = {
  state: 'unblocked',
  location: undefined,
  proceed: undefined,
  reset: undefined,
};

export interface RouterState {
  readonly location: Location;
  readonly historyAction: HistoryAction;
  readonly matches: readonly RouteMatch[];
  readonly blockers: ReadonlyMap<string, Blocker>;
}

export interface Router {
  readonly state: RouterState;
  readonly routes: readonly RouteObject[];
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Goes to `to` (a path, absolute or relative to the current one), or `delta` entries back/forward. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  /** Registers the blocker `useBlocker` keeps under `key`; only the first one registered decides. */
  setBlocker(key: string, shouldBlock: BlockerFunction): void;
  deleteBlocker(key: string): void;
  /** Stops listening to the history (tests that make many routers). */
  dispose(): void;
}

/** A router over `history` for the route tree `routes`. */
export function createRouter(routes: readonly RouteObject[], history: RouterHistory): Router {
  const listeners = new Set<(state: RouterState) => void>();
  const blockerFunctions = new Map<string, BlockerFunction>();
  let state: RouterState = {
    location: history.location,
    historyAction: 'POP',
    matches: matchRoutes(routes, history.location.pathname),
    blockers: new Map(),
  };
  // Set while the history is moved back after a blocked back/forward, whose own POP is not news.
  let ignoreNextPop = false;
  // Set while a blocked back/forward proceeds, whose POP must not be blocked again.
  let bypassBlockers = false;

  function update(next: Partial<RouterState>) {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  }

  function setBlockerState(key: string, blocker: Blocker) {
    const blockers = new Map(state.blockers);
    blockers.set(key, blocker);
    update({ blockers });
  }

  function completed(location: Location, historyAction: HistoryAction) {
    const blockers = new Map([...state.blockers.keys()].map((key) => [key, unblocked]));
    update({ location, historyAction, matches: matchRoutes(routes, location.pathname), blockers });
  }

  /** The key of the blocker that stops this navigation, if one does. */
  function blockingKey(nextLocation: Location, historyAction: HistoryAction): string | undefined {
    if (bypassBlockers) return undefined;
    const first = blockerFunctions.entries().next();
    if (first.done === true) return undefined;
    const [key, shouldBlock] = first.value;
    return shouldBlock({ currentLocation: state.location, nextLocation, historyAction }) ? key : undefined;
  }

  function onPop({ location, delta }: PopUpdate) {
    if (ignoreNextPop) {
      ignoreNextPop = false;
      return;
    }
    const key = blockingKey(location, 'POP');
    if (key === undefined || delta === 0) {
      bypassBlockers = false;
      completed(location, 'POP');
      return;
    }
    // Undo the move, then let the screen decide; proceeding makes the same move again.
    ignoreNextPop = true;
    history.go(-delta);
    setBlockerState(key, {
      state: 'blocked',
      location,
      proceed: () => {
        setBlockerState(key, { state: 'proceeding', location, proceed: undefined, reset: undefined });
        bypassBlockers = true;
        history.go(delta);
      },
      reset: () => {
        setBlockerState(key, unblocked);
      },
    });
  }
  const stopListening = history.listen(onPop);

  function push(to: string, options: NavigateOptions) {
    const path = resolvePath(to, state.location);
    const historyAction: HistoryAction = options.replace === true ? 'REPLACE' : 'PUSH';
    const go = () => {
      const location =
        historyAction === 'PUSH'
          ? history.push(path, options.state ?? null)
          : history.replace(path, options.state ?? null);
      completed(location, historyAction);
    };
    const nextLocation: Location = { ...path, state: options.state ?? null, key: 'pending' };
    const key = blockingKey(nextLocation, historyAction);
    if (key === undefined) {
      go();
      return;
    }
    setBlockerState(key, {
      state: 'blocked',
      location: nextLocation,
      proceed: () => {
        setBlockerState(key, {
          state: 'proceeding',
          location: nextLocation,
          proceed: undefined,
          reset: undefined,
        });
        go();
      },
      reset: () => {
        setBlockerState(key, unblocked);
      },
    });
  }

  return {
    get state() {
      return state;
    },
    routes,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') history.go(to);
      else push(to, options);
      return Promise.resolve();
    },
    setBlocker(key, shouldBlock) {
      blockerFunctions.set(key, shouldBlock);
      if (!state.blockers.has(key)) setBlockerState(key, unblocked);
    },
    deleteBlocker(key) {
      blockerFunctions.delete(key);
      const blockers = new Map(state.blockers);
      if (blockers.delete(key)) update({ blockers });
    },
    dispose: stopListening,
  };
}

/** The app's router over the browser's history (back/forward included). */
export function createBrowserRouter(routes: readonly RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

/** A router over an in-memory history, for tests: `initialEntries` are paths, the last one current. */
export function createMemoryRouter(
  routes: readonly RouteObject[],
  options: { initialEntries?: readonly string[]; initialIndex?: number } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
}

export { createPath };
