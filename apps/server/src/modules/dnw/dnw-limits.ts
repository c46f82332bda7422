import { formatMinor, parseMinor } from '@baro/contracts';
import type { DnwType } from '../../ledger/index.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Site } from '../sites/find-site.ts';
import { siteSettings } from '../sites/site-settings.ts';
import type { SiteWallet } from '../wallet/site-wallets.ts';

/**
 * A site's limits per deposit and withdrawal request, by asset (issue 14: a 23-digit won deposit was
 * accepted, and an operator's approval credited it). Every request that moves money into or out of
 * a member's wallet through dnw is held to them before anything is written: deposits (D) and
 * purchases (WB) to the deposit limits of what they credit, withdrawals (W) and sales (WS) to the
 * withdrawal limits of what they take.
 *
 * The BINARY wallet's limits are the site's `dnw.depositMin` … `dnw.withdrawMax` (in the binary
 * currency, as /site_info/dnw publishes them). A coin's are `dnw.limitsByAsset[coin]` over the
 * defaults below; a coin without a default is bounded below by its smallest unit and above only by
 * the money codec's maximum until the operator sets its limits.
 */

export type Direction = 'deposit' | 'withdraw';

interface Limits {
  readonly depositMin: string;
  readonly depositMax: string | null;
  readonly withdrawMin: string;
  readonly withdrawMax: string | null;
}

const both = (min: string, max: string): Limits => ({
  depositMin: min,
  depositMax: max,
  withdrawMin: min,
  withdrawMax: max,
});

/** Defaults near a few hundred won to a hundred million won per request, at round figures. */
const defaultCoinLimits: Readonly<Record<string, Limits>> = {
  USDT: both('1', '100000'),
  BKT: both('1', '100000'),
  BTC: both('0.0001', '10'),
  ETH: both('0.001', '100'),
  XRP: both('1', '1000000'),
};

const codes = {
  deposit: { below: 'DEPOSIT_AMOUNT_BELOW_MIN', above: 'DEPOSIT_AMOUNT_ABOVE_MAX' },
  withdraw: { below: 'WITHDRAW_AMOUNT_BELOW_MIN', above: 'WITHDRAW_AMOUNT_ABOVE_MAX' },
} as const;

/** The site's limits for one wallet, in its asset's units. */
export function walletLimits(site: Site, wallet: SiteWallet): Limits {
  const dnw = siteSettings(site).dnw;
  if (wallet.kind === 'BINARY') return dnw;
  const set = Object.hasOwn(dnw.limitsByAsset, wallet.asset) ? dnw.limitsByAsset[wallet.asset] : undefined;
  const smallest = formatMinor(wallet.asset, 1n);
  const fallback = (Object.hasOwn(defaultCoinLimits, wallet.asset)
    ? defaultCoinLimits[wallet.asset]
    : undefined) ?? { depositMin: smallest, depositMax: null, withdrawMin: smallest, withdrawMax: null };
  return {
    depositMin: set?.depositMin ?? fallback.depositMin,
    depositMax: set?.depositMax === undefined ? fallback.depositMax : set.depositMax,
    withdrawMin: set?.withdrawMin ?? fallback.withdrawMin,
    withdrawMax: set?.withdrawMax === undefined ? fallback.withdrawMax : set.withdrawMax,
  };
}

/** Which limits a request type is held to; undefined for types that are not requests. */
export function directionOf(type: DnwType): Direction | undefined {
  if (type === 'D' || type === 'WB') return 'deposit';
  if (type === 'W' || type === 'WS') return 'withdraw';
  return undefined;
}

/** A refusal naming the limit when `amountMinor` is outside the wallet's limits for the direction. */
export function outsideLimits(
  site: Site,
  direction: Direction,
  wallet: SiteWallet,
  amountMinor: bigint,
): Rejection | undefined {
  const limits = walletLimits(site, wallet);
  const [min, max] =
    direction === 'deposit'
      ? [limits.depositMin, limits.depositMax]
      : [limits.withdrawMin, limits.withdrawMax];
  const minMinor = parseMinor(wallet.asset, min);
  if (amountMinor < minMinor) {
    return reject(codes[direction].below, { params: { amount: limitLabel(wallet.asset, minMinor) } });
  }
  if (max === null) return undefined;
  const maxMinor = parseMinor(wallet.asset, max);
  if (amountMinor > maxMinor) {
    return reject(codes[direction].above, { params: { amount: limitLabel(wallet.asset, maxMinor) } });
  }
  return undefined;
}

/** A limit as a member reads it: `10,000원`, `0.0001 BTC`, `100,000 USDT`. */
export function limitLabel(asset: string, minor: bigint): string {
  const [whole = '0', fraction] = formatMinor(asset, minor).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return asset === 'KRW' ? `${number}원` : `${number} ${asset}`;
}
