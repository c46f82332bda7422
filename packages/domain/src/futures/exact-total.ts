/** Each part of a fast step, and the pending sum between steps, stays within ±2^52. */
const HALF_SAFE = 2 ** 52;

/**
 * A running total of bigint amounts (an account of the futures ledger) that does not allocate a
 * bigint on every movement: the amounts are added to a machine number, `pending`, while that is
 * provably exact, and folded into the bigint `base` only when it would not be. Every placement and
 * cancel moves two account totals, and each `total -= amount` on a bigint allocated one (garbage the
 * scavenger then copied, and a young pointer stored in an old object).
 *
 * Why it is exact: a double holds every integer up to 2^53. `pending` stays within ±2^52 and a fast
 * step adds an amount within ±2^52 (its `Number` is exact there, and any larger amount converts to a
 * double larger than 2^52, so it never takes the fast step), so the new sum is an integer within
 * ±2^53, held exactly, and it is kept only if it is within ±2^52 again. `exact-total.test.ts` holds it
 * equal to a bigint sum at and around the bounds.
 */
export class ExactTotal {
  private base: bigint;
  private pending = 0;

  constructor(start = 0n) {
    this.base = start;
  }

  add(amount: bigint): void {
    const step = Number(amount);
    const next = this.pending + step;
    if (step <= HALF_SAFE && step >= -HALF_SAFE && next <= HALF_SAFE && next >= -HALF_SAFE) {
      this.pending = next;
      return;
    }
    this.base += BigInt(this.pending) + amount;
    this.pending = 0;
  }

  subtract(amount: bigint): void {
    const step = -Number(amount);
    const next = this.pending + step;
    if (step <= HALF_SAFE && step >= -HALF_SAFE && next <= HALF_SAFE && next >= -HALF_SAFE) {
      this.pending = next;
      return;
    }
    this.base += BigInt(this.pending) - amount;
    this.pending = 0;
  }

  value(): bigint {
    return this.base + BigInt(this.pending);
  }
}
