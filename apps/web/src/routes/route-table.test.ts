import { describe, expect, it } from 'vitest';
import { createMemoryStore, createSiteStorage } from '../storage/site-storage.ts';
import {
  backTarget,
  forgetWantedPath,
  landingPath,
  rememberLastPath,
  rememberWantedPath,
  tradeTabPath,
} from './navigation-memory.ts';
import { firstScreenGroup, paramsMatch, routeTable, screenRoutes } from './route-table.ts';

/** Every path spec §2 names, written as the router writes them. */
const specPaths = [
  '/',
  '/signin',
  '/register',
  '/ref/:partnerCode',
  '/exchange',
  '/exchange/:id',
  '/oversea',
  '/oversea/:id',
  '/overseaView/:id',
  '/future/:id',
  '/futureView/:id',
  '/balances/list',
  '/balances/deposit',
  '/balances/withdraw',
  '/support/notice',
  '/support/invest_info',
  '/support/more/:section',
  '/service/contact',
  '/dnw',
  '/search',
  '/search/oversea',
  '/search/dnw',
  '/wallet/asset',
  '/wallet/p2p',
  '/wallet/dnw_history',
  '/wallet/history',
  '/wallet/:type/:coin',
  '/wallet/convert/:pair',
  '/more',
  '/more/notice',
  '/more/notice/:id',
  '/more/change_password',
  '/more/contact',
  '/more/contact/:id',
  '/more/contact/create',
  '/more/economic',
  '/more/livechat',
  '/more/setting',
  '/more/mypage',
  '/more/terms',
  '/more/privacy',
  '*',
];

function route(path: string) {
  const found = screenRoutes().find((entry) => entry.path === path);
  if (found === undefined) throw new Error(`no screen route ${path}`);
  return found;
}

describe('the route table', () => {
  it('has every route of spec §2, each path once', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(specPaths));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('redirects / to /signin, /search to /search/oversea and anything unknown to /', () => {
    const redirects = Object.fromEntries(
      routeTable.flatMap((entry) => (entry.kind === 'redirect' ? [[entry.path, entry.to]] : [])),
    );
    expect(redirects).toEqual({ '/': '/signin', '/search': '/search/oversea', '*': '/' });
  });

  it('takes digits only for ids', () => {
    expect(paramsMatch(route('/exchange/:id'), { id: '3' })).toBe(true);
    expect(paramsMatch(route('/exchange/:id'), { id: '3a' })).toBe(false);
    expect(paramsMatch(route('/more/notice/:id'), { id: '-1' })).toBe(false);
    expect(paramsMatch(route('/wallet/:type/:coin'), { type: 'deposit', coin: 'USDT' })).toBe(true);
    expect(paramsMatch(route('/wallet/:type/:coin'), { type: 'steal', coin: 'USDT' })).toBe(false);
  });

  it('opens to guests exactly the routes spec §6 lists: sign pages, View pages, password change, contact', () => {
    const open = screenRoutes()
      .filter((entry) => !entry.requiresAuth)
      .map((entry) => entry.path);
    expect(open.sort()).toEqual(
      [
        '/signin',
        '/register',
        '/ref/:partnerCode',
        '/find_id',
        '/find_password',
        '/exchangeView',
        '/exchangeView/:id',
        '/overseaView',
        '/overseaView/:id',
        '/futureView/:id',
        '/more/change_password',
        '/more/contact',
        '/more/contact/create',
        '/more/contact/:id',
      ].sort(),
    );
  });

  it('gives the headers of spec §2: back arrows, close icons to the back URL, none on search', () => {
    expect(route('/more/notice').header).toMatchObject({ leftBack: true });
    expect(route('/more/notice/:id').header).toMatchObject({ rightClose: '/more/notice' });
    expect(route('/more/contact/create').header).toMatchObject({ rightClose: '/more/contact' });
    expect(route('/dnw').header).not.toHaveProperty('leftBack');
    expect(route('/search/oversea').header).toBe(false);
    expect(route('/exchange').layout).toBe('fixed');
    expect(route('/oversea').layout).toBe('overseaTrade');
  });
});

describe('navigation memory', () => {
  it('leads the back arrow to the first path segment unless a target is given', () => {
    expect(backTarget('/more/notice', true)).toBe('/more');
    expect(backTarget('/more/contact/create', true)).toBe('/more');
    expect(backTarget('/register', '/signin')).toBe('/signin');
  });

  it('sends a guest to the View variant of the trade tab', () => {
    expect(tradeTabPath('/oversea', false)).toBe('/overseaView');
    expect(tradeTabPath('/oversea', true)).toBe('/oversea');
  });

  it('lands on the wanted page once, then the last opened one, else /oversea', () => {
    const storage = createSiteStorage(createMemoryStore(), 'demo');
    expect(landingPath(storage)).toBe('/oversea');
    rememberLastPath(storage, '/signin');
    expect(landingPath(storage)).toBe('/oversea');
    rememberLastPath(storage, '/more/setting');
    rememberWantedPath(storage, '/more/mypage');
    expect(landingPath(storage)).toBe('/more/mypage');
    forgetWantedPath(storage);
    expect(landingPath(storage)).toBe('/more/setting');
  });
});

describe('the first screen group', () => {
  it('is the group of the page opened, following the table redirects', () => {
    expect(firstScreenGroup('/signin', false)).toBe('sign');
    expect(firstScreenGroup('/', false)).toBe('sign');
    expect(firstScreenGroup('/find_id', false)).toBe('sign');
    expect(firstScreenGroup('/overseaView', false)).toBe('oversea-trade');
    expect(firstScreenGroup('/more/setting', true)).toBe('more');
    expect(firstScreenGroup('/more/setting/', true)).toBe('more');
    expect(firstScreenGroup('/search', true)).toBe('search-oversea');
  });

  it('is the sign group for a guest at a member page, whom the guard sends to sign in', () => {
    expect(firstScreenGroup('/more/setting', false)).toBe('sign');
    expect(firstScreenGroup('/oversea/3', false)).toBe('sign');
  });

  it('is unknown for a member at a sign page or anywhere unknown: start-up decides where they go', () => {
    expect(firstScreenGroup('/signin', true)).toBeUndefined();
    expect(firstScreenGroup('/no/such/page', true)).toBeUndefined();
  });
});
