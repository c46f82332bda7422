import { assert } from '../assert.ts';
import { clampBig } from '../money/bigint.ts';
import { divHalfEven, mulDiv, type Rounding } from '../money/rounding.ts';
import { parseUnits } from './price-units.ts';

/**
 * Funding of coin futures (DOMAIN.md §3). Rates are bigints in parts per million of the notional
 * (`FUNDING_RATE_SCALE`): 0.01 % is 100 ppm. A millionth is the resolution of the rate shown as a
 * percent with four decimals (0.0100 %), as venues show it.
 */
export const FUNDING_RATE_SCALE = 1_000_000n;

/** The decimals of a rate written as a fraction at that scale (0.000100 is 100 ppm). */
export const FUNDING_RATE_DECIMALS = 6;

/** The interest part of the rate, 0.01 % per 8 hours. */
export const FUNDING_INTEREST_PPM = 100n;

/** How far the rate may stray from the premium toward the interest: ±0.05 %. */
export const FUNDING_CLAMP_PPM = 500n;

/** Funding happens every 8 hours, at 00:00, 08:00 and 16:00 UTC (09:00, 17:00, 01:00 KST). */
export const FUNDING_INTERVAL_MS = 8 * 60 * 60 * 1_000;

/**
 * The premium of the mark over the index, `(mark − index) / index`, in ppm rounded half to even.
 * Both prices are in the same price units.
 */
export function premiumPpm(markPrice: number, indexPrice: number): bigint {
  assert(Number.isSafeInteger(markPrice) && markPrice > 0, 'A mark price is a positive safe integer.');
  assert(Number.isSafeInteger(indexPrice) && indexPrice > 0, 'An index price is a positive safe integer.');
  return divHalfEven(BigInt(markPrice - indexPrice) * FUNDING_RATE_SCALE, BigInt(indexPrice));
}

/**
 * The funding rate for a premium: `premium + clamp(0.01 % − premium, −0.05 %, +0.05 %)`. While the
 * premium stays within 0.05 % of the interest the rate is exactly the interest, 0.01 %; beyond that it
 * follows the premium, 0.05 % closer to the interest. Exact in ppm: no rounding beyond the premium's.
 */
export function fundingRatePpm(premium: bigint): bigint {
  return premium + clampBig(FUNDING_INTEREST_PPM - premium, -FUNDING_CLAMP_PPM, FUNDING_CLAMP_PPM);
}

/** The funding rate estimate at the current mark and index (`premiumPpm`, then `fundingRatePpm`). */
export function estimateFundingRatePpm(markPrice: number, indexPrice: number): bigint {
  return fundingRatePpm(premiumPpm(markPrice, indexPrice));
}

/**
 * What a position pays at a funding time, in the wallet's minor units: `direction × notional at mark
 * × rate`, rounded as named. Positive: the position pays (a LONG when the rate is positive); negative:
 * it receives (a SHORT when the rate is positive). The house is the other side (DOMAIN.md §3).
 */
export function fundingPaymentMinor(
  direction: 1 | -1,
  notionalAtMarkMinor: bigint,
  ratePpm: bigint,
  rounding: Rounding,
): bigint {
  assert(notionalAtMarkMinor >= 0n, 'A notional is not negative.');
  return mulDiv(BigInt(direction) * notionalAtMarkMinor, ratePpm, FUNDING_RATE_SCALE, rounding);
}

/**
 * The next funding time strictly after `nowMs`: at 08:00:00.000 UTC exactly the funding of 08:00 is
 * the one being settled, so the next one is 16:00.
 */
export function nextFundingTimeMs(nowMs: number): number {
  const remainder = ((nowMs % FUNDING_INTERVAL_MS) + FUNDING_INTERVAL_MS) % FUNDING_INTERVAL_MS;
  return nowMs - remainder + FUNDING_INTERVAL_MS;
}

/**
 * A venue's funding rate as it writes it, a decimal fraction (`"0.00038167"`, `"-0.00010000"`), in ppm
 * rounded half to even: the scale every rate here is charged and shown in. Null if it is not a decimal.
 */
export function parseFundingRatePpm(text: string): bigint | null {
  const negative = text.startsWith('-');
  const units = parseUnits(negative ? text.slice(1) : text, FUNDING_RATE_DECIMALS, 'halfEven');
  if (units === null) return null;
  return negative ? -BigInt(units) : BigInt(units);
}
