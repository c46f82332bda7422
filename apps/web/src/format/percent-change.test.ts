import { describe, expect, it } from 'vitest';
import { changeColorToken, changeTextClass, formatPercentChange } from './percent-change.ts';

describe('formatPercentChange', () => {
  it('puts one plus sign before a positive change and shows two decimals', () => {
    expect(formatPercentChange(1.2)).toBe('+1.20%');
    expect(formatPercentChange('3')).toBe('+3.00%');
  });

  it('does not double the plus sign when the server already sent one', () => {
    expect(formatPercentChange('+2.5')).toBe('+2.50%');
    expect(formatPercentChange('++2.5')).toBe('+2.50%');
  });

  it('shows a negative change with a minus sign', () => {
    expect(formatPercentChange(-0.456)).toBe('-0.46%');
    expect(formatPercentChange('-12.3')).toBe('-12.30%');
  });

  it('rounds half away from zero on the decimal digits', () => {
    expect(formatPercentChange(1.005)).toBe('+1.01%');
    expect(formatPercentChange('-1.005')).toBe('-1.01%');
    expect(formatPercentChange('1.004')).toBe('+1.00%');
  });

  it('shows no sign when the change rounds to zero', () => {
    expect(formatPercentChange(0)).toBe('0.00%');
    expect(formatPercentChange('0.001')).toBe('0.00%');
    expect(formatPercentChange(-0.004)).toBe('0.00%');
  });

  it('can leave out the percent sign', () => {
    expect(formatPercentChange(5, { percentSign: false })).toBe('+5.00');
  });

  it('shows zero for values that are not numbers', () => {
    expect(formatPercentChange(Number.NaN)).toBe('0.00%');
    expect(formatPercentChange('abc')).toBe('0.00%');
    expect(formatPercentChange('')).toBe('0.00%');
  });
});

describe('change colours', () => {
  it('paints a positive change red (up) and everything else blue (down)', () => {
    expect(changeColorToken(0.5)).toBe('up');
    expect(changeColorToken('-0.5')).toBe('down');
    expect(changeColorToken(0)).toBe('down');
  });

  it('agrees with the shown figure when the change rounds to zero', () => {
    expect(changeColorToken(0.001)).toBe('down');
  });

  it('gives the Tailwind text class of the colour token', () => {
    expect(changeTextClass('1')).toBe('text-up');
    expect(changeTextClass('-1')).toBe('text-down');
  });
});
