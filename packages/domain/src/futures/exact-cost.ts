import { orderCostMinor } from './formulas.ts';

/**
 * `orderCostMinor` (the hold of a resting order) for one option's taker fee, on the hot path: the
 * same two rounded-up divisions in bigints, with the leverages' bigints and the doubled fee made once.
 * `orderCostMinor` converts the leverage with `BigInt(number)` on every call, and the machine-number
 * version this replaced converted the qty with `Number(bigint)` and the answer back with `BigInt`:
 * on Node 20 (V8 11.3) each such conversion is a runtime call of about 30–50 ns, while a bigint
 * addition, division or comparison of values this size is a few ns (2026-11-29, h15-engine8). For a
 * qty ≥ 0 and a divisor d > 0, ⌈qty / d⌉ = (qty + d − 1) / d in bigint's truncating division, exactly;
 * a negative qty (no placement has one) or fee goes to `orderCostMinor`. `exact-cost.test.ts` holds the two equal.
 */
export class OrderCost {
  private readonly leverages: bigint[];
  private readonly twiceFee: bigint;

  constructor(
    private readonly takerFeeBps: bigint,
    maxLeverage: number,
  ) {
    this.twiceFee = 2n * takerFeeBps;
    this.leverages = Array.from({ length: maxLeverage + 1 }, (_, leverage) => BigInt(leverage));
  }

  of(qtyMinor: bigint, leverage: number): bigint {
    const divisor = this.leverages[leverage];
    if (qtyMinor < 0n || this.twiceFee < 0n || divisor === undefined || divisor === 0n) {
      return orderCostMinor(qtyMinor, leverage, this.takerFeeBps);
    }
    return (qtyMinor + divisor - 1n) / divisor + (qtyMinor * this.twiceFee + 9_999n) / 10_000n;
  }
}
