import type { SiteInfo } from '@baro/contracts/routes/site';
import { buyCoinTypes, convertCoinTypes, dnwWalletTypes } from '../../wallet/site-wallets.ts';

// Which of the wallet actions (spec §2 /wallet/{type}/{coin}) a wallet offers on a site, pure.

export const walletActionTypes = ['deposit', 'withdraw', 'convert', 'buy', 'sell'] as const;
export type WalletActionType = (typeof walletActionTypes)[number];

export const walletActionLabels: Readonly<Record<WalletActionType, string>> = {
  deposit: '입금',
  withdraw: '출금',
  convert: '전환',
  buy: '구매',
  sell: '판매',
};

/** The wallet tab status of `/site_info/dnw` (spec §2: a tab shows only if its type is enabled). */
export type TypeStatus = Readonly<Record<WalletActionType, boolean>>;

type SiteLists = Pick<SiteInfo, 'usedCoins' | 'depositCoins' | 'buyCoins' | 'binaryCurrency'>;

/** The wallets an action applies to on the site, in the site's order. */
export function walletsFor(site: SiteLists, action: WalletActionType): string[] {
  switch (action) {
    case 'deposit':
    case 'withdraw':
      return dnwWalletTypes(site);
    case 'convert':
      return convertCoinTypes(site);
    case 'buy':
    case 'sell':
      return buyCoinTypes(site);
  }
}

/** The actions a wallet offers: those the site enables whose wallets include it. */
export function actionsOf(
  site: SiteLists,
  typeStatus: TypeStatus | undefined,
  walletType: string,
): WalletActionType[] {
  return walletActionTypes.filter(
    (action) => typeStatus?.[action] !== false && walletsFor(site, action).includes(walletType),
  );
}

/** Where an action on a wallet opens: convert goes to its pair page, to the site's next coin. */
export function actionPath(site: SiteLists, action: WalletActionType, walletType: string): string {
  if (action !== 'convert') return `/wallet/${action}/${walletType}`;
  const other = convertCoinTypes(site).find((coin) => coin !== walletType) ?? walletType;
  return `/wallet/convert/${walletType}_${other}`;
}

/** `FROM_TO` of the route (spec §2 /wallet/convert/{fromCoin}_{toCoin}), upper-cased. */
export function parsePair(pair: string | undefined): { from: string; to: string } | null {
  const [from, to] = (pair ?? '').toUpperCase().split('_');
  return from === undefined || to === undefined || from === '' || to === '' ? null : { from, to };
}
