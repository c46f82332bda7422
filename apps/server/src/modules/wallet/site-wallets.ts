import { formatMinor, formatScaled, readRequestAmount } from '@baro/contracts';
import { parseCoinList } from '@baro/domain';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Site } from '../sites/find-site.ts';

/** Futures and copy trading settle in USDT (DOMAIN.md §1). */
const futuresAsset = 'USDT';

/** One wallet a member of the site may hold: BINARY, FUTURES or a coin (DOMAIN.md §1). */
export interface SiteWallet {
  readonly walletType: string;
  readonly asset: string;
  readonly kind: 'BINARY' | 'FUTURES' | 'COIN';
}

function coinsOf(list: string): string[] {
  return parseCoinList(list).filter((code) => code !== 'BINARY' && code !== 'FUTURES');
}

/** Every coin the site names in any of its three lists, in the order it first names them. */
export function siteCoins(site: Pick<Site, 'usedCoins' | 'depositCoins' | 'buyCoins'>): string[] {
  return [...new Set([...coinsOf(site.usedCoins), ...coinsOf(site.depositCoins), ...coinsOf(site.buyCoins)])];
}

/** The site's coins members deposit and withdraw (`depositCoins`). */
export function depositCoins(site: Pick<Site, 'depositCoins'>): string[] {
  return coinsOf(site.depositCoins);
}

/** The site's coins members buy and sell for won (`buyCoins`). */
export function buyCoins(site: Pick<Site, 'buyCoins'>): string[] {
  return coinsOf(site.buyCoins);
}

/** The wallet a wallet type names on this site, or undefined when the site has no such wallet. */
export function siteWallet(
  site: Pick<Site, 'binaryCurrency' | 'usedCoins' | 'depositCoins' | 'buyCoins'>,
  walletType: string,
): SiteWallet | undefined {
  if (walletType === 'BINARY') return { walletType, asset: site.binaryCurrency, kind: 'BINARY' };
  if (walletType === 'FUTURES') return { walletType, asset: futuresAsset, kind: 'FUTURES' };
  return siteCoins(site).includes(walletType) ? { walletType, asset: walletType, kind: 'COIN' } : undefined;
}

/**
 * A request amount in minor units of `asset`. The contract allows 8 decimals and the largest maximum
 * of any asset for any amount; an asset with fewer decimals (KRW has none) refuses the rest with the
 * catalogue's unit message, and an amount above the asset's own maximum is refused with it named.
 */
export function amountOf(asset: string, wire: string): bigint | Rejection {
  const read = readRequestAmount(wire, asset);
  if (read.ok) return read.minor;
  if (read.reason === 'TOO_LARGE') {
    return reject('AMOUNT_TOO_LARGE', {
      params: { max: `${formatScaled(read.maxMinor, read.scale)} ${asset}` },
    });
  }
  return reject('AMOUNT_UNIT_MISMATCH', { params: { unit: formatMinor(asset, 1n) } });
}
