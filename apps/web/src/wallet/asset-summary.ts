import type { DnwExchangeRate } from '@baro/contracts/routes/dnw';
import type { WalletEntry, WalletMap } from '@baro/contracts/routes/wallet';
import { parseMinor, wonValue } from './wallet-money.ts';

// The asset status page's figures (spec §2 /wallet/asset), pure: each wallet valued in won at the
// site's published price, the total, and each wallet's share of it. A value says which price it used
// and when that price was published (the rate's `at`), so a member can tell how fresh it is.

/** An asset's won price: the rate map's `{asset} → KRW` rate and when it was published (none for won). */
export interface WonPrice {
  readonly rate: string;
  readonly at: string | null;
}

/** Each priced asset's won price, as the rate map's `{asset} → KRW` rate (exact: prices have 8 decimals). */
export function wonPrices(rates: readonly DnwExchangeRate[]): Map<string, WonPrice> {
  const prices = new Map<string, WonPrice>([['KRW', { rate: '1', at: null }]]);
  for (const rate of rates) {
    if (rate.counter === 'KRW') prices.set(rate.base, { rate: rate.rate, at: rate.at });
  }
  return prices;
}

/** The rate of one pair, or undefined when the site does not publish it. */
export function pairRate(
  rates: readonly DnwExchangeRate[],
  base: string,
  counter: string,
): string | undefined {
  return rates.find((rate) => rate.base === base && rate.counter === counter)?.rate;
}

export interface AssetRow {
  readonly walletType: string;
  readonly currency: string;
  /** The wallet as the server reported it; a wallet the member never used holds zero. */
  readonly entry: WalletEntry;
  /** Available plus reserved, in whole won; undefined when the asset has no published price. */
  readonly wonValue: bigint | undefined;
  /** The won price the value used; undefined when there is none. */
  readonly price: WonPrice | undefined;
  /** Share of the total in basis points (0–10,000); 0 when the total is zero or the value unknown. */
  readonly shareBps: number;
}

export interface AssetSummary {
  readonly rows: readonly AssetRow[];
  /** Every priced wallet together, in whole won. */
  readonly totalWon: bigint;
  /** Wallets that hold something but have no price, so the total leaves them out. */
  readonly unpriced: readonly string[];
  /**
   * When the oldest price the total used was published (ISO time): the total is as fresh as that;
   * undefined when it used no published price (only won, or nothing held).
   */
  readonly pricedAt: string | undefined;
}

function emptyEntry(walletType: string, currency: string): WalletEntry {
  return {
    type: walletType,
    currency,
    point: '0',
    gameWaitPoint: '0',
    realPoint: '0',
    losscut: '0',
    pnl: '0',
    address: null,
  };
}

/**
 * The site's wallets in its order (then any other wallet the member holds), each valued in won. What
 * counts is `realPoint` (available and reserved): a pending withdrawal is still the member's.
 */
export function assetSummary(input: {
  walletTypes: readonly string[];
  wallets: WalletMap;
  currencyOf: (walletType: string) => string;
  prices: ReadonlyMap<string, WonPrice>;
}): AssetSummary {
  const types = [...new Set([...input.walletTypes, ...Object.keys(input.wallets)])];
  const valued = types.map((walletType) => {
    const entry = input.wallets[walletType] ?? emptyEntry(walletType, input.currencyOf(walletType));
    const price = input.prices.get(entry.currency);
    const held = parseMinor(entry.currency, entry.realPoint) ?? 0n;
    const won = price === undefined ? undefined : wonValue(held, entry.currency, price.rate);
    return { walletType, currency: entry.currency, entry, wonValue: won, price, held };
  });
  const totalWon = valued.reduce((sum, row) => sum + (row.wonValue ?? 0n), 0n);
  const rows = valued.map(({ held: _held, ...row }) => ({
    ...row,
    shareBps: totalWon > 0n && row.wonValue !== undefined ? Number((row.wonValue * 10_000n) / totalWon) : 0,
  }));
  const unpriced = valued
    .filter((row) => row.wonValue === undefined && row.held > 0n)
    .map((row) => row.walletType);
  const times = valued
    .filter((row) => row.held > 0n && row.wonValue !== undefined)
    .flatMap((row) => (row.price === undefined || row.price.at === null ? [] : [row.price.at]));
  const pricedAt = times.sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  return { rows, totalWon, unpriced, pricedAt };
}
