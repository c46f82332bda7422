import { describe, expect, it } from 'vitest';
import { maskPhone, unmaskPhone } from './phone-mask.ts';

describe('maskPhone', () => {
  it('writes an 11-digit mobile number as ###-####-####', () => {
    expect(maskPhone('01012345678')).toBe('010-1234-5678');
  });

  it('writes a 10-digit number outside Seoul as ###-###-####', () => {
    expect(maskPhone('0311234567')).toBe('031-123-4567');
  });

  it('writes a Seoul number with the two-digit area code 02', () => {
    expect(maskPhone('021234567')).toBe('02-123-4567');
    expect(maskPhone('0212345678')).toBe('02-1234-5678');
  });

  it('masks a number while it is being typed', () => {
    expect(maskPhone('0')).toBe('0');
    expect(maskPhone('010')).toBe('010');
    expect(maskPhone('0101')).toBe('010-1');
    expect(maskPhone('0101234')).toBe('010-123-4');
    expect(maskPhone('02123')).toBe('02-123');
  });

  it('ignores characters that are not digits', () => {
    expect(maskPhone('010 1234-5678')).toBe('010-1234-5678');
    expect(maskPhone('abc')).toBe('');
  });

  it('drops digits beyond the longest form of the number', () => {
    expect(maskPhone('010123456789')).toBe('010-1234-5678');
    expect(maskPhone('02123456789')).toBe('02-1234-5678');
  });
});

describe('unmaskPhone', () => {
  it('keeps only the digits of a masked number', () => {
    expect(unmaskPhone('010-1234-5678')).toBe('01012345678');
    expect(unmaskPhone('02-123-4567')).toBe('021234567');
  });

  it('undoes the mask exactly', () => {
    for (const digits of ['01012345678', '0311234567', '021234567', '0212345678']) {
      expect(unmaskPhone(maskPhone(digits))).toBe(digits);
    }
  });
});
