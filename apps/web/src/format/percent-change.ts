// Percent change of a price (spec §2, stock drawer): one '+' when positive, two decimals, red when
// positive and blue otherwise (Korean price colours: up is red). The value arrives as a number or a
// decimal string; rounding happens on the decimal digits so 1.005 reads '+1.01' and not '+1.00' as
// Number.prototype.toFixed would give.

export const PERCENT_CHANGE_DECIMALS = 2;

/** The theme colour token of a price change: `up` (red) when positive, `down` (blue) otherwise. */
export type ChangeColorToken = 'up' | 'down';

export interface PercentChangeOptions {
  /** Append '%'. On by default. */
  percentSign?: boolean;
}

/**
 * '+1.23%', '-0.50%', '0.00%'. A value that rounds to zero shows no sign, so the sign and the colour
 * always agree with the figure the member reads. Non-numeric input shows '0.00'.
 */
export function formatPercentChange(value: number | string, options: PercentChangeOptions = {}): string {
  const rounded = roundToHundredths(value);
  const magnitude = rounded < 0n ? -rounded : rounded;
  const digits = magnitude.toString().padStart(PERCENT_CHANGE_DECIMALS + 1, '0');
  const whole = digits.slice(0, -PERCENT_CHANGE_DECIMALS);
  const fraction = digits.slice(-PERCENT_CHANGE_DECIMALS);
  const sign = rounded > 0n ? '+' : rounded < 0n ? '-' : '';
  const suffix = (options.percentSign ?? true) ? '%' : '';
  return `${sign}${whole}.${fraction}${suffix}`;
}

/** `up` when the change shows as positive, `down` otherwise (zero included, as the spec says). */
export function changeColorToken(value: number | string): ChangeColorToken {
  return roundToHundredths(value) > 0n ? 'up' : 'down';
}

/** The Tailwind text class for a change: `text-up` (red) or `text-down` (blue). */
export function changeTextClass(value: number | string): 'text-up' | 'text-down' {
  return changeColorToken(value) === 'up' ? 'text-up' : 'text-down';
}

const DECIMAL_PATTERN = /^([+-]*)(\d*)(?:\.(\d*))?$/;

// The value in hundredths, rounded half away from zero. Several leading '+' (a server that already
// prefixed one) count as one.
function roundToHundredths(value: number | string): bigint {
  const text = typeof value === 'number' ? numberToDecimal(value) : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  const [, signs = '', whole = '', fraction = ''] = match ?? [];
  if (match === null || whole + fraction === '' || /\+-|-\+|--/.test(signs)) {
    return 0n;
  }
  const kept = BigInt(
    (whole === '' ? '0' : whole) +
      fraction.padEnd(PERCENT_CHANGE_DECIMALS, '0').slice(0, PERCENT_CHANGE_DECIMALS),
  );
  const nextDigit = fraction.charAt(PERCENT_CHANGE_DECIMALS);
  const magnitude = nextDigit !== '' && nextDigit >= '5' ? kept + 1n : kept;
  return signs.includes('-') ? -magnitude : magnitude;
}

function numberToDecimal(value: number): string {
  // toFixed(10) writes the decimal expansion without exponent notation for any realistic percent;
  // the ten digits are far beyond the two shown.
  return Number.isFinite(value) ? value.toFixed(10) : '';
}
