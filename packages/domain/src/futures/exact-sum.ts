/**
 * Hot-path checks on bigint quantities done in machine numbers where that is provably exact, and with
 * bigints beyond (a bigint sum or remainder allocates; these run on every placement).
 *
 * Why they are exact: a double holds every integer below 2^53. Each addend of `sumExceeds` is at most
 * 2^51 on the fast path, so the sum of three is below 2^53 and exact; the cap, when at most 2^53 − 1,
 * converts exactly, and a cap beyond that is above any such sum. `stepDivides` takes the fast path
 * only when both numbers are below 2^53, where `%` on doubles (fmod) is exact. `exact-sum.test.ts`
 * holds both equal to the bigint answers at and around the bounds.
 */
export const FAST_ADDEND_MAX = 2n ** 51n;
const SAFE_MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** Whether a + b + c > cap, for a, b, c ≥ 0. */
export function sumExceeds(a: bigint, b: bigint, c: bigint, cap: bigint): boolean {
  if (a <= FAST_ADDEND_MAX && b <= FAST_ADDEND_MAX && c <= FAST_ADDEND_MAX) {
    return cap > SAFE_MAX ? false : Number(a) + Number(b) + Number(c) > Number(cap);
  }
  return a + b + c > cap;
}

/** Whether `qty` is a multiple of `step` (qty ≥ 0, step > 0). */
export function stepDivides(qty: bigint, step: bigint): boolean {
  if (qty <= SAFE_MAX && step <= SAFE_MAX) return Number(qty) % Number(step) === 0;
  return qty % step === 0n;
}
