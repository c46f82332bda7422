// Exact money arithmetic for the wallet screens, on bigint minor units (DOMAIN.md §1): wire decimal
// strings in and out, never a float. The conversions repeat the server's rate-map rules
// (docs/ledger-flows.md "Conversion"), so what a screen quotes is what the server computes.

/** Minor units per unit of an asset: the won has none, USDT and every coin 8 (contracts' money codec). */
export function assetScale(asset: string): number {
  return asset === 'KRW' ? 0 : 8;
}

/** Rates on the wire carry up to 12 decimals (`rateString`). */
export const RATE_DECIMALS = 12;

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * A non-negative decimal text as an integer with `decimals` decimals, or undefined when it is not a
 * plain decimal or has more decimals than that. '1.5' at 8 → 150000000n.
 */
export function parseScaled(text: string, decimals: number): bigint | undefined {
  const match = DECIMAL.exec(text.trim());
  if (match === null) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return undefined;
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** An integer with `decimals` decimals as its shortest decimal text: 150000000n at 8 → '1.5'. */
export function scaledText(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const text = fraction === '' ? whole : `${whole}.${fraction}`;
  return negative ? `-${text}` : text;
}

/** A wire amount of `asset` in minor units, or undefined when it is not one (too many decimals too). */
export function parseMinor(asset: string, text: string): bigint | undefined {
  const negative = text.trim().startsWith('-');
  const value = parseScaled(negative ? text.trim().slice(1) : text, assetScale(asset));
  if (value === undefined) return undefined;
  return negative ? -value : value;
}

/** Minor units of `asset` as the wire writes them ('1.5', '10000'). */
export function formatMinor(asset: string, minor: bigint): string {
  return scaledText(minor, assetScale(asset));
}

function floorDiv(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  // bigint division truncates toward zero; a negative quotient with a remainder is one lower.
  return numerator % denominator !== 0n && numerator < 0n !== denominator < 0n ? quotient - 1n : quotient;
}

/** A published rate ('140000000', '0.000000007142') as an integer times 10^12. */
export function rateE12(rate: string): bigint | undefined {
  return parseScaled(rate, RATE_DECIMALS);
}

/**
 * `amountMinor` of an asset valued at `priceRate` (won per unit, as the rate map's `{asset}→KRW`
 * rate writes it) in whole won, rounded down.
 */
export function wonValue(amountMinor: bigint, asset: string, priceRate: string): bigint | undefined {
  const rate = rateE12(priceRate);
  if (rate === undefined) return undefined;
  return floorDiv(amountMinor * rate, 10n ** BigInt(assetScale(asset) + RATE_DECIMALS));
}

/**
 * Coin bought for `wonMinor` at the won price `wonpNum` (won per coin), rounded down to the coin's
 * scale: the server's `coinForWon`, which a buy's `point` must equal.
 */
export function coinForWon(wonMinor: bigint, coin: string, wonpNum: string): bigint | undefined {
  const price = parseScaled(wonpNum, 8);
  if (price === undefined || price === 0n) return undefined;
  return floorDiv(wonMinor * 10n ** 8n * 10n ** BigInt(assetScale(coin)), price);
}

/** Won paid for `coinMinor` sold at `wonpNum`, rounded down to whole won (the server's `wonForCoin`). */
export function wonForCoin(coinMinor: bigint, coin: string, wonpNum: string): bigint | undefined {
  const price = parseScaled(wonpNum, 8);
  if (price === undefined) return undefined;
  return floorDiv(coinMinor * price, 10n ** 8n * 10n ** BigInt(assetScale(coin)));
}

/**
 * What `amountMinor` of `from` converts to in `to` at the shown rate, before the conversion fee,
 * rounded down. The server converts at the exact ratio of the two prices, of which the rate is the
 * rounded-down image, so this is never more than the server credits before its fee.
 */
export function convertAtRate(
  amountMinor: bigint,
  from: string,
  to: string,
  rate: string,
): bigint | undefined {
  const scaled = rateE12(rate);
  if (scaled === undefined) return undefined;
  return floorDiv(
    amountMinor * scaled * 10n ** BigInt(assetScale(to)),
    10n ** BigInt(assetScale(from) + RATE_DECIMALS),
  );
}
