import { describe, expect, it } from 'vitest';
import { amountValue, groupedAmount, sanitiseAmountText } from './amount-text.ts';

describe('the coin amount field rules', () => {
  it('keeps digits and one point, no more decimals than the scale, no leading zeros', () => {
    expect(sanitiseAmountText('1,234.5', 8)).toBe('1234.5');
    expect(sanitiseAmountText('007', 8)).toBe('7');
    expect(sanitiseAmountText('.5', 8)).toBe('0.5');
    expect(sanitiseAmountText('1.2.3', 8)).toBe('1.23');
    expect(sanitiseAmountText('0.123456789', 8)).toBe('0.12345678');
    expect(sanitiseAmountText('12.5', 0)).toBe('12');
    expect(sanitiseAmountText('abc', 8)).toBe('');
  });

  it('reports the typed text as a wire amount, nothing for zero', () => {
    expect(amountValue('3.')).toBe('3');
    expect(amountValue('1.50')).toBe('1.5');
    expect(amountValue('0.00')).toBe('');
    expect(amountValue('')).toBe('');
    expect(amountValue('0.0001')).toBe('0.0001');
  });

  it('groups the whole part for reading', () => {
    expect(groupedAmount('1234567.5')).toBe('1,234,567.5');
    expect(groupedAmount('')).toBe('');
  });
});
