import type { SiteInfo } from '@baro/contracts/routes/site';

// Which wallets a site offers and for what (spec §3 site info lists, DOMAIN.md §1 wallet types),
// read from site info the way the server reads it (apps/server modules/wallet/site-wallets.ts).

/** The two product wallets; every other wallet type is a coin code. */
export const PRODUCT_WALLETS = ['BINARY', 'FUTURES'] as const;

/** A comma list as operators write it: trimmed, upper-cased, each code once, in their order. */
export function parseCoinList(list: string): string[] {
  const seen = new Set<string>();
  for (const entry of list.split(',')) {
    const code = entry.trim().toUpperCase();
    if (code !== '') seen.add(code);
  }
  return [...seen];
}

function coinsOf(list: string): string[] {
  return parseCoinList(list).filter((code) => code !== 'BINARY' && code !== 'FUTURES');
}

type SiteLists = Pick<SiteInfo, 'usedCoins' | 'depositCoins' | 'buyCoins' | 'binaryCurrency'>;

/** Every coin the site names in any of its lists, in the order first named. */
export function siteCoins(site: SiteLists): string[] {
  return [...new Set([...coinsOf(site.usedCoins), ...coinsOf(site.depositCoins), ...coinsOf(site.buyCoins)])];
}

/** Every wallet a member of the site holds: BINARY and FUTURES when the site uses them, then coins. */
export function siteWalletTypes(site: SiteLists): string[] {
  const used = parseCoinList(site.usedCoins);
  return [...PRODUCT_WALLETS.filter((type) => used.includes(type)), ...siteCoins(site)];
}

/** Wallets that take deposits and withdrawals: BINARY (the site's bank account), then deposit coins. */
export function dnwWalletTypes(site: SiteLists): string[] {
  return ['BINARY', ...coinsOf(site.depositCoins)];
}

/** Coins bought and sold for won (`buyCoins`). */
export function buyCoinTypes(site: SiteLists): string[] {
  return coinsOf(site.buyCoins);
}

/** Coins converted into each other: every coin of the site (the server prices them by the rate map). */
export function convertCoinTypes(site: SiteLists): string[] {
  return siteCoins(site);
}

/** The asset a wallet holds: BINARY the site's binary currency, FUTURES USDT, a coin itself. */
export function walletCurrency(site: Pick<SiteInfo, 'binaryCurrency'>, walletType: string): string {
  if (walletType === 'BINARY') return site.binaryCurrency;
  if (walletType === 'FUTURES') return 'USDT';
  return walletType;
}

const koreanNames: Readonly<Record<string, string>> = {
  BINARY: '바이너리 지갑',
  FUTURES: '선물 지갑',
  USDT: '테더',
  BTC: '비트코인',
  ETH: '이더리움',
  XRP: '리플',
  BKT: 'BKT',
  ADA: '에이다',
  ATOM: '코스모스',
  CHZ: '칠리즈',
  DOGE: '도지코인',
  DOT: '폴카닷',
  EOS: '이오스',
  ETC: '이더리움클래식',
  LINK: '체인링크',
  LTC: '라이트코인',
  MATIC: '폴리곤',
  SOL: '솔라나',
  TRX: '트론',
};

/** The wallet's name as the coin lists show it; a coin without a Korean name shows its code. */
export function walletName(walletType: string): string {
  return koreanNames[walletType] ?? walletType;
}

/** Whether the wallet is a coin wallet (has a deposit address, converts, withdraws to an address). */
export function isCoinWallet(walletType: string): boolean {
  return walletType !== 'BINARY' && walletType !== 'FUTURES';
}
