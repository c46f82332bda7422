// The rules of the numeric input (spec §5) as pure functions: whole numbers only, clamped to
// [min, max], negatives refused unless the input allows a minus, zero shown as an empty field and a
// thousands separator when not editing. Values are plain numbers because the bounds default to the
// safe-integer range, where every whole number is exact.

export interface NumericBounds {
  min: number;
  max: number;
  allowMinus: boolean;
}

export const DEFAULT_NUMERIC_BOUNDS: NumericBounds = {
  min: Number.MIN_SAFE_INTEGER,
  max: Number.MAX_SAFE_INTEGER,
  allowMinus: false,
};

/**
 * The value the input holds for `value`: cut to a whole number (precision 0), clamped to
 * [min, max], and, when a minus is not allowed, a negative raised to min (or to zero when min itself
 * is negative).
 */
export function normaliseNumeric(value: number, bounds: NumericBounds): number {
  if (Number.isNaN(value)) {
    return normaliseNumeric(0, bounds);
  }
  const whole = Math.trunc(value);
  const clamped = Math.min(bounds.max, Math.max(bounds.min, whole));
  if (!bounds.allowMinus && clamped < 0) {
    return Math.max(bounds.min, 0);
  }
  // Math.trunc(-0.4) is -0, which would print as '0' but compare oddly; keep plain zero.
  return clamped === 0 ? 0 : clamped;
}

/**
 * What is left of typed text once everything but the digits is dropped: separators, letters and
 * anything after a decimal point (precision 0). A leading '-' stays when a minus is allowed; leading
 * zeros go, so a typed zero leaves the field empty.
 */
export function sanitiseNumericText(text: string, allowMinus: boolean): string {
  const integerPart = text.split('.')[0] ?? '';
  const negative = allowMinus && integerPart.trimStart().startsWith('-');
  const digits = integerPart.replace(/\D/g, '').replace(/^0+/, '');
  return negative ? `-${digits}` : digits;
}

/** The number in sanitised or raw text; empty text and a lone '-' are zero. */
export function parseNumericText(text: string, allowMinus: boolean): number {
  const sanitised = sanitiseNumericText(text, allowMinus);
  const digits = sanitised.replace('-', '');
  if (digits === '') {
    return 0;
  }
  const magnitude = Number(digits);
  return sanitised.startsWith('-') ? -magnitude : magnitude;
}

/** A value given to the input as a number, a decimal string or nothing. */
export function numericFromValue(value: number | string | null | undefined, allowMinus: boolean): number {
  if (value === null || value === undefined) {
    return 0;
  }
  return typeof value === 'number' ? value : parseNumericText(value, allowMinus);
}

/** The text shown while the field has focus: the raw number, and an empty field for zero. */
export function rawNumericText(value: number): string {
  return value === 0 ? '' : String(value);
}

/** The text shown while the field is not focused: '1,234,567', and an empty field for zero. */
export function formatNumeric(value: number, separator = ','): string {
  if (value === 0) {
    return '';
  }
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, separator);
  return value < 0 ? `-${digits}` : digits;
}
