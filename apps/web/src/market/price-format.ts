import { formatPercentChange } from '../format/percent-change.ts';
import { groupThousands } from '../format/wallet-amount.ts';

// Prices and changes as the market lists show them. Prices arrive as decimal strings; rounding works
// on their digits, so '0.125' at two decimals reads '0.13' and never drifts through a float.

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const PRECISION_MAX = 12;

/**
 * '+1.23%', '-0.50%', '0.00%': one plus sign when positive (never two, even when the server already
 * wrote one), two decimals.
 */
export function formatChangePercent(value: string | number): string {
  return formatPercentChange(value);
}

/**
 * A price at the instrument's precision with thousands separators: ('64250.5', 2) → '64,250.50'.
 * Extra decimals round half away from zero. Text that is not a decimal number shows '-'.
 */
export function formatPrice(value: string | number, precision: number): string {
  if (!Number.isInteger(precision) || precision < 0 || precision > PRECISION_MAX) {
    throw new RangeError(`A precision is a whole number from 0 to ${PRECISION_MAX}, got ${precision}.`);
  }
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (match === null || whole + fraction === '') return '-';
  const kept = BigInt((whole === '' ? '0' : whole) + fraction.padEnd(precision, '0').slice(0, precision));
  const next = fraction.charAt(precision);
  const rounded = next !== '' && next >= '5' ? kept + 1n : kept;
  const digits = rounded.toString().padStart(precision + 1, '0');
  const wholeDigits = digits.slice(0, digits.length - precision);
  const fractionDigits = digits.slice(digits.length - precision);
  const shownSign = sign === '-' && rounded !== 0n ? '-' : '';
  const grouped = groupThousands(wholeDigits);
  return precision === 0 ? shownSign + grouped : `${shownSign}${grouped}.${fractionDigits}`;
}

/** The number of decimals a decimal string carries: '64250.50' → 2, '12' → 0. */
export function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : Math.min(value.length - dot - 1, PRECISION_MAX);
}

function numberText(value: number): string {
  // Twelve digits are as many as any precision asks for; a non-finite number is not a price.
  return Number.isFinite(value) ? value.toFixed(PRECISION_MAX) : '';
}
