import { describe, expect, it } from 'vitest';
import { appRoutes } from '../app-routes.tsx';
import { paramsMatch, routeTable } from '../route-table.ts';
import type { ScreenRoute } from '../route-types.ts';
import { matchPath, patternScore } from './match-path.ts';
import { matchRoutes } from './match-routes.ts';

const routes = appRoutes();

/** The app's table entry the router picks for `pathname`: the last route of the matched branch. */
function entryFor(pathname: string) {
  const leaf = matchRoutes(routes, pathname).at(-1);
  if (leaf === undefined) return undefined;
  const index = routes[0]?.children?.indexOf(leaf.route) ?? -1;
  return { entry: routeTable[index], params: leaf.params };
}

describe('matchPath', () => {
  it('matches static paths whole, ignoring case and a trailing slash', () => {
    expect(matchPath('/more/setting', '/more/setting')).toMatchObject({ params: {} });
    expect(matchPath('/more/setting', '/More/Setting/')).not.toBeNull();
    expect(matchPath('/more', '/more/setting')).toBeNull();
    expect(matchPath('/more/setting', '/more')).toBeNull();
    expect(matchPath('/', '/')).not.toBeNull();
    expect(matchPath('/', '/signin')).toBeNull();
  });

  it('reads parameters, decoded, one segment each', () => {
    expect(matchPath('/wallet/:type/:coin', '/wallet/deposit/USDT')?.params).toEqual({
      type: 'deposit',
      coin: 'USDT',
    });
    expect(matchPath('/ref/:partnerCode', '/ref/%EB%B0%94%EB%A1%9C')?.params).toEqual({
      partnerCode: '바로',
    });
    expect(matchPath('/oversea/:id', '/oversea/')).toBeNull();
    expect(matchPath('/oversea/:id', '/oversea/1/2')).toBeNull();
  });

  it('lets a splat take the rest of the path, or any path alone', () => {
    expect(matchPath('*', '/no/such/page')?.params).toEqual({ '*': 'no/such/page' });
    expect(matchPath('/search/*', '/search/dnw/x')?.params).toEqual({ '*': 'dnw/x' });
    expect(matchPath('/search/*', '/other')).toBeNull();
  });

  it('ranks static segments over parameters over a splat', () => {
    expect(patternScore('/more/contact/create')).toBeGreaterThan(patternScore('/more/contact/:id'));
    expect(patternScore('/wallet/convert/:pair')).toBeGreaterThan(patternScore('/wallet/:type/:coin'));
    expect(patternScore('/')).toBeGreaterThan(patternScore('*'));
  });
});

describe('matching the app routes', () => {
  it('finds the route of each kind of path, with its parameters', () => {
    expect(entryFor('/signin')?.entry).toMatchObject({ name: 'SignIn' });
    expect(entryFor('/oversea/12')).toMatchObject({ entry: { name: 'OverseaTrade' }, params: { id: '12' } });
    expect(entryFor('/more/contact/create')?.entry).toMatchObject({ name: 'MoreContactCreate' });
    expect(entryFor('/more/contact/7')?.entry).toMatchObject({ name: 'MoreContactDetail' });
    expect(entryFor('/wallet/convert/USDT_BTC')?.entry).toMatchObject({ name: 'WalletConvert' });
    expect(entryFor('/search')?.entry).toMatchObject({ kind: 'redirect', to: '/search/oversea' });
    expect(entryFor('/no/such/page')?.entry).toMatchObject({ kind: 'redirect', to: '/' });
  });

  it('takes digits only for ids: a word in their place matches the route but not its rule', () => {
    const numeric = entryFor('/more/notice/42');
    const word = entryFor('/more/notice/abc');
    expect(numeric?.entry).toMatchObject({ name: 'MoreNoticeDetail' });
    expect(paramsMatch(numeric?.entry as ScreenRoute, numeric?.params ?? {})).toBe(true);
    expect(word?.entry).toMatchObject({ name: 'MoreNoticeDetail' });
    expect(paramsMatch(word?.entry as ScreenRoute, word?.params ?? {})).toBe(false);
    const tooLong = entryFor('/exchange/12345678901');
    expect(paramsMatch(tooLong?.entry as ScreenRoute, tooLong?.params ?? {})).toBe(false);
  });

  it('nests every screen under the app shell', () => {
    const branch = matchRoutes(routes, '/more');
    expect(branch).toHaveLength(2);
    expect(branch[0]?.route.path).toBeUndefined();
  });
});
