import { describe, expect, it } from 'vitest';
import { decimalsOf, formatChangePercent, formatPrice } from './price-format.ts';

describe('formatChangePercent', () => {
  it('shows one plus sign and two decimals when positive', () => {
    expect(formatChangePercent('1.2345')).toBe('+1.23%');
    expect(formatChangePercent(0.5)).toBe('+0.50%');
  });

  it('never shows two plus signs, even when the server sent one', () => {
    expect(formatChangePercent('+2.5')).toBe('+2.50%');
  });

  it('shows a minus for a fall and no sign for zero', () => {
    expect(formatChangePercent('-0.456')).toBe('-0.46%');
    expect(formatChangePercent('0')).toBe('0.00%');
    expect(formatChangePercent('-0.001')).toBe('0.00%');
  });
});

describe('formatPrice', () => {
  it('writes the instrument precision with thousands separators', () => {
    expect(formatPrice('64250.5', 2)).toBe('64,250.50');
    expect(formatPrice('1234567', 0)).toBe('1,234,567');
    expect(formatPrice('0.5', 4)).toBe('0.5000');
  });

  it('rounds extra decimals half away from zero on the digits, not through a float', () => {
    expect(formatPrice('1.005', 2)).toBe('1.01');
    expect(formatPrice('1.004', 2)).toBe('1.00');
    expect(formatPrice('999.996', 2)).toBe('1,000.00');
    expect(formatPrice('-12.345', 1)).toBe('-12.3');
  });

  it('takes numbers too and shows no sign on a negative that rounds to zero', () => {
    expect(formatPrice(21000.25, 1)).toBe('21,000.3');
    expect(formatPrice('-0.001', 2)).toBe('0.00');
  });

  it("shows '-' for text that is not a price and refuses an impossible precision", () => {
    expect(formatPrice('abc', 2)).toBe('-');
    expect(formatPrice('', 2)).toBe('-');
    expect(formatPrice(Number.NaN, 2)).toBe('-');
    expect(() => formatPrice('1', -1)).toThrow(RangeError);
    expect(() => formatPrice('1', 1.5)).toThrow(RangeError);
  });
});

describe('decimalsOf', () => {
  it('counts the decimals a price string carries', () => {
    expect(decimalsOf('64250.50')).toBe(2);
    expect(decimalsOf('12')).toBe(0);
    expect(decimalsOf('0.00001234')).toBe(8);
  });
});
