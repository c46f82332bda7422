import { assert } from '../assert.ts';

/**
 * How a division that does not come out even is rounded. Every division of money names one, because
 * the direction decides who keeps the remainder (TigerBeetle's rule, STYLE.md "Money and numbers").
 */
export type Rounding = 'floor' | 'ceil' | 'trunc' | 'halfEven';

/** `numerator / divisor` rounded toward zero (what bigint `/` does). */
export function divTrunc(numerator: bigint, divisor: bigint): bigint {
  assert(divisor !== 0n, 'Division by zero.');
  return numerator / divisor;
}

/** `numerator / divisor` rounded toward negative infinity. */
export function divFloor(numerator: bigint, divisor: bigint): bigint {
  const quotient = divTrunc(numerator, divisor);
  // Truncation rounded up exactly when the true quotient is negative and inexact.
  return isInexactNegative(numerator, divisor) ? quotient - 1n : quotient;
}

/** `numerator / divisor` rounded toward positive infinity. */
export function divCeil(numerator: bigint, divisor: bigint): bigint {
  const quotient = divTrunc(numerator, divisor);
  return isInexactPositive(numerator, divisor) ? quotient + 1n : quotient;
}

/** `numerator / divisor` rounded to the nearest integer, ties to the even one (banker's rounding). */
export function divHalfEven(numerator: bigint, divisor: bigint): bigint {
  const quotient = divTrunc(numerator, divisor);
  const remainder = numerator % divisor;
  if (remainder === 0n) {
    return quotient;
  }
  // Compare the dropped fraction |remainder / divisor| with one half without leaving integers.
  const twiceRemainder = 2n * abs(remainder);
  const divisorSize = abs(divisor);
  const awayFromZero = numerator < 0n !== divisor < 0n ? quotient - 1n : quotient + 1n;
  if (twiceRemainder > divisorSize) {
    return awayFromZero;
  }
  if (twiceRemainder < divisorSize) {
    return quotient;
  }
  return quotient % 2n === 0n ? quotient : awayFromZero;
}

/** `numerator / divisor` with the rounding named. */
export function divRound(numerator: bigint, divisor: bigint, rounding: Rounding): bigint {
  switch (rounding) {
    case 'floor':
      return divFloor(numerator, divisor);
    case 'ceil':
      return divCeil(numerator, divisor);
    case 'trunc':
      return divTrunc(numerator, divisor);
    case 'halfEven':
      return divHalfEven(numerator, divisor);
  }
}

/**
 * `a × b / divisor` with one rounding at the end. The product is exact (bigint does not overflow), so
 * this never loses precision the way dividing first would.
 */
export function mulDiv(a: bigint, b: bigint, divisor: bigint, rounding: Rounding): bigint {
  return divRound(a * b, divisor, rounding);
}

function isInexactNegative(numerator: bigint, divisor: bigint): boolean {
  return numerator % divisor !== 0n && numerator < 0n !== divisor < 0n;
}

function isInexactPositive(numerator: bigint, divisor: bigint): boolean {
  return numerator % divisor !== 0n && numerator < 0n === divisor < 0n;
}

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}
