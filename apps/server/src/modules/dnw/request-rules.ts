import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Site } from '../sites/find-site.ts';
import { siteSettings } from '../sites/site-settings.ts';
import { amountOf, buyCoins, depositCoins, siteWallet } from '../wallet/site-wallets.ts';
import type { SiteWallet } from '../wallet/site-wallets.ts';
import { outsideLimits } from './dnw-limits.ts';
import type { Direction } from './dnw-limits.ts';

/**
 * What a request may be, checked before its transaction (nothing is written when one fails): which
 * wallets take deposits, withdrawals, purchases and sales, the site's switches (spec §2 type status),
 * and the site's deposit and withdrawal limits of the wallet's asset (`dnw-limits.ts`).
 */

/** The wallet of a deposit or withdrawal: BINARY (the default) or one of the site's deposit coins. */
export function dnwWallet(site: Site, direction: Direction, walletType = 'BINARY'): SiteWallet | Rejection {
  const dnw = siteSettings(site).dnw;
  const enabled =
    direction === 'deposit'
      ? dnw.depositEnabled && dnw.typeStatus.deposit
      : dnw.withdrawEnabled && dnw.typeStatus.withdraw;
  if (!enabled) return reject('FEATURE_DISABLED');
  const wallet = siteWallet(site, walletType);
  if (wallet === undefined) return reject('COIN_NOT_SUPPORTED');
  if (wallet.kind === 'BINARY') return wallet;
  if (wallet.kind === 'COIN' && depositCoins(site).includes(wallet.walletType)) return wallet;
  return reject('COIN_NOT_SUPPORTED');
}

/** A deposit or withdrawal amount in minor units, within the site's limits for the wallet's asset. */
export function dnwAmount(
  site: Site,
  direction: Direction,
  wallet: SiteWallet,
  wire: string,
): bigint | Rejection {
  const amount = amountOf(wallet.asset, wire);
  if (typeof amount !== 'bigint') return amount;
  return outsideLimits(site, direction, wallet, amount) ?? amount;
}

/** The coin of a purchase or sale for won: one of the site's buy coins, with the tab switched on. */
export function tradeWallet(site: Site, side: 'buy' | 'sell', walletType: string): SiteWallet | Rejection {
  if (!siteSettings(site).dnw.typeStatus[side]) return reject('FEATURE_DISABLED');
  const wallet = siteWallet(site, walletType);
  if (wallet?.kind !== 'COIN' || !buyCoins(site).includes(wallet.walletType)) {
    return reject('COIN_NOT_SUPPORTED');
  }
  return wallet;
}
