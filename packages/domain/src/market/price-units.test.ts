import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import { formatUnits, parsePositiveUnits, parseUnits } from './price-units.ts';

describe('parseUnits', () => {
  it('reads 64250.5 at precision 2 as 6,425,050 units', () => {
    expect(parseUnits('64250.5', 2)).toBe(6_425_050);
  });

  it('pads a whole number and a short fraction to the precision', () => {
    expect(parseUnits('64250', 2)).toBe(6_425_000);
    expect(parseUnits('0.5', 4)).toBe(5_000);
    expect(parseUnits('007.10', 3)).toBe(7_100);
  });

  it('reads zero, which a price-only tick has as its quantity', () => {
    expect(parseUnits('0', 3)).toBe(0);
    expect(parseUnits('0.000', 3)).toBe(0);
  });

  it('accepts trailing zeros beyond the precision in both modes, as Binance sends them', () => {
    expect(parseUnits('64250.50000000', 1, 'exact')).toBe(642_505);
    expect(parseUnits('64250.50000000', 1, 'halfEven')).toBe(642_505);
  });

  it('refuses a non-zero digit beyond the precision when the rounding is exact', () => {
    expect(parseUnits('64250.55', 1, 'exact')).toBeNull();
    expect(parseUnits('1.0000001', 2)).toBeNull();
  });

  it('rounds the excess digits half to even when asked', () => {
    expect(parseUnits('1.24', 1, 'halfEven')).toBe(12);
    expect(parseUnits('1.26', 1, 'halfEven')).toBe(13);
    expect(parseUnits('1.25', 1, 'halfEven')).toBe(12);
    expect(parseUnits('1.35', 1, 'halfEven')).toBe(14);
    expect(parseUnits('1.2500001', 1, 'halfEven')).toBe(13);
    expect(parseUnits('0.4', 0, 'halfEven')).toBe(0);
    expect(parseUnits('9.5', 0, 'halfEven')).toBe(10);
  });

  it.each([
    '',
    '.',
    '.5',
    '5.',
    '-1',
    '+1',
    '1e3',
    ' 1',
    '1 ',
    '1,000',
    '1.2.3',
    '1..2',
    'abc',
    '１',
    '0x10',
  ])('refuses the malformed %j', (text) => {
    expect(parseUnits(text, 2, 'halfEven')).toBeNull();
  });

  it('refuses a malformed digit even beyond the precision', () => {
    expect(parseUnits('1.00x', 2, 'halfEven')).toBeNull();
    expect(parseUnits('1.005x', 2, 'halfEven')).toBeNull();
  });

  it('reads the largest safe integer and refuses one unit more', () => {
    expect(parseUnits('9007199254740991', 0)).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseUnits('9007199254740992', 0)).toBeNull();
    expect(parseUnits('90071992547409.91', 2)).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseUnits('90071992547409.92', 2)).toBeNull();
    expect(parseUnits('90071992547409.915', 2, 'halfEven')).toBeNull();
    expect(parseUnits('900719925474099', 2)).toBeNull();
    expect(parseUnits('1'.repeat(400), 0)).toBeNull();
  });

  it('treats a precision outside 0–15 as a programmer error', () => {
    expect(() => parseUnits('1', -1)).toThrow(DomainAssertionError);
    expect(() => parseUnits('1', 16)).toThrow(DomainAssertionError);
    expect(() => parseUnits('1', 1.5)).toThrow(DomainAssertionError);
  });
});

describe('parsePositiveUnits', () => {
  it('refuses zero and a price that rounds to zero', () => {
    expect(parsePositiveUnits('0.00', 2)).toBeNull();
    expect(parsePositiveUnits('0.004', 2, 'halfEven')).toBeNull();
    expect(parsePositiveUnits('0.006', 2, 'halfEven')).toBe(1);
  });
});

describe('formatUnits', () => {
  it('writes 6,425,050 units at precision 2 as 64250.50', () => {
    expect(formatUnits(6_425_050, 2)).toBe('64250.50');
  });

  it('pads small values with leading zeros and writes negatives with one minus sign', () => {
    expect(formatUnits(5, 4)).toBe('0.0005');
    expect(formatUnits(0, 2)).toBe('0.00');
    expect(formatUnits(-5, 2)).toBe('-0.05');
    expect(formatUnits(-1234, 0)).toBe('-1234');
    expect(formatUnits(-0, 1)).toBe('0.0');
  });

  it('writes bigints too', () => {
    expect(formatUnits(100n, 6)).toBe('0.000100');
    expect(formatUnits(-123_456_789n, 3)).toBe('-123456.789');
  });

  it('refuses a fractional or unsafe number of units', () => {
    expect(() => formatUnits(1.5, 2)).toThrow(DomainAssertionError);
    expect(() => formatUnits(2 ** 53, 2)).toThrow(DomainAssertionError);
  });
});

// fast-check prints the seed and the smallest failing case, so a failure can be replayed
// (`fc.assert(..., { seed, path })`).
describe('parseUnits and formatUnits together', () => {
  it('round-trip every safe non-negative integer at every precision', () => {
    const units = fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.maxSafeNat());
    fc.assert(
      fc.property(units, fc.integer({ min: 0, max: 15 }), (value, precision) => {
        expect(parseUnits(formatUnits(value, precision), precision)).toBe(value);
      }),
      { numRuns: 5_000 },
    );
  });

  it('agree with rounding the exact decimal by hand', () => {
    const cases = fc.record({
      precision: fc.integer({ min: 0, max: 6 }),
      extra: fc.integer({ min: 1, max: 4 }),
      scaled: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    });
    fc.assert(
      fc.property(cases, ({ precision, extra, scaled }) => {
        const text = formatUnits(scaled, precision + extra);
        const divisor = 10n ** BigInt(extra);
        const quotient = scaled / divisor;
        const twiceRemainder = 2n * (scaled % divisor);
        const up = twiceRemainder > divisor || (twiceRemainder === divisor && quotient % 2n === 1n);
        expect(parseUnits(text, precision, 'halfEven')).toBe(Number(up ? quotient + 1n : quotient));
        expect(parseUnits(text, precision, 'exact')).toBe(scaled % divisor === 0n ? Number(quotient) : null);
      }),
      { numRuns: 5_000 },
    );
  });
});
