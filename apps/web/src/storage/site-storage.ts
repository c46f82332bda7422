/**
 * The app's local storage, every key prefixed by the site (spec §4: "storage keys prefixed by a site
 * prefix"), so two sites opened on one device never read each other's tokens or settings. The
 * backing store is injected: `localStorage` in the browser, a map in tests.
 */

/** The part of the Web Storage API the app uses. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The keys of spec §4 plus the app's own: where to return after sign-in, and member settings. */
export type SiteKey =
  | 'accessToken'
  | 'refreshToken'
  | 'tokenExpiresAt'
  | 'language'
  | 'siteInfoId'
  | 'lastPath'
  | 'wantedPath'
  | `settings.${string}`;

export interface SiteStorage {
  readonly prefix: string;
  get(key: SiteKey): string | null;
  set(key: SiteKey, value: string): void;
  remove(key: SiteKey): void;
}

export function createSiteStorage(store: KeyValueStore, siteCode: string): SiteStorage {
  const prefix = `${siteCode}.`;
  // Storage can throw (Safari private mode, a full quota); losing a remembered value is better than
  // failing the screen that wanted to remember it.
  return {
    prefix,
    get(key) {
      try {
        return store.getItem(prefix + key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        store.setItem(prefix + key, value);
      } catch {
        // Not remembered; see above.
      }
    },
    remove(key) {
      try {
        store.removeItem(prefix + key);
      } catch {
        // Nothing to remove.
      }
    },
  };
}

/** An in-memory store for tests and for browsers without storage. */
export function createMemoryStore(): KeyValueStore & { readonly entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}
