import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import { FundingRateAverage } from './funding-average.ts';
import { FUNDING_INTERVAL_MS, fundingRatePpm } from './funding.ts';

const HOUR_MS = 3_600_000;
/** 2026-11-25 00:00 UTC, a funding time; the interval after it ends at B1, the next at B2. */
const B0 = Date.UTC(2026, 10, 25, 0);
const B1 = B0 + FUNDING_INTERVAL_MS;
const B2 = B1 + FUNDING_INTERVAL_MS;

describe('FundingRateAverage', () => {
  it('weights each premium by the time it held: 0.2 % for six hours then 0 for two is 0.15 %, rate 0.10 %', () => {
    const average = new FundingRateAverage();
    average.samplePremium(2_000n, B0);
    average.samplePremium(0n, B0 + 6 * HOUR_MS);
    // (2,000 × 6 + 0 × 2) / 8 = 1,500 ppm premium; 1,500 + clamp(100 − 1,500, ±500) = 1,000 ppm.
    expect(average.ratePpm(B1, B1)).toBe(1_000n);
    // The last sample alone (premium 0) would give the 0.01 % interest.
    expect(fundingRatePpm(0n)).toBe(100n);
  });

  it('shows the average so far during the interval: the last premium counts up to now', () => {
    const average = new FundingRateAverage();
    average.samplePremium(2_000n, B0);
    average.samplePremium(0n, B0 + 2 * HOUR_MS);
    // Two hours at 2,000, two at 0: premium 1,000, rate 500.
    expect(average.ratePpm(B1, B0 + 4 * HOUR_MS)).toBe(500n);
  });

  it('lets no burst of samples dominate: a thousand in the last ten seconds weigh ten seconds', () => {
    const average = new FundingRateAverage();
    average.samplePremium(0n, B0);
    for (let i = 0; i < 1_000; i += 1) average.samplePremium(-3_000n, B1 - 10_000 + i);
    // −3,000 × 10 s / 8 h = −1.04 ppm, rounded to −1: within the clamp, so the 0.01 % interest.
    expect(average.ratePpm(B1, B1)).toBe(100n);
  });

  it('applies the clamp once, to the average premium, not to each sample', () => {
    const average = new FundingRateAverage();
    average.samplePremium(1_000n, B0);
    average.samplePremium(-1_000n, B0 + 4 * HOUR_MS);
    // Average premium 0: the interest. Averaging clamped rates (+500 and −500) would give 0.
    expect(average.ratePpm(B1, B1)).toBe(100n);
  });

  it.each([
    // A premium held all interval gives DOMAIN.md §3's rate of that premium.
    [0n, 100n],
    [600n, 100n],
    [700n, 200n],
    [1_000n, 500n],
    [-400n, 100n],
    [-401n, 99n],
    [-1_000n, -500n],
  ])('at a steady premium of %i ppm the rate is %i ppm', (premium, rate) => {
    const average = new FundingRateAverage();
    average.samplePremium(premium, B0 + 1);
    expect(average.ratePpm(B1, B1)).toBe(rate);
  });

  it("takes a venue's own rate over the premium, its latest value in the interval", () => {
    const average = new FundingRateAverage();
    average.samplePremium(2_000n, B0);
    average.sampleVenueRate(-120n, B0 + HOUR_MS);
    average.sampleVenueRate(382n, B0 + 2 * HOUR_MS);
    average.samplePremium(0n, B0 + 3 * HOUR_MS);
    expect(average.ratePpm(B1, B0 + 4 * HOUR_MS)).toBe(382n);
  });

  it('restarts at the funding time, keeping the finished interval for a settlement that reads it late', () => {
    const average = new FundingRateAverage();
    average.samplePremium(2_000n, B0);
    average.sampleVenueRate(300n, B0 + HOUR_MS);
    // A settlement a moment after B1, before any new sample: the premium counts up to B1 only.
    expect(average.ratePpm(B1, B1 + 900)).toBe(300n);
    // The new interval before its first sample: the premium in force (2,000) carried, no venue rate yet.
    expect(average.ratePpm(B2, B1 + 900)).toBe(1_500n);
    average.samplePremium(0n, B1 + 2 * HOUR_MS);
    expect(average.ratePpm(B1, B1 + 2 * HOUR_MS)).toBe(300n);
    // The new interval: no venue rate yet; 2,000 carried from B1 for two hours, then 0 for two.
    expect(average.ratePpm(B2, B1 + 4 * HOUR_MS)).toBe(500n);
    // At B2: (2,000 × 2 + 0 × 6) / 8 = 500 ppm premium, within the clamp: the interest.
    expect(average.ratePpm(B2, B2)).toBe(100n);
  });

  it('knows nothing of an interval it did not see (a process started after it ended)', () => {
    const average = new FundingRateAverage();
    average.samplePremium(2_000n, B1 + HOUR_MS);
    expect(average.ratePpm(B1, B1 + HOUR_MS)).toBeNull();
    expect(average.ratePpm(B0, B1 + HOUR_MS)).toBeNull();
    // Started mid-interval: the average covers only what it saw since.
    expect(average.ratePpm(B2, B1 + 2 * HOUR_MS)).toBe(1_500n);
  });

  it('counts a feed gap for no premium: it is left out of the average', () => {
    const average = new FundingRateAverage();
    average.samplePremium(2_000n, B0);
    average.suspend(B0 + 4 * HOUR_MS);
    average.samplePremium(0n, B0 + 7 * HOUR_MS);
    // Five hours covered: (2,000 × 4 + 0 × 1) / 5 = 1,600 premium, rate 1,100.
    expect(average.ratePpm(B1, B1)).toBe(1_100n);
  });

  it('adds no time for a sample older than the last one', () => {
    const average = new FundingRateAverage();
    average.samplePremium(0n, B0 + 4 * HOUR_MS);
    average.samplePremium(2_000n, B0 + 2 * HOUR_MS);
    // 2,000 from B0 + 4 h on: four hours of 2,000 over four covered hours.
    expect(average.ratePpm(B1, B1)).toBe(1_500n);
  });

  it('is null before any sample, and refuses a time that is not a whole positive ms', () => {
    const average = new FundingRateAverage();
    expect(average.ratePpm(B1, B0)).toBeNull();
    expect(() => {
      average.samplePremium(0n, 1.5);
    }).toThrow(DomainAssertionError);
  });
});
