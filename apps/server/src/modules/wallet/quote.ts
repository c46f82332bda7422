import { assetScale } from '@baro/contracts';
import { applyBps, mulDiv } from '@baro/domain';

/**
 * The arithmetic of the rate map, pure. A site publishes one won price per asset (times 10^8); the
 * rate of a pair is the ratio of its two prices. Every division says its rounding, and every rounding
 * favours the site by at most one minor unit, so no sequence of conversions creates money.
 */

/** Prices are won per unit times 10^8. */
export const PRICE_SCALE = 100_000_000n;
/** Rates are shown with 12 decimals: one won buys a few hundred-millionths of a bitcoin. */
export const RATE_DECIMALS = 12;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

function pow10(asset: string): bigint {
  return 10n ** BigInt(assetScale(asset));
}

/** How much `counter` one `base` buys, times 10^12, rounded down (the published rate). */
export function rateE12(basePriceE8: bigint, counterPriceE8: bigint): bigint {
  return mulDiv(basePriceE8, RATE_SCALE, counterPriceE8, 'floor');
}

/**
 * `amountMinor` of `fromAsset` in `toAsset`, from the exact ratio of the two prices (not from the
 * rounded rate, which would lose digits on small rates such as won to bitcoin), rounded down.
 */
export function convertAmount(
  amountMinor: bigint,
  from: { asset: string; priceE8: bigint },
  to: { asset: string; priceE8: bigint },
): bigint {
  return mulDiv(amountMinor * from.priceE8, pow10(to.asset), to.priceE8 * pow10(from.asset), 'floor');
}

export interface ConversionQuote {
  /** Taken from the source wallet in all. */
  readonly debitMinor: bigint;
  /** The conversion fee, in the source asset, rounded up. */
  readonly feeMinor: bigint;
  /** The part converted: debit less fee. */
  readonly netMinor: bigint;
  /** Credited to the target wallet, in the target asset. */
  readonly creditMinor: bigint;
  /**
   * The rate it converted at and the instant of its prices, kept with the conversion (prices follow
   * the market, so they cannot be looked up again later); absent when one asset moves one for one.
   */
  readonly rate?: { readonly rate: string; readonly at: string };
}

/** Converting `debitMinor`: the fee comes off first, the rest converts at the prices' ratio. */
export function conversionQuote(
  debitMinor: bigint,
  feeBps: number,
  from: { asset: string; priceE8: bigint },
  to: { asset: string; priceE8: bigint },
): ConversionQuote {
  const feeMinor = applyBps(debitMinor, BigInt(feeBps), 'ceil');
  const netMinor = debitMinor - feeMinor;
  const creditMinor = netMinor > 0n ? convertAmount(netMinor, from, to) : 0n;
  return { debitMinor, feeMinor, netMinor, creditMinor };
}

/** Coin bought for `wonMinor` at a won price (times 10^8), rounded down. */
export function coinForWon(wonMinor: bigint, coin: { asset: string; priceE8: bigint }): bigint {
  return convertAmount(wonMinor, { asset: 'KRW', priceE8: PRICE_SCALE }, coin);
}

/** Won paid for `coinMinor` sold at a won price (times 10^8), rounded down. */
export function wonForCoin(coinMinor: bigint, coin: { asset: string; priceE8: bigint }): bigint {
  return convertAmount(coinMinor, coin, { asset: 'KRW', priceE8: PRICE_SCALE });
}

/** A decimal string at a fixed number of decimals as an integer, or undefined if it has more. */
export function scaledOf(text: string, decimals: number): bigint | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (match === null) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return undefined;
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** An integer at a fixed number of decimals as its shortest decimal string. */
export function scaledText(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}
