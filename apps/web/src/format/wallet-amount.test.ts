import { describe, expect, it } from 'vitest';
import { formatAssetAmount, formatWalletAmount, groupThousands } from './wallet-amount.ts';

describe('formatWalletAmount from a decimal string', () => {
  it('shows a whole amount with thousands separators and no decimals', () => {
    expect(formatWalletAmount('1234')).toBe('1,234');
    expect(formatWalletAmount('1234567890')).toBe('1,234,567,890');
  });

  it('shows a fractional amount with exactly four decimals', () => {
    expect(formatWalletAmount('1234.5')).toBe('1,234.5000');
    expect(formatWalletAmount('0.25')).toBe('0.2500');
  });

  it('treats trailing zero decimals as a whole amount', () => {
    expect(formatWalletAmount('1234.0000')).toBe('1,234');
  });

  it('cuts extra decimals toward zero instead of rounding a balance up', () => {
    expect(formatWalletAmount('1.99999999')).toBe('1.9999');
    expect(formatWalletAmount('-1.99999999')).toBe('-1.9999');
  });

  it('keeps digits far beyond what a float could hold exactly', () => {
    expect(formatWalletAmount('123456789012345678901.123456789')).toBe('123,456,789,012,345,678,901.1234');
  });

  it('shows a negative amount with one minus sign', () => {
    expect(formatWalletAmount('-1234.5')).toBe('-1,234.5000');
  });

  it('never shows a minus sign on an amount that reads as zero', () => {
    expect(formatWalletAmount('-0.00001')).toBe('0.0000');
    expect(formatWalletAmount('-0')).toBe('0');
  });

  it('drops leading zeros and accepts a bare leading point', () => {
    expect(formatWalletAmount('0001234')).toBe('1,234');
    expect(formatWalletAmount('.5')).toBe('0.5000');
  });

  it('refuses text that is not a number', () => {
    expect(() => formatWalletAmount('12a')).toThrow(RangeError);
    expect(() => formatWalletAmount('')).toThrow(RangeError);
    expect(() => formatWalletAmount('1e5')).toThrow(RangeError);
  });
});

describe('formatWalletAmount from minor units', () => {
  it('places the point by the scale', () => {
    expect(formatWalletAmount(123450000000n, 8)).toBe('1,234.5000');
    expect(formatWalletAmount(123400000000n, 8)).toBe('1,234');
  });

  it('shows won amounts (scale 0) as whole numbers', () => {
    expect(formatWalletAmount(1234567n, 0)).toBe('1,234,567');
  });

  it('shows amounts below one unit with a leading zero', () => {
    expect(formatWalletAmount(5n, 2)).toBe('0.0500');
    expect(formatWalletAmount(-1n, 8)).toBe('0.0000');
  });

  it('shows negative minor units with a minus sign', () => {
    expect(formatWalletAmount(-150000000n, 8)).toBe('-1.5000');
  });

  it('refuses a scale that is not a whole number in range', () => {
    expect(() => formatWalletAmount(1n, -1)).toThrow(RangeError);
    expect(() => formatWalletAmount(1n, 1.5)).toThrow(RangeError);
  });
});

describe('groupThousands', () => {
  it('groups digits by three from the right with the chosen separator', () => {
    expect(groupThousands('100')).toBe('100');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('1000000', '.')).toBe('1.000.000');
  });
});

describe('formatAssetAmount', () => {
  it("shows a fractional coin amount with the coin's own eight decimals, never cutting a held digit", () => {
    expect(formatAssetAmount('0.000999', 8)).toBe('0.00099900');
    expect(formatAssetAmount('0.50099900', 8)).toBe('0.50099900');
    expect(formatAssetAmount('1234.00000001', 8)).toBe('1,234.00000001');
  });

  it('shows a whole coin amount without decimals, as every wallet amount', () => {
    expect(formatAssetAmount('5', 8)).toBe('5');
    expect(formatAssetAmount('5.00000000', 8)).toBe('5');
  });

  it("keeps spec §9's four decimals for an asset of fewer, and whole won as they are", () => {
    expect(formatAssetAmount('1234567', 0)).toBe('1,234,567');
    expect(formatAssetAmount('1400.5', 0)).toBe('1,400.5000');
  });

  it('cuts digits beyond the scale toward zero and keeps the sign', () => {
    expect(formatAssetAmount('-0.123456789', 8)).toBe('-0.12345678');
    expect(formatAssetAmount('-0.000000001', 8)).toBe('0.00000000');
  });
});
