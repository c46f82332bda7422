/** Where the app is: a path, its query and hash, the state a navigation attached, and a unique key. */
export interface Location {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly state: unknown;
  /** Unique per history entry: two visits of one path are two keys. */
  readonly key: string;
}

export interface Path {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** How the current location came about: a link or `navigate` (PUSH, REPLACE), back/forward (POP). */
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** `/a/b?c=1#d` as a string. */
export function createPath({ pathname, search, hash }: Path): string {
  return pathname + search + hash;
}

// Any origin will do: only the path part of the URL is ever read.
const base = 'http://router.invalid';

/**
 * `to` resolved against the current path as an `<a href>` would be: absolute paths as they are,
 * `..`, `./x` and `?q` relative to `from`.
 */
export function resolvePath(to: string, from: Path = { pathname: '/', search: '', hash: '' }): Path {
  const url = new URL(to, base + createPath(from));
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

let keyCounter = 0;

/** A key for a new history entry. */
export function createKey(): string {
  keyCounter += 1;
  return `${Date.now().toString(36)}-${keyCounter.toString(36)}`;
}

export function createLocation(path: Path, state: unknown = null, key: string = createKey()): Location {
  return { pathname: path.pathname, search: path.search, hash: path.hash, state, key };
}
