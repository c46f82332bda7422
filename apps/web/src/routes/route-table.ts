import type {
  HeaderOptions,
  LayoutKind,
  LazyGroup,
  RouteEntry,
  RouteName,
  ScreenRoute,
} from './route-types.ts';

/** Spec §2 "id digits only". */
export const NUMERIC_ID = /^\d{1,10}$/;
const walletActionType = /^(deposit|withdraw|convert|buy|sell)$/;
const coinCode = /^[A-Za-z0-9]{2,16}$/;
const coinPair = /^[A-Za-z0-9]{2,16}_[A-Za-z0-9]{2,16}$/;
const supportSection = /^[a-z0-9_-]{1,40}$/;

interface ScreenInput {
  layout: LayoutKind;
  group: LazyGroup;
  requiresAuth: boolean;
  header?: HeaderOptions | false;
  params?: Readonly<Record<string, RegExp>>;
}

function screen(name: RouteName, path: string, input: ScreenInput): ScreenRoute {
  return { kind: 'screen', name, path, header: input.header ?? {}, ...input };
}

function redirect(path: string, to: string): RouteEntry {
  return { kind: 'redirect', path, to };
}

const auth = true;
const open = false;
const id = { id: NUMERIC_ID };

/**
 * Every route of spec §2, the one table the router, the guard, the header, the menu cookie and the
 * lazy loading read. Each names a screen its group has (lazy-screens.test.tsx checks every one); the
 * 준비 중 page is only the guard against a route whose screen went missing.
 */
export const routeTable: readonly RouteEntry[] = [
  // Auth routes (no login; layout Sign).
  redirect('/', '/signin'),
  screen('SignIn', '/signin', { layout: 'sign', group: 'sign', requiresAuth: open, header: false }),
  screen('Register', '/register', {
    layout: 'sign',
    group: 'sign',
    requiresAuth: open,
    header: { title: '회원가입', leftBack: '/signin' },
  }),
  screen('RegisterRef', '/ref/:partnerCode', {
    layout: 'sign',
    group: 'sign',
    requiresAuth: open,
    header: { title: '회원가입', leftBack: '/signin' },
    params: { partnerCode: /^[A-Za-z0-9_-]{1,50}$/ },
  }),
  screen('FindId', '/find_id', {
    layout: 'sign',
    group: 'sign',
    requiresAuth: open,
    header: { title: '아이디 찾기', leftBack: '/signin' },
  }),
  screen('FindPassword', '/find_password', {
    layout: 'sign',
    group: 'sign',
    requiresAuth: open,
    header: { title: '비밀번호 찾기', leftBack: '/signin' },
  }),

  // Trade routes. View variants are the logged-out, view-only pages.
  screen('Trade', '/exchange', {
    layout: 'fixed',
    group: 'binary-trade',
    requiresAuth: auth,
    header: { title: '거래하기' },
  }),
  screen('Trade', '/exchange/:id', {
    layout: 'fixed',
    group: 'binary-trade',
    requiresAuth: auth,
    header: { title: '거래하기' },
    params: id,
  }),
  screen('TradeView', '/exchangeView', {
    layout: 'trade',
    group: 'binary-trade',
    requiresAuth: open,
    header: { title: '거래하기' },
  }),
  screen('TradeView', '/exchangeView/:id', {
    layout: 'trade',
    group: 'binary-trade',
    requiresAuth: open,
    header: { title: '거래하기' },
    params: id,
  }),
  screen('OverseaTrade', '/oversea', {
    layout: 'overseaTrade',
    group: 'oversea-trade',
    requiresAuth: auth,
    header: { title: '거래하기' },
  }),
  screen('OverseaTrade', '/oversea/:id', {
    layout: 'overseaTrade',
    group: 'oversea-trade',
    requiresAuth: auth,
    header: { title: '거래하기' },
    params: id,
  }),
  screen('OverseaTradeView', '/overseaView', {
    layout: 'overseaTrade',
    group: 'oversea-trade',
    requiresAuth: open,
    header: { title: '거래하기' },
  }),
  screen('OverseaTradeView', '/overseaView/:id', {
    layout: 'overseaTrade',
    group: 'oversea-trade',
    requiresAuth: open,
    header: { title: '거래하기' },
    params: id,
  }),
  screen('Future', '/future/:id', {
    layout: 'futuresTrade',
    group: 'futures-trade',
    requiresAuth: auth,
    header: { title: '선물거래' },
    params: id,
  }),
  screen('FutureView', '/futureView/:id', {
    layout: 'futuresTrade',
    group: 'futures-trade',
    requiresAuth: open,
    header: { title: '선물거래' },
    params: id,
  }),

  // Copy trading (issue 17 §2; not in spec §2, which has no screens for it).
  screen('CopyTrade', '/copytrade', {
    layout: 'fixed',
    group: 'copytrade',
    requiresAuth: auth,
    header: { title: '카피 트레이딩' },
  }),
  screen('CopyTradeTrader', '/copytrade/trader/:id', {
    layout: 'fixed',
    group: 'copytrade',
    requiresAuth: auth,
    header: { title: '트레이더', leftBack: '/copytrade' },
    params: id,
  }),
  screen('CopyTradeMy', '/copytrade/my', {
    layout: 'fixed',
    group: 'copytrade',
    requiresAuth: auth,
    header: { title: '카피 트레이딩' },
  }),
  screen('CopyTradeDashboard', '/copytrade/dashboard', {
    layout: 'fixed',
    group: 'copytrade',
    requiresAuth: auth,
    header: { title: '카피 트레이딩' },
  }),

  // Main menu entries.
  screen('BalanceList', '/balances/list', {
    layout: 'fixed',
    group: 'dnw',
    requiresAuth: auth,
    header: { title: '입출금내역', leftBack: '/dnw' },
  }),
  screen('BalanceDeposit', '/balances/deposit', {
    layout: 'fixed',
    group: 'dnw',
    requiresAuth: auth,
    header: { title: '입금신청', leftBack: '/dnw' },
  }),
  screen('BalanceWithdraw', '/balances/withdraw', {
    layout: 'fixed',
    group: 'dnw',
    requiresAuth: auth,
    header: { title: '출금신청', leftBack: '/dnw' },
  }),
  screen('SupportNotice', '/support/notice', {
    layout: 'home',
    group: 'home',
    requiresAuth: auth,
    header: { title: '공지사항' },
  }),
  screen('SupportInvestInfo', '/support/invest_info', {
    layout: 'home',
    group: 'home',
    requiresAuth: auth,
    header: { title: '투자정보' },
  }),
  screen('SupportMore', '/support/more/:section', {
    layout: 'home',
    group: 'home',
    requiresAuth: auth,
    header: { title: '고객지원' },
    params: { section: supportSection },
  }),
  screen('ServiceContact', '/service/contact', {
    layout: 'fixed',
    group: 'contact',
    requiresAuth: auth,
    header: { title: '1:1문의', leftBack: '/more' },
  }),

  // Footer tabs and their areas.
  screen('Dnw', '/dnw', { layout: 'fixed', group: 'dnw', requiresAuth: auth, header: { title: '입출금' } }),
  redirect('/search', '/search/oversea'),
  screen('SearchOversea', '/search/oversea', {
    layout: 'search',
    group: 'search-oversea',
    requiresAuth: auth,
    header: false,
  }),
  screen('SearchDnw', '/search/dnw', {
    layout: 'search',
    group: 'search-dnw',
    requiresAuth: auth,
    header: false,
  }),

  // Wallet routes.
  screen('WalletAsset', '/wallet/asset', {
    layout: 'wallet',
    group: 'dnw',
    requiresAuth: auth,
    header: { title: '자산현황' },
  }),
  screen('WalletP2p', '/wallet/p2p', {
    layout: 'wallet',
    group: 'dnw',
    requiresAuth: auth,
    header: { title: 'P2P' },
  }),
  screen('WalletDnwHistory', '/wallet/dnw_history', {
    layout: 'wallet',
    group: 'dnw',
    requiresAuth: auth,
    header: { title: '입출금내역' },
  }),
  screen('WalletHistory', '/wallet/history', {
    layout: 'wallet',
    group: 'dnw',
    requiresAuth: auth,
    header: { title: '거래내역' },
  }),
  screen('WalletConvert', '/wallet/convert/:pair', {
    layout: 'wallet',
    group: 'dnw',
    requiresAuth: auth,
    header: { title: '전환', leftBack: '/wallet/asset' },
    params: { pair: coinPair },
  }),
  screen('WalletAction', '/wallet/:type/:coin', {
    layout: 'wallet',
    group: 'dnw',
    requiresAuth: auth,
    header: { title: '지갑', leftBack: '/wallet/asset' },
    params: { type: walletActionType, coin: coinCode },
  }),

  // More area (fixed layout).
  screen('More', '/more', {
    layout: 'fixed',
    group: 'more',
    requiresAuth: auth,
    header: { title: '더보기' },
  }),
  screen('MoreNotice', '/more/notice', {
    layout: 'fixed',
    group: 'more',
    requiresAuth: auth,
    header: { title: '공지사항', leftBack: true },
  }),
  screen('MoreNoticeDetail', '/more/notice/:id', {
    layout: 'fixed',
    group: 'more',
    requiresAuth: auth,
    header: { title: '공지사항', rightClose: '/more/notice' },
    params: id,
  }),
  screen('ChangePassword', '/more/change_password', {
    layout: 'fixed',
    group: 'more',
    requiresAuth: open,
    header: { title: '비밀번호변경', leftBack: true },
  }),
  screen('MoreContact', '/more/contact', {
    layout: 'fixed',
    group: 'contact',
    requiresAuth: open,
    header: { title: '1:1문의', leftBack: true },
  }),
  screen('MoreContactCreate', '/more/contact/create', {
    layout: 'fixed',
    group: 'contact',
    requiresAuth: open,
    header: { title: '문의하기', rightClose: '/more/contact' },
  }),
  screen('MoreContactDetail', '/more/contact/:id', {
    layout: 'fixed',
    group: 'contact',
    requiresAuth: open,
    header: { title: '1:1문의', rightClose: '/more/contact' },
    params: id,
  }),
  screen('Economic', '/more/economic', {
    layout: 'fixed',
    group: 'more',
    requiresAuth: auth,
    header: { title: '경제지표', leftBack: true },
  }),
  screen('LiveChat', '/more/livechat', {
    layout: 'fixed',
    group: 'livechat',
    requiresAuth: auth,
    header: { title: '실시간채팅', leftBack: true },
  }),
  screen('Setting', '/more/setting', {
    layout: 'fixed',
    group: 'more',
    requiresAuth: auth,
    header: { title: '환경설정', leftBack: true },
  }),
  screen('MyPage', '/more/mypage', {
    layout: 'fixed',
    group: 'more',
    requiresAuth: auth,
    header: { title: '내 정보', leftBack: true },
  }),
  screen('Terms', '/more/terms', {
    layout: 'fixed',
    group: 'more',
    requiresAuth: auth,
    header: { title: '이용약관', leftBack: true },
  }),
  screen('Privacy', '/more/privacy', {
    layout: 'fixed',
    group: 'more',
    requiresAuth: auth,
    header: { title: '개인정보처리방침', leftBack: true },
  }),

  // Any unknown path goes to / (and from there to /signin or the member's page).
  redirect('*', '/'),
];

/**
 * The screen group the page opened at will show first, so it can be fetched while start-up runs
 * instead of after it: the route's own group; the sign group for a guest at a member page (the guard
 * sends them to / and on to /signin); nothing for a member at a sign page (they go on to a page only
 * start-up knows) or at an unknown path.
 */
export function firstScreenGroup(
  pathname: string,
  hasSession: boolean,
  table: readonly RouteEntry[] = routeTable,
): LazyGroup | undefined {
  let path = pathname;
  for (let hops = 0; hops < 4; hops += 1) {
    const entry = table.find((candidate) => matchesPath(candidate.path, path));
    if (entry === undefined) return undefined;
    if (entry.kind === 'redirect') {
      path = entry.to;
      continue;
    }
    if (entry.requiresAuth && !hasSession) return 'sign';
    if (entry.layout === 'sign' && hasSession) return undefined;
    return entry.group;
  }
  return undefined;
}

/** Whether a table path (`/oversea/:id`, `*`) matches a pathname, parameters checked loosely. */
function matchesPath(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const want = pattern.split('/');
  const have = trimmed.split('/');
  return (
    want.length === have.length && want.every((part, index) => part.startsWith(':') || part === have[index])
  );
}

export function screenRoutes(table: readonly RouteEntry[] = routeTable): ScreenRoute[] {
  return table.filter((entry): entry is ScreenRoute => entry.kind === 'screen');
}

/** Whether every path parameter matches its rule; a mismatch is treated as an unknown path. */
export function paramsMatch(
  route: ScreenRoute,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  if (route.params === undefined) return true;
  return Object.entries(route.params).every(([name, rule]) => rule.test(params[name] ?? ''));
}

/** The routes whose pages are entry points, never remembered as the page to come back to. */
export const ENTRY_PATHS: readonly string[] = ['/', '/signin', '/register'];

/** Spec §4: the last opened page, or /oversea when it is empty or an entry point. */
export const DEFAULT_LANDING_PATH = '/oversea';
