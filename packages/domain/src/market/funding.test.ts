import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import {
  estimateFundingRatePpm,
  fundingPaymentMinor,
  fundingRatePpm,
  nextFundingTimeMs,
  parseFundingRatePpm,
  premiumPpm,
} from './funding.ts';

describe('premiumPpm', () => {
  it('is (mark − index) / index in millionths: 100.10 over 100.00 is 0.1 %, 1,000 ppm', () => {
    expect(premiumPpm(10_010, 10_000)).toBe(1_000n);
    expect(premiumPpm(9_990, 10_000)).toBe(-1_000n);
    expect(premiumPpm(10_000, 10_000)).toBe(0n);
  });

  it('rounds half to even: 0.5 ppm to 0, 1.5 ppm to 2, −1.5 ppm to −2', () => {
    expect(premiumPpm(2_000_001, 2_000_000)).toBe(0n);
    expect(premiumPpm(2_000_003, 2_000_000)).toBe(2n);
    expect(premiumPpm(1_999_997, 2_000_000)).toBe(-2n);
    expect(premiumPpm(30_001, 30_000)).toBe(33n);
  });

  it('refuses a zero index as a programmer error', () => {
    expect(() => premiumPpm(1, 0)).toThrow(DomainAssertionError);
  });
});

describe('fundingRatePpm', () => {
  it.each([
    // premium, rate: premium + clamp(100 − premium, −500, +500), all in ppm (100 ppm = 0.01 %).
    [0n, 100n],
    [300n, 100n],
    [600n, 100n],
    [-400n, 100n],
    [700n, 200n],
    [1_000n, 500n],
    [-1_000n, -500n],
    [-401n, 99n],
  ])('turns a premium of %i ppm into a rate of %i ppm', (premium, rate) => {
    expect(fundingRatePpm(premium)).toBe(rate);
  });

  it('estimates 0.05 % for a mark 0.1 % over the index', () => {
    expect(estimateFundingRatePpm(10_010, 10_000)).toBe(500n);
    expect(estimateFundingRatePpm(10_000, 10_000)).toBe(100n);
  });
});

describe('fundingPaymentMinor', () => {
  const notional = 10_000n * 10n ** 8n; // 10,000 USDT at 8 decimals

  it('makes a LONG of 10,000 USDT pay 1 USDT at 0.01 % and a SHORT receive it', () => {
    expect(fundingPaymentMinor(1, notional, 100n, 'halfEven')).toBe(100_000_000n);
    expect(fundingPaymentMinor(-1, notional, 100n, 'halfEven')).toBe(-100_000_000n);
  });

  it('makes a SHORT pay when the rate is negative', () => {
    expect(fundingPaymentMinor(-1, notional, -500n, 'halfEven')).toBe(500_000_000n);
  });

  it('rounds the way it is told', () => {
    expect(fundingPaymentMinor(1, 15n, 100_000n, 'halfEven')).toBe(2n);
    expect(fundingPaymentMinor(1, 15n, 100_000n, 'floor')).toBe(1n);
    expect(fundingPaymentMinor(-1, 15n, 100_000n, 'floor')).toBe(-2n);
  });
});

describe('nextFundingTimeMs', () => {
  it('is the next of 00:00, 08:00 and 16:00 UTC', () => {
    expect(nextFundingTimeMs(Date.UTC(2026, 2, 9, 3, 15))).toBe(Date.UTC(2026, 2, 9, 8));
    expect(nextFundingTimeMs(Date.UTC(2026, 2, 9, 7, 59, 59, 999))).toBe(Date.UTC(2026, 2, 9, 8));
    expect(nextFundingTimeMs(Date.UTC(2026, 2, 9, 12))).toBe(Date.UTC(2026, 2, 9, 16));
    expect(nextFundingTimeMs(Date.UTC(2026, 2, 9, 23, 30))).toBe(Date.UTC(2026, 2, 10, 0));
  });

  it('at a funding time exactly, is the one after it', () => {
    expect(nextFundingTimeMs(Date.UTC(2026, 2, 9, 8))).toBe(Date.UTC(2026, 2, 9, 16));
    expect(nextFundingTimeMs(Date.UTC(2026, 2, 10, 0))).toBe(Date.UTC(2026, 2, 10, 8));
  });
});

describe('parseFundingRatePpm', () => {
  it("reads a venue's rate into ppm, rounding half to even past the sixth decimal", () => {
    expect(parseFundingRatePpm('0.00010000')).toBe(100n);
    expect(parseFundingRatePpm('-0.00010000')).toBe(-100n);
    expect(parseFundingRatePpm('0.00038167')).toBe(382n);
    expect(parseFundingRatePpm('0.0000125')).toBe(12n);
    expect(parseFundingRatePpm('0.0000135')).toBe(14n);
  });

  it('refuses what is not a decimal', () => {
    expect(parseFundingRatePpm('')).toBeNull();
    expect(parseFundingRatePpm('-')).toBeNull();
    expect(parseFundingRatePpm('1e-4')).toBeNull();
    expect(parseFundingRatePpm('--0.1')).toBeNull();
  });
});
