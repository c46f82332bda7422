import { mulDiv, type Rounding } from './rounding.ts';

/** Basis points in one whole: 1 bp = 0.01 %, so a 0.04 % taker fee is 4 bps. */
export const BPS_PER_UNIT = 10_000n;

/** `amountMinor × bps / 10,000` with the rounding named, e.g. a fee or a payout rate on a stake. */
export function applyBps(amountMinor: bigint, bps: bigint, rounding: Rounding): bigint {
  return mulDiv(amountMinor, bps, BPS_PER_UNIT, rounding);
}
