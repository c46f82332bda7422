import { parseMinor } from '@baro/contracts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Site } from '../sites/find-site.ts';
import { siteSettings } from '../sites/site-settings.ts';
import { amountOf, buyCoins, depositCoins, siteWallet } from '../wallet/site-wallets.ts';
import type { SiteWallet } from '../wallet/site-wallets.ts';

/**
 * What a request may be, checked before its transaction (nothing is written when one fails): which
 * wallets take deposits, withdrawals, purchases and sales, the site's switches (spec §2 type status),
 * and the site's deposit and withdrawal limits. The limits are in the site's binary currency, so they
 * apply to the BINARY wallet; coin requests are bounded by the coin's scale and the balance.
 */

export type Direction = 'deposit' | 'withdraw';

const amountCodes = {
  deposit: { below: 'DEPOSIT_AMOUNT_BELOW_MIN', above: 'DEPOSIT_AMOUNT_ABOVE_MAX' },
  withdraw: { below: 'WITHDRAW_AMOUNT_BELOW_MIN', above: 'WITHDRAW_AMOUNT_ABOVE_MAX' },
} as const;

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

/** A deposit or withdrawal amount in minor units, within the site's limits for the BINARY wallet. */
export function dnwAmount(
  site: Site,
  direction: Direction,
  wallet: SiteWallet,
  wire: string,
): bigint | Rejection {
  const amount = amountOf(wallet.asset, wire);
  if (typeof amount !== 'bigint' || wallet.kind !== 'BINARY') return amount;
  const dnw = siteSettings(site).dnw;
  const [min, max] =
    direction === 'deposit' ? [dnw.depositMin, dnw.depositMax] : [dnw.withdrawMin, dnw.withdrawMax];
  const codes = amountCodes[direction];
  if (amount < parseMinor(wallet.asset, min)) return reject(codes.below, { params: { amount: min } });
  if (max !== null && amount > parseMinor(wallet.asset, max)) {
    return reject(codes.above, { params: { amount: max } });
  }
  return amount;
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
