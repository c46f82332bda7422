import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import { divCeil, divFloor, divHalfEven, divRound, divTrunc, mulDiv, type Rounding } from './rounding.ts';

// An exact rational reference: each rounding is checked against its mathematical definition, not
// against a second copy of the same remainder arithmetic.
interface Rational {
  n: bigint;
  d: bigint;
}

function ratio(n: bigint, d: bigint): Rational {
  return d < 0n ? { n: -n, d: -d } : { n, d };
}

function compare(x: Rational, y: Rational): number {
  const difference = x.n * y.d - y.n * x.d;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

function minus(x: Rational, y: Rational): Rational {
  return ratio(x.n * y.d - y.n * x.d, x.d * y.d);
}

function magnitude(x: Rational): Rational {
  return { n: x.n < 0n ? -x.n : x.n, d: x.d };
}

const whole = (q: bigint): Rational => ({ n: q, d: 1n });
const half: Rational = { n: 1n, d: 2n };

function obeysDefinition(rounding: Rounding, exact: Rational, q: bigint): boolean {
  switch (rounding) {
    case 'floor':
      return compare(whole(q), exact) <= 0 && compare(exact, whole(q + 1n)) < 0;
    case 'ceil':
      return compare(whole(q - 1n), exact) < 0 && compare(exact, whole(q)) <= 0;
    case 'trunc':
      return (
        compare(magnitude(whole(q)), magnitude(exact)) <= 0 &&
        compare(magnitude(minus(exact, whole(q))), whole(1n)) < 0 &&
        (q === 0n || q < 0n === exact.n < 0n)
      );
    case 'halfEven': {
      const distance = compare(magnitude(minus(exact, whole(q))), half);
      return distance < 0 || (distance === 0 && q % 2n === 0n);
    }
  }
}

const roundings: readonly Rounding[] = ['floor', 'ceil', 'trunc', 'halfEven'];
const operand = fc.oneof(
  fc.bigInt({ min: -50n, max: 50n }),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }),
);
const divisor = operand.filter((value) => value !== 0n);

describe('integer division with named rounding', () => {
  it('rounds 7 / 2 and -7 / 2 each way', () => {
    expect([divFloor(7n, 2n), divCeil(7n, 2n), divTrunc(7n, 2n), divHalfEven(7n, 2n)]).toEqual([
      3n,
      4n,
      3n,
      4n,
    ]);
    expect([divFloor(-7n, 2n), divCeil(-7n, 2n), divTrunc(-7n, 2n), divHalfEven(-7n, 2n)]).toEqual([
      -4n,
      -3n,
      -3n,
      -4n,
    ]);
  });

  it('handles a negative divisor like a negative numerator', () => {
    expect([divFloor(7n, -2n), divCeil(7n, -2n), divTrunc(7n, -2n), divHalfEven(7n, -2n)]).toEqual([
      -4n,
      -3n,
      -3n,
      -4n,
    ]);
    expect([divFloor(-7n, -2n), divCeil(-7n, -2n), divHalfEven(-7n, -2n)]).toEqual([3n, 4n, 4n]);
  });

  it('sends exact halves to the even neighbour', () => {
    expect([5n, 15n, 25n, -5n, -15n, -25n].map((n) => divHalfEven(n, 10n))).toEqual([
      0n,
      2n,
      2n,
      0n,
      -2n,
      -2n,
    ]);
  });

  it('rounds to the nearest integer when there is no tie', () => {
    expect([
      divHalfEven(26n, 10n),
      divHalfEven(24n, 10n),
      divHalfEven(-26n, 10n),
      divHalfEven(-24n, 10n),
    ]).toEqual([3n, 2n, -3n, -2n]);
  });

  it('returns the exact quotient when the division comes out even', () => {
    fc.assert(
      fc.property(operand, divisor, fc.constantFrom(...roundings), (q, d, rounding) => {
        expect(divRound(q * d, d, rounding)).toBe(q);
      }),
    );
  });

  it('agrees with the rational definition of each rounding', () => {
    fc.assert(
      fc.property(operand, divisor, fc.constantFrom(...roundings), (n, d, rounding) => {
        expect(obeysDefinition(rounding, ratio(n, d), divRound(n, d, rounding))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses to divide by zero as a programmer error', () => {
    for (const rounding of roundings) {
      expect(() => divRound(1n, 0n, rounding)).toThrow(DomainAssertionError);
    }
  });
});

describe('mulDiv', () => {
  it('multiplies before dividing so nothing is lost in between', () => {
    expect(mulDiv(10_000n, 195n, 100n, 'floor')).toBe(19_500n);
    expect(mulDiv(1n, 1n, 3n, 'ceil')).toBe(1n);
    expect(mulDiv(-1n, 1n, 3n, 'floor')).toBe(-1n);
  });

  it('agrees with the rational definition of a × b / d', () => {
    fc.assert(
      fc.property(operand, operand, divisor, fc.constantFrom(...roundings), (a, b, d, rounding) => {
        expect(obeysDefinition(rounding, ratio(a * b, d), mulDiv(a, b, d, rounding))).toBe(true);
      }),
    );
  });
});
