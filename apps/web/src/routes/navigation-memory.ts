import type { SiteStorage } from '../storage/site-storage.ts';
import { DEFAULT_LANDING_PATH, ENTRY_PATHS } from './route-table.ts';

/** Remembers the page a member opened last (spec §4 "the last route is remembered"). */
export function rememberLastPath(storage: SiteStorage, path: string): void {
  if (!ENTRY_PATHS.includes(path.split('?')[0] ?? path)) storage.set('lastPath', path);
}

/** The guard remembers where a guest wanted to go, to go there after sign-in (spec §4). */
export function rememberWantedPath(storage: SiteStorage, path: string): void {
  storage.set('wantedPath', path);
}

/**
 * Where a member lands after start-up or sign-in: the page a guest was sent away from, else the last
 * opened page, else /oversea (spec §4). Reading it changes nothing, so a render may call it.
 */
export function landingPath(storage: SiteStorage): string {
  for (const candidate of [storage.get('wantedPath'), storage.get('lastPath')]) {
    if (candidate !== null && candidate.startsWith('/') && !ENTRY_PATHS.includes(candidate)) return candidate;
  }
  return DEFAULT_LANDING_PATH;
}

/** The wanted page is used once: forgotten once the member has landed. */
export function forgetWantedPath(storage: SiteStorage): void {
  storage.remove('wantedPath');
}

/** Spec §2: the header's back arrow leads to the first path segment (`/more/notice` → `/more`). */
export function backTarget(pathname: string, leftBack: true | string): string {
  if (typeof leftBack === 'string') return leftBack;
  const first = pathname.split('/').find((segment) => segment !== '');
  return first === undefined ? '/' : `/${first}`;
}

/** Spec §2 footer: the trade tab opens the View variant for a guest (`/oversea` → `/overseaView`). */
export function tradeTabPath(tradePath: string, signedIn: boolean): string {
  return signedIn ? tradePath : `${tradePath}View`;
}
