import { lazy, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { PlaceholderScreen } from '../screens/common/placeholder-screen.tsx';
import type { LazyGroup, RouteName, ScreenRoute } from './route-types.ts';

/** What a lazy group's module exports: the screens it has built so far, by route name. */
export interface ScreenGroup {
  readonly screens: Partial<Record<RouteName, ComponentType>>;
}

/** Spec §8, §9: a screen group that has not loaded after 120 s is given up on. */
export const GROUP_LOAD_TIMEOUT_MS = 120_000;

export class GroupLoadTimeoutError extends Error {
  override readonly name = 'GroupLoadTimeoutError';
}

// One dynamic import per group: Vite makes each a chunk, so /signin never downloads trade screens.
const groupLoaders: Record<LazyGroup, () => Promise<ScreenGroup>> = {
  sign: () => import('../screens/sign/index.ts'),
  more: () => import('../screens/more/index.ts'),
  livechat: () => import('../screens/livechat/index.ts'),
  home: () => import('../screens/home/index.ts'),
  contact: () => import('../screens/contact/index.ts'),
  copytrade: () => import('../screens/copytrade/index.ts'),
  dnw: () => import('../screens/dnw/index.ts'),
  'binary-trade': () => import('../screens/binary-trade/index.ts'),
  'oversea-trade': () => import('../screens/oversea-trade/index.ts'),
  'futures-trade': () => import('../screens/futures-trade/index.ts'),
  'search-dnw': () => import('../screens/search-dnw/index.ts'),
  'search-oversea': () => import('../screens/search-oversea/index.ts'),
};

function withTimeout<T>(work: Promise<T>, timeoutMs: number, group: LazyGroup): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new GroupLoadTimeoutError(`The screen group ${group} did not load in ${timeoutMs} ms.`));
    }, timeoutMs);
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
    });
  });
}

/** The groups whose module has arrived, so their screens can render without suspending. */
const loadedGroups = new Map<LazyGroup, ScreenGroup>();

function loadGroup(group: LazyGroup): Promise<ScreenGroup> {
  return groupLoaders[group]().then((module) => {
    loadedGroups.set(group, module);
    return module;
  });
}

/**
 * Starts fetching a group before its screen renders (the first page's, while start-up runs). A failure
 * here is left to the screen's own import, which shows the route error.
 */
export function preloadScreenGroup(group: LazyGroup): Promise<void> {
  return loadGroup(group).then(
    () => undefined,
    () => undefined,
  );
}

const screens = new Map<string, ComponentType>();

/** The route's screen in its loaded group, or the 준비 중 page titled after the route; one per route. */
function screenIn(group: ScreenGroup, route: ScreenRoute): ComponentType {
  const key = `${route.group}:${route.name}`;
  let Screen = screens.get(key) ?? group.screens[route.name];
  if (Screen === undefined) {
    const title = route.header === false ? undefined : route.header.title;
    Screen = function Placeholder() {
      return <PlaceholderScreen title={title} />;
    };
  }
  screens.set(key, Screen);
  return Screen;
}

const cache = new Map<string, ComponentType>();

/**
 * The screen of a route, loaded with its group on first use. A screen its group does not have yet is
 * the 준비 중 page, titled after the route.
 *
 * When the group is already there (preloaded, or opened before) the screen renders at once instead of
 * suspending: a suspended screen shows its fallback, and React then holds the real screen back for
 * up to 300 ms so that fallbacks do not flicker, which the first page's paint would wait for. Which
 * way a mounted route renders is decided when it mounts, so a group that arrives later never swaps
 * the component under a screen (and its state) that is already showing.
 */
export function lazyScreen(route: ScreenRoute): ComponentType {
  const key = `${route.group}:${route.name}`;
  let component = cache.get(key);
  if (component === undefined) {
    const Lazy: LazyExoticComponent<ComponentType> = lazy(async () => {
      const group = await withTimeout(loadGroup(route.group), GROUP_LOAD_TIMEOUT_MS, route.group);
      return { default: screenIn(group, route) };
    });
    component = function RouteScreen() {
      const [loaded] = useState(() => loadedGroups.get(route.group));
      if (loaded === undefined) return <Lazy />;
      const Screen = screenIn(loaded, route);
      return <Screen />;
    };
    cache.set(key, component);
  }
  return component;
}
