import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NUMERIC_BOUNDS,
  formatNumeric,
  normaliseNumeric,
  numericFromValue,
  parseNumericText,
  rawNumericText,
  sanitiseNumericText,
} from './numeric-value.ts';

const bounds = (min: number, max: number, allowMinus = false) => ({ min, max, allowMinus });

describe('normaliseNumeric', () => {
  it('drops the fractional part because amounts here are whole numbers', () => {
    expect(normaliseNumeric(12.9, DEFAULT_NUMERIC_BOUNDS)).toBe(12);
  });

  it('clamps a value to the maximum and the minimum', () => {
    expect(normaliseNumeric(150, bounds(10, 100))).toBe(100);
    expect(normaliseNumeric(5, bounds(10, 100))).toBe(10);
  });

  it('stays within the safe-integer range by default', () => {
    expect(normaliseNumeric(1e20, DEFAULT_NUMERIC_BOUNDS)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('raises a negative to the minimum when a minus is not allowed', () => {
    expect(normaliseNumeric(-5, bounds(3, 100))).toBe(3);
    expect(normaliseNumeric(-5, DEFAULT_NUMERIC_BOUNDS)).toBe(0);
  });

  it('keeps a negative when a minus is allowed', () => {
    expect(normaliseNumeric(-5, bounds(-10, 10, true))).toBe(-5);
    expect(normaliseNumeric(-50, bounds(-10, 10, true))).toBe(-10);
  });

  it('treats something that is not a number as zero', () => {
    expect(normaliseNumeric(Number.NaN, bounds(0, 10))).toBe(0);
  });
});

describe('sanitiseNumericText and parseNumericText', () => {
  it('drops separators and letters from typed text', () => {
    expect(sanitiseNumericText('1,234a', false)).toBe('1234');
    expect(parseNumericText('1,234', false)).toBe(1234);
  });

  it('ignores whatever follows a decimal point', () => {
    expect(parseNumericText('12.75', false)).toBe(12);
  });

  it('keeps a leading minus only when a minus is allowed', () => {
    expect(sanitiseNumericText('-12', true)).toBe('-12');
    expect(sanitiseNumericText('-12', false)).toBe('12');
    expect(parseNumericText('-12', true)).toBe(-12);
    expect(parseNumericText('-', true)).toBe(0);
  });

  it('drops leading zeros so a typed zero leaves the field empty', () => {
    expect(sanitiseNumericText('007', false)).toBe('7');
    expect(sanitiseNumericText('0', false)).toBe('');
  });
});

describe('numericFromValue', () => {
  it('reads numbers, decimal strings and nothing', () => {
    expect(numericFromValue(42, false)).toBe(42);
    expect(numericFromValue('1234.5', false)).toBe(1234);
    expect(numericFromValue(null, false)).toBe(0);
    expect(numericFromValue(undefined, false)).toBe(0);
  });
});

describe('formatNumeric and rawNumericText', () => {
  it('shows thousands separators when not editing', () => {
    expect(formatNumeric(1234567)).toBe('1,234,567');
    expect(formatNumeric(-1234)).toBe('-1,234');
    expect(formatNumeric(1234567, ' ')).toBe('1 234 567');
  });

  it('shows the raw number while editing', () => {
    expect(rawNumericText(1234567)).toBe('1234567');
  });

  it('shows zero as an empty field', () => {
    expect(formatNumeric(0)).toBe('');
    expect(rawNumericText(0)).toBe('');
  });
});
