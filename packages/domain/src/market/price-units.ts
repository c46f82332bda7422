import { assert } from '../assert.ts';

/**
 * What to do with decimals beyond the instrument's precision. `exact` refuses a value that would lose
 * a non-zero digit (a price that the instrument cannot show is a malformed price); `halfEven` rounds
 * to the nearest unit, ties to the even one, for feeds that quote more decimals than the instrument
 * shows (Binance sends `"64250.50000000"`, and a venue may add a digit the instrument ignores).
 */
export type UnitsRounding = 'exact' | 'halfEven';

/** The largest precision the converters accept; 10^15 is still an exact double. */
export const UNITS_PRECISION_MAX = 15;

const CHAR_0 = 48;
const CHAR_9 = 57;
const CHAR_DOT = 46;

// Powers of ten as exact doubles, so that padding a short fraction costs one multiplication.
const POWERS_OF_TEN: readonly number[] = Array.from({ length: UNITS_PRECISION_MAX + 1 }, (_, i) => 10 ** i);

/**
 * Converts a wire decimal string into integer units at `precision` decimals:
 * `parseUnits('64250.5', 2, 'exact')` is 6,425,050. Answers null for anything malformed, negative or
 * beyond `Number.MAX_SAFE_INTEGER` units, and in `exact` mode for a non-zero digit beyond the
 * precision. Zero is accepted (a price-only tick has quantity 0); use `parsePositiveUnits` where zero
 * is meaningless.
 *
 * The accepted form is `digits` or `digits.digits`: no sign, no exponent, no spaces, no thousands
 * separators, no leading or trailing dot. It runs on every feed tick, so it walks the characters once
 * with integer arithmetic (every intermediate value is a safe integer, so no double ever rounds) and
 * uses neither a regular expression nor `parseFloat`.
 */
export function parseUnits(
  text: string,
  precision: number,
  rounding: UnitsRounding = 'exact',
): number | null {
  assert(
    Number.isInteger(precision) && precision >= 0 && precision <= UNITS_PRECISION_MAX,
    `Precision must be an integer from 0 to ${UNITS_PRECISION_MAX}.`,
  );
  const length = text.length;
  let index = 0;
  let units = 0;
  // The whole part: at least one digit.
  while (index < length) {
    const code = text.charCodeAt(index);
    if (code < CHAR_0 || code > CHAR_9) break;
    units = units * 10 + (code - CHAR_0);
    index += 1;
  }
  if (index === 0) return null;
  let fractionDigits = 0;
  if (index < length) {
    if (text.charCodeAt(index) !== CHAR_DOT || index === length - 1) return null;
    index += 1;
    // The fraction digits the precision keeps.
    while (index < length && fractionDigits < precision) {
      const code = text.charCodeAt(index);
      if (code < CHAR_0 || code > CHAR_9) return null;
      units = units * 10 + (code - CHAR_0);
      fractionDigits += 1;
      index += 1;
    }
  }
  if (fractionDigits < precision) units *= POWERS_OF_TEN[precision - fractionDigits] ?? 0;
  // A value past 2^53 - 1 may have been rounded on the way, but it cannot have come back below: the
  // rounding of doubles is monotonic and 2^53 is exact.
  if (units > Number.MAX_SAFE_INTEGER) return null;
  if (index === length) return units;
  return roundExcessDigits(text, index, units, rounding);
}

/** `parseUnits`, refusing zero as well: a price is never zero. */
export function parsePositiveUnits(
  text: string,
  precision: number,
  rounding: UnitsRounding = 'exact',
): number | null {
  const units = parseUnits(text, precision, rounding);
  return units === null || units === 0 ? null : units;
}

/**
 * The digits beyond the precision, from `index` on: they must all be digits; `exact` refuses any that
 * is not zero, `halfEven` rounds `units` by them.
 */
function roundExcessDigits(
  text: string,
  index: number,
  units: number,
  rounding: UnitsRounding,
): number | null {
  const length = text.length;
  const first = text.charCodeAt(index) - CHAR_0;
  let restNonZero = false;
  for (let i = index; i < length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < CHAR_0 || code > CHAR_9) return null;
    if (i > index && code !== CHAR_0) restNonZero = true;
  }
  if (first === 0 && !restNonZero) return units;
  if (rounding === 'exact') return null;
  const roundUp = first > 5 || (first === 5 && (restNonZero || units % 2 === 1));
  if (!roundUp) return units;
  return units + 1 > Number.MAX_SAFE_INTEGER ? null : units + 1;
}

/**
 * Writes integer units as a decimal string with exactly `precision` decimals:
 * `formatUnits(6425050, 2)` is `'64250.50'`, `formatUnits(-5, 2)` is `'-0.05'`. Takes a safe integer
 * or a bigint (funding rates and money are bigints).
 */
export function formatUnits(units: number | bigint, precision: number): string {
  assert(
    Number.isInteger(precision) && precision >= 0 && precision <= UNITS_PRECISION_MAX,
    `Precision must be an integer from 0 to ${UNITS_PRECISION_MAX}.`,
  );
  assert(typeof units === 'bigint' || Number.isSafeInteger(units), 'Units must be a safe integer.');
  const negative = units < 0;
  const digits = (negative ? -units : units).toString();
  if (precision === 0) return negative ? `-${digits}` : digits;
  const padded = digits.padStart(precision + 1, '0');
  const cut = padded.length - precision;
  return `${negative ? '-' : ''}${padded.slice(0, cut)}.${padded.slice(cut)}`;
}
