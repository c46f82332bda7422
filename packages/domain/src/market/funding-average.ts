import { assert } from '../assert.ts';
import { divHalfEven } from '../money/rounding.ts';
import { FUNDING_INTERVAL_MS, fundingRatePpm, nextFundingTimeMs } from './funding.ts';

/**
 * The funding rate of one stock's current funding interval (DOMAIN.md §3), the one number both shown
 * to members and charged at the funding time.
 *
 * Without a venue's own rate, the premium is averaged over the interval weighted by time, and the
 * clamp formula (`fundingRatePpm`) is applied once to the average, as Binance's premium index works.
 * Each sample's premium holds until the next sample, so a burst of samples in one second weighs one
 * second, however many there are. A venue's own rate, once seen in an interval, is that interval's
 * rate (its latest value before the funding time).
 *
 * The average restarts at each funding time (00, 08, 16 UTC); the premium in force at the boundary
 * carries into the new interval from its start. The finished interval's rate is kept until the next
 * boundary, so a settlement that runs a moment after the funding time reads the rate that was shown
 * up to it. Only memory: after a restart the average covers what this process saw since it started.
 *
 * Integer arithmetic only: premiums in ppm (bigint), times in whole ms, the average rounded half to
 * even to a ppm.
 */
export class FundingRateAverage {
  /** The funding time that ends the interval being averaged; 0 before the first sample. */
  private endsAtMs = 0;
  /** Σ premium × ms over the covered part of the interval, up to `lastAtMs`. */
  private premiumMsSum = 0n;
  private coveredMs = 0;
  /** The premium in force since `lastAtMs`; null before the first sample and while suspended. */
  private lastPremiumPpm: bigint | null = null;
  private lastAtMs = 0;
  private venueRatePpm: bigint | null = null;
  private finished: { readonly endsAtMs: number; readonly ratePpm: bigint } | null = null;

  /** A premium observed at `atMs`: in force from then until the next sample. */
  samplePremium(premiumPpm: bigint, atMs: number): void {
    assertTime(atMs);
    this.roll(atMs);
    this.hold(atMs);
    // After a gap the premium counts from this sample on (never from before the interval began).
    if (this.lastPremiumPpm === null) this.lastAtMs = Math.max(atMs, this.lastAtMs);
    this.lastPremiumPpm = premiumPpm;
  }

  /** A venue's own rate for the current interval, observed at `atMs`: it is the interval's rate. */
  sampleVenueRate(ratePpm: bigint, atMs: number): void {
    assertTime(atMs);
    this.roll(atMs);
    this.venueRatePpm = ratePpm;
  }

  /** No price from `atMs` on (a feed gap): that time counts for no premium until the next sample. */
  suspend(atMs: number): void {
    assertTime(atMs);
    this.roll(atMs);
    this.hold(atMs);
    this.lastPremiumPpm = null;
  }

  /**
   * The rate of the interval that ends at `fundingAtMs`, as it stands at `nowMs` (the last premium
   * held until then, or until the funding time if that is earlier). The interval after the current
   * one, not yet sampled (the first moment past a funding time), has the premium in force carried
   * into it. Null for an interval this process saw nothing of.
   */
  ratePpm(fundingAtMs: number, nowMs: number): bigint | null {
    if (fundingAtMs === this.endsAtMs) return this.rateUntil(Math.min(nowMs, fundingAtMs));
    if (this.finished?.endsAtMs === fundingAtMs) return this.finished.ratePpm;
    // The next interval before its first sample: the premium in force carries into it (as `roll` does).
    if (this.endsAtMs !== 0 && fundingAtMs === this.endsAtMs + FUNDING_INTERVAL_MS) {
      return this.lastPremiumPpm === null ? null : fundingRatePpm(this.lastPremiumPpm);
    }
    return null;
  }

  /** Moves to the interval of `atMs` if it is a later one, keeping the finished interval's rate. */
  private roll(atMs: number): void {
    const endsAtMs = nextFundingTimeMs(atMs);
    if (endsAtMs <= this.endsAtMs) return;
    if (this.endsAtMs !== 0) {
      const ratePpm = this.rateUntil(this.endsAtMs);
      this.finished = ratePpm === null ? null : { endsAtMs: this.endsAtMs, ratePpm };
    }
    this.endsAtMs = endsAtMs;
    this.premiumMsSum = 0n;
    this.coveredMs = 0;
    this.venueRatePpm = null;
    this.lastAtMs = endsAtMs - FUNDING_INTERVAL_MS;
  }

  /** Adds the last premium's time up to `atMs` (an earlier `atMs`, a late sample, adds nothing). */
  private hold(atMs: number): void {
    if (this.lastPremiumPpm === null || atMs <= this.lastAtMs) return;
    this.premiumMsSum += this.lastPremiumPpm * BigInt(atMs - this.lastAtMs);
    this.coveredMs += atMs - this.lastAtMs;
    this.lastAtMs = atMs;
  }

  private rateUntil(untilMs: number): bigint | null {
    if (this.venueRatePpm !== null) return this.venueRatePpm;
    let sum = this.premiumMsSum;
    let coveredMs = this.coveredMs;
    if (this.lastPremiumPpm !== null && untilMs > this.lastAtMs) {
      sum += this.lastPremiumPpm * BigInt(untilMs - this.lastAtMs);
      coveredMs += untilMs - this.lastAtMs;
    }
    if (coveredMs > 0) return fundingRatePpm(divHalfEven(sum, BigInt(coveredMs)));
    // One sample at this very instant: its premium is all there is.
    return this.lastPremiumPpm === null ? null : fundingRatePpm(this.lastPremiumPpm);
  }
}

function assertTime(atMs: number): void {
  assert(Number.isSafeInteger(atMs) && atMs > 0, 'A sample time is a positive whole number of ms.');
}
