import { createKey, createLocation, createPath } from './location.ts';
import type { Location, Path } from './location.ts';

/** A move through the history the router did not make itself: back or forward (`delta` entries). */
export interface PopUpdate {
  readonly location: Location;
  readonly delta: number;
}

/** The session history the router drives: the browser's, or an in-memory one for tests. */
export interface RouterHistory {
  readonly location: Location;
  push(path: Path, state: unknown): Location;
  replace(path: Path, state: unknown): Location;
  /** Back (−1) or forward; the listeners hear of it (in the browser, once `popstate` arrives). */
  go(delta: number): void;
  listen(listener: (update: PopUpdate) => void): () => void;
}

interface StoredState {
  readonly usr: unknown;
  readonly key: string;
  readonly idx: number;
}

function isStoredState(value: unknown): value is StoredState {
  return typeof value === 'object' && value !== null && typeof (value as StoredState).idx === 'number';
}

/**
 * The browser's history. Each entry stores its position (`idx`) so a `popstate` tells how far the
 * user went, which is what a blocked back button needs to be undone.
 */
export function createBrowserHistory(win: Window = window): RouterHistory {
  const listeners = new Set<(update: PopUpdate) => void>();
  const read = (): { location: Location; index: number } => {
    const stored: unknown = win.history.state;
    const { pathname, search, hash } = win.location;
    if (!isStoredState(stored)) return { location: createLocation({ pathname, search, hash }), index: 0 };
    return {
      location: createLocation({ pathname, search, hash }, stored.usr, stored.key),
      index: stored.idx,
    };
  };
  let { location, index } = read();
  if (!isStoredState(win.history.state)) {
    win.history.replaceState({ usr: null, key: location.key, idx: index } satisfies StoredState, '');
  }

  const onPopState = () => {
    const next = read();
    const delta = next.index - index;
    ({ location, index } = next);
    for (const listener of [...listeners]) listener({ location, delta });
  };

  function write(path: Path, state: unknown, method: 'pushState' | 'replaceState'): Location {
    location = createLocation(path, state, createKey());
    if (method === 'pushState') index += 1;
    const stored: StoredState = { usr: state, key: location.key, idx: index };
    win.history[method](stored, '', createPath(path));
    return location;
  }

  return {
    get location() {
      return location;
    },
    push: (path, state) => write(path, state, 'pushState'),
    replace: (path, state) => write(path, state, 'replaceState'),
    go: (delta) => {
      win.history.go(delta);
    },
    listen(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
  };
}

/** A history kept in memory (tests, and screens rendered alone): `initialEntries` are paths. */
export function createMemoryHistory(
  initialEntries: readonly string[] = ['/'],
  initialIndex: number = initialEntries.length - 1,
): RouterHistory {
  const listeners = new Set<(update: PopUpdate) => void>();
  const entries: Location[] = initialEntries.map((entry) => {
    const url = new URL(entry, 'http://memory.invalid');
    return createLocation({ pathname: url.pathname, search: url.search, hash: url.hash });
  });
  if (entries.length === 0) entries.push(createLocation({ pathname: '/', search: '', hash: '' }));
  let index = Math.min(Math.max(initialIndex, 0), entries.length - 1);
  const current = () => entries[index] ?? createLocation({ pathname: '/', search: '', hash: '' });

  return {
    get location() {
      return current();
    },
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length - index, createLocation(path, state));
      return current();
    },
    replace(path, state) {
      entries[index] = createLocation(path, state);
      return current();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      const moved = next - index;
      index = next;
      for (const listener of [...listeners]) listener({ location: current(), delta: moved });
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
