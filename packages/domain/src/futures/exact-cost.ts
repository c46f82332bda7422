import { orderCostMinor } from './formulas.ts';

/**
 * `orderCostMinor` (the hold of a resting order) for one option's taker fee, computed on the hot
 * path in machine numbers where that is provably exact, and with bigints beyond.
 *
 * Why it is exact: below `fastQtyBound` both `qty` and `qty × 2 × fee` are at most 2^52, so every
 * value here is an integer below 2^53 and a double holds it exactly; `ceilDiv` corrects the one
 * rounding a floating division may make (its floor can come out one too high), and `q × d ≤ n + d`
 * stays below 2^53. The sum of the two parts is below 2^53 too. Above the bound it falls back to
 * `orderCostMinor`; `exact-cost.test.ts` holds the two equal, at the bound included.
 */
export class ExactOrderCost {
  readonly fastQtyBound: bigint;
  private readonly twiceFee: number;

  constructor(private readonly takerFeeBps: bigint) {
    const twiceFee = 2n * takerFeeBps;
    const limit = 2n ** 52n;
    this.fastQtyBound = twiceFee > 1n ? limit / twiceFee : limit;
    this.twiceFee = Number(twiceFee);
  }

  of(qtyMinor: bigint, leverage: number): bigint {
    if (qtyMinor < 0n || qtyMinor > this.fastQtyBound) {
      return orderCostMinor(qtyMinor, leverage, this.takerFeeBps);
    }
    const qty = Number(qtyMinor);
    return BigInt(ceilDiv(qty, leverage) + ceilDiv(qty * this.twiceFee, 10_000));
  }
}

/** ⌈n / d⌉ for integers 0 ≤ n ≤ 2^52 and 1 ≤ d ≤ 2^52, exactly. */
function ceilDiv(n: number, d: number): number {
  let q = Math.floor(n / d);
  if (q * d > n) q -= 1;
  return q * d === n ? q : q + 1;
}
