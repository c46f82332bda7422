import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('keeps only the digits', () => {
    expect(normalizePhone('010-1234-5678')).toBe('01012345678');
    expect(normalizePhone(' (02) 123 4567 ')).toBe('021234567');
    expect(normalizePhone('없음')).toBe('');
  });
});

describe('formatPhone', () => {
  it('masks Seoul numbers as ##-###-#### or ##-####-####', () => {
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
  });

  it('masks other numbers as ###-###-#### or ###-####-####', () => {
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });

  it('masks a partly typed number as far as it goes, without a trailing dash', () => {
    expect(formatPhone('010')).toBe('010');
    expect(formatPhone('0101')).toBe('010-1');
    expect(formatPhone('010123')).toBe('010-123');
    expect(formatPhone('0212')).toBe('02-12');
    expect(formatPhone('')).toBe('');
  });

  it('leaves a number too long for any mask as bare digits instead of cutting it', () => {
    expect(formatPhone('021234567890')).toBe('021234567890');
    expect(formatPhone('010123456789')).toBe('010123456789');
  });

  it('accepts a number that still carries separators', () => {
    expect(formatPhone('010 1234 5678')).toBe('010-1234-5678');
  });
});
