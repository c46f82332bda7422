import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import { absBig, clampBig, maxBig, minBig } from './bigint.ts';

describe('bigint helpers', () => {
  it('picks the smallest and largest of several values', () => {
    expect(minBig(3n, -7n, 5n)).toBe(-7n);
    expect(maxBig(3n, -7n, 5n)).toBe(5n);
    expect(minBig(4n)).toBe(4n);
  });

  it('agrees with sorting for any list', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.array(fc.bigInt()), (first, rest) => {
        const sorted = [first, ...rest].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
        expect(minBig(first, ...rest)).toBe(sorted[0]);
        expect(maxBig(first, ...rest)).toBe(sorted[sorted.length - 1]);
      }),
    );
  });

  it('gives the magnitude of negative, zero and positive values', () => {
    expect([absBig(-12n), absBig(0n), absBig(12n)]).toEqual([12n, 0n, 12n]);
  });

  it('clamps into a closed range', () => {
    expect([clampBig(-5n, 0n, 10n), clampBig(5n, 0n, 10n), clampBig(50n, 0n, 10n)]).toEqual([0n, 5n, 10n]);
    expect(clampBig(7n, 3n, 3n)).toBe(3n);
  });

  it('treats an empty clamp range as a programmer error', () => {
    expect(() => clampBig(1n, 10n, 0n)).toThrow(DomainAssertionError);
  });
});
