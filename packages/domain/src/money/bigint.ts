import { assert } from '../assert.ts';

/** The smallest of the values. */
export function minBig(first: bigint, ...rest: readonly bigint[]): bigint {
  let smallest = first;
  for (const value of rest) {
    if (value < smallest) {
      smallest = value;
    }
  }
  return smallest;
}

/** The largest of the values. */
export function maxBig(first: bigint, ...rest: readonly bigint[]): bigint {
  let largest = first;
  for (const value of rest) {
    if (value > largest) {
      largest = value;
    }
  }
  return largest;
}

/** The magnitude of a value. */
export function absBig(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** `value` limited to the closed range `[min, max]`; an empty range is a programmer error. */
export function clampBig(value: bigint, min: bigint, max: bigint): bigint {
  assert(min <= max, `clampBig: empty range [${min}, ${max}].`);
  return value < min ? min : value > max ? max : value;
}
