import { lazy } from 'react';
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
  home: () => import('../screens/home/index.ts'),
  contact: () => import('../screens/contact/index.ts'),
  dnw: () => import('../screens/dnw/index.ts'),
  'binary-trade': () => import('../screens/binary-trade/index.ts'),
  'oversea-trade': () => import('../screens/oversea-trade/index.ts'),
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

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The screen of a route, loaded with its group on first use. A screen its group does not have yet is
 * the 준비 중 page, titled after the route.
 */
export function lazyScreen(route: ScreenRoute): LazyExoticComponent<ComponentType> {
  const key = `${route.group}:${route.name}`;
  let component = cache.get(key);
  if (component === undefined) {
    component = lazy(async () => {
      const group = await withTimeout(groupLoaders[route.group](), GROUP_LOAD_TIMEOUT_MS, route.group);
      const Screen = group.screens[route.name];
      if (Screen !== undefined) return { default: Screen };
      const title = route.header === false ? undefined : route.header.title;
      return {
        default: function Placeholder() {
          return <PlaceholderScreen title={title} />;
        },
      };
    });
    cache.set(key, component);
  }
  return component;
}
