// Wallet amounts for people to read (spec §9): thousands separators, and exactly 4 decimals when the
// amount has a fractional part, or a coin's own 8 when the asset is known (`formatAssetAmount`). Money never passes through a float here: a decimal string or bigint
// minor units go in, and only string and bigint arithmetic happens on the way to the screen.

/** Decimals shown for a fractional wallet amount (spec §9). */
export const WALLET_DISPLAY_DECIMALS = 4;

// Bigint arithmetic is exact at any size, but a scale beyond this is a caller's mistake, not data.
const SCALE_MAX = 18;
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Formats a wallet amount: a wire decimal string (`'1234.5'`), or bigint minor units with their
 * scale (`123450000n, 5`). Whole amounts show no decimals (`'1,234'`), fractional ones exactly four
 * (`'1,234.5000'`). Extra decimals are cut toward zero, never rounded, so a shown balance is never
 * more than the member holds. Throws a RangeError for text that is not a decimal number.
 */
export function formatWalletAmount(value: string): string;
export function formatWalletAmount(minor: bigint, scale: number): string;
export function formatWalletAmount(value: string | bigint, scale = 0): string {
  const parts = typeof value === 'bigint' ? splitMinor(value, scale) : splitDecimal(value);
  return formatParts(parts, WALLET_DISPLAY_DECIMALS);
}

/**
 * Formats an amount of an asset whose minor unit has `assetScale` decimals (the won 0, USDT and every
 * coin 8): as `formatWalletAmount`, but a fractional amount shows the asset's own decimals when it
 * has more than four, so a coin never loses digits the member holds: 0.000999 BTC reads
 * '0.00099900', not '0.0009' (issue 14 §5). The won keeps spec §9's four decimals for the rare
 * fractional figure (a price). Digits beyond the scale are cut toward zero.
 */
export function formatAssetAmount(value: string, assetScale: number): string {
  return formatParts(splitDecimal(value), Math.max(WALLET_DISPLAY_DECIMALS, assetScale));
}

function formatParts(parts: DecimalParts, decimals: number): string {
  const whole = parts.whole.replace(/^0+(?=\d)/, '');
  const fractional = /[1-9]/.test(parts.fraction);
  const fraction = fractional ? parts.fraction.padEnd(decimals, '0').slice(0, decimals) : '';
  // A value cut to zero carries no sign, so a tiny negative never reads '-0.0000'.
  const shownNonZero = /[1-9]/.test(whole + fraction);
  const sign = parts.negative && shownNonZero ? '-' : '';
  const grouped = groupThousands(whole);
  return fractional ? `${sign}${grouped}.${fraction}` : sign + grouped;
}

/** Puts a comma between each group of three integer digits: '1234567' → '1,234,567'. */
export function groupThousands(digits: string, separator = ','): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

interface DecimalParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

function splitDecimal(text: string): DecimalParts {
  const match = DECIMAL_PATTERN.exec(text.trim());
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (match === null || whole + fraction === '') {
    throw new RangeError(`${JSON.stringify(text)} is not a decimal amount.`);
  }
  return { negative: sign === '-', whole: whole === '' ? '0' : whole, fraction };
}

function splitMinor(minor: bigint, scale: number): DecimalParts {
  if (!Number.isInteger(scale) || scale < 0 || scale > SCALE_MAX) {
    throw new RangeError(`A scale must be a whole number from 0 to ${SCALE_MAX}, got ${scale}.`);
  }
  const digits = (minor < 0n ? -minor : minor).toString().padStart(scale + 1, '0');
  return {
    negative: minor < 0n,
    whole: digits.slice(0, digits.length - scale),
    fraction: digits.slice(digits.length - scale),
  };
}
