import { describe, expect, it } from 'vitest';
import {
  ALT_MARGIN_TIERS,
  LARGE_CAP_MARGIN_TIERS,
  marginTiersForLeverageCap,
  THIN_MARGIN_TIERS,
  tierTable,
} from './tier-tables.ts';
import { DEFAULT_MARGIN_TIERS, maxLeverageOf, maxNotionalAtLeverage } from './tiers.ts';

const USDT = 100_000_000n;

describe('tierTable', () => {
  it('computes each maintenance amount that keeps the margin continuous at the edges', () => {
    // Binance's BTCUSDT brackets written as rows give the hand-written default table.
    const rows = DEFAULT_MARGIN_TIERS.map(
      (tier) =>
        [Number(tier.maxNotionalMinor / USDT), Number(tier.maintenanceRateBps), tier.maxLeverage] as const,
    );
    expect(tierTable(rows)).toEqual(DEFAULT_MARGIN_TIERS);
    // 10,000 at 0.65 %, then 1 %: cum = 10,000 × 0.35 % = 35 USDT.
    expect(LARGE_CAP_MARGIN_TIERS[1]?.maintenanceAmountMinor).toBe(35n * USDT);
  });

  it('refuses a table whose leverage rises', () => {
    expect(() =>
      tierTable([
        [1_000, 100, 20],
        [2_000, 200, 25],
      ]),
    ).toThrow();
  });
});

describe('marginTiersForLeverageCap', () => {
  it('gives thinner coins smaller brackets at their top leverage', () => {
    expect(marginTiersForLeverageCap(125)).toBe(DEFAULT_MARGIN_TIERS);
    expect(marginTiersForLeverageCap(75)).toBe(LARGE_CAP_MARGIN_TIERS);
    expect(marginTiersForLeverageCap(50)).toBe(ALT_MARGIN_TIERS);
    expect(marginTiersForLeverageCap(20)).toBe(THIN_MARGIN_TIERS);
    for (const cap of [125, 75, 50, 20]) expect(maxLeverageOf(marginTiersForLeverageCap(cap))).toBe(cap);
    expect(maxNotionalAtLeverage(DEFAULT_MARGIN_TIERS, 20)).toBe(10_000_000n * USDT);
    expect(maxNotionalAtLeverage(ALT_MARGIN_TIERS, 20)).toBe(100_000n * USDT);
    expect(maxNotionalAtLeverage(THIN_MARGIN_TIERS, 20)).toBe(5_000n * USDT);
  });
});
