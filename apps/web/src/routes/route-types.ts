/** The layouts of spec §2; each route picks one. `default` is "no layout": the screen alone. */
export type LayoutKind =
  'home' | 'sign' | 'trade' | 'default' | 'fixed' | 'futuresTrade' | 'overseaTrade' | 'wallet' | 'search';

/** The lazily loaded screen groups of spec §2; each becomes one script chunk. */
export type LazyGroup =
  | 'binary-trade'
  | 'oversea-trade'
  | 'futures-trade'
  | 'contact'
  | 'copytrade'
  | 'dnw'
  | 'home'
  | 'livechat'
  | 'more'
  | 'search-dnw'
  | 'search-oversea'
  | 'sign';

export type RouteName =
  | 'SignIn'
  | 'Register'
  | 'RegisterRef'
  | 'FindId'
  | 'FindPassword'
  | 'Trade'
  | 'TradeView'
  | 'OverseaTrade'
  | 'OverseaTradeView'
  | 'Future'
  | 'FutureView'
  | 'CopyTrade'
  | 'CopyTradeTrader'
  | 'CopyTradeMy'
  | 'CopyTradeDashboard'
  | 'BalanceList'
  | 'BalanceDeposit'
  | 'BalanceWithdraw'
  | 'SupportNotice'
  | 'SupportInvestInfo'
  | 'SupportMore'
  | 'ServiceContact'
  | 'Dnw'
  | 'SearchOversea'
  | 'SearchDnw'
  | 'WalletAsset'
  | 'WalletP2p'
  | 'WalletDnwHistory'
  | 'WalletHistory'
  | 'WalletConvert'
  | 'WalletAction'
  | 'More'
  | 'MoreNotice'
  | 'MoreNoticeDetail'
  | 'ChangePassword'
  | 'MoreContact'
  | 'MoreContactDetail'
  | 'MoreContactCreate'
  | 'Economic'
  | 'LiveChat'
  | 'Setting'
  | 'MyPage'
  | 'Terms'
  | 'Privacy';

/**
 * The header a route shows (spec §2): a title, a back arrow (to the first path segment, or to the
 * path given), a close icon to a fixed back URL. `false`: no header at all.
 */
export interface HeaderOptions {
  readonly title?: string;
  readonly leftBack?: true | string;
  readonly rightClose?: string;
}

export interface ScreenRoute {
  readonly kind: 'screen';
  readonly name: RouteName;
  readonly path: string;
  readonly layout: LayoutKind;
  readonly requiresAuth: boolean;
  readonly header: HeaderOptions | false;
  readonly group: LazyGroup;
  /** What each path parameter must look like; anything else is an unknown path (spec §2 "digits only"). */
  readonly params?: Readonly<Record<string, RegExp>>;
}

export interface RedirectRoute {
  readonly kind: 'redirect';
  readonly path: string;
  readonly to: string;
}

export type RouteEntry = ScreenRoute | RedirectRoute;
