import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fundingRatePpm, nextFundingTimeMs } from '../market/funding.ts';
import {
  averageEntryPrice,
  breachesRatio,
  closeFeeMinor,
  fundingFeeMinor,
  initialMarginMinor,
  liquidationPrice,
  maintenanceMarginMinor,
  marginRatioBps,
  openFeeMinor,
  orderCostMinor,
  pnlMinor,
  preTradeLiquidationPrice,
  qtyPerMinor,
  ratioPrice,
  roeHundredthsPercent,
  type Direction,
} from './formulas.ts';
import { checkTierTable, DEFAULT_MARGIN_TIERS, maxNotionalAtLeverage, tierFor } from './tiers.ts';

// Prices at 2 decimals (BTCUSDT): 50,000.00 is 5,000,000 units. Money: USDT at 8 decimals.
const USDT = 100_000_000n;
const P = (price: number): number => Math.round(price * 100);
const tiers = DEFAULT_MARGIN_TIERS;

describe('PnL and ROE (DOMAIN.md §3)', () => {
  it('LONG 10,000 USDT from 50,000 to 55,000 makes 1,000 USDT; SHORT loses it', () => {
    expect(pnlMinor(1, 10_000n * USDT, P(50_000), P(55_000))).toBe(1_000n * USDT);
    expect(pnlMinor(-1, 10_000n * USDT, P(50_000), P(55_000))).toBe(-1_000n * USDT);
  });

  it('rounds a gain down and a loss up (against the member)', () => {
    // 1 unit × (4/3 − 1) = 1/3.
    expect(pnlMinor(1, 1n, 3, 4)).toBe(0n);
    expect(pnlMinor(-1, 1n, 3, 4)).toBe(-1n);
  });

  it('gives ROE in hundredths of a percent: 1,000 on a 1,000 margin is 100.00 %', () => {
    expect(roeHundredthsPercent(1_000n * USDT, 1_000n * USDT)).toBe(10_000n);
    expect(roeHundredthsPercent(-1n, 3n)).toBe(-3_333n);
    expect(roeHundredthsPercent(5n, 0n)).toBe(0n);
  });
});

describe('margin, fees and the cost estimate', () => {
  it('holds qty / leverage, rounded up', () => {
    expect(initialMarginMinor(10_000n * USDT, 10)).toBe(1_000n * USDT);
    expect(initialMarginMinor(1n, 3)).toBe(1n);
  });

  it('charges 0.04 % taker on open (4 USDT on 10,000) and on the close notional (4.4 USDT at 55,000)', () => {
    expect(openFeeMinor(10_000n * USDT, 4n)).toBe(4n * USDT);
    expect(closeFeeMinor(10_000n * USDT, P(50_000), P(55_000), 4n)).toBe(440_000_000n);
    expect(openFeeMinor(1n, 4n)).toBe(1n);
  });

  it('estimates cost as qty / leverage + qty × 0.0008: 1,008 USDT for 10,000 at 10×', () => {
    expect(orderCostMinor(10_000n * USDT, 10, 4n)).toBe(1_008n * USDT);
  });

  it('takes maintenance from the bracket of the qty: 0.4 % at 10,000; 0.5 % − 50 at 100,000', () => {
    expect(maintenanceMarginMinor(tiers, 10_000n * USDT, P(50_000), P(50_000))).toBe(40n * USDT);
    expect(maintenanceMarginMinor(tiers, 100_000n * USDT, P(50_000), P(50_000))).toBe(450n * USDT);
    // At mark 45,000 the notional is 9,000: 36 USDT.
    expect(maintenanceMarginMinor(tiers, 10_000n * USDT, P(50_000), P(45_000))).toBe(36n * USDT);
  });

  it('states the margin ratio as maintenance over margin balance, 100 % once the balance is gone', () => {
    expect(marginRatioBps(40n * USDT, 50n * USDT)).toBe(8_000n);
    expect(marginRatioBps(40n * USDT, 0n)).toBe(10_000n);
  });
});

describe('tier table', () => {
  it('is continuous and caps the notional by leverage', () => {
    expect(() => {
      checkTierTable(tiers);
    }).not.toThrow();
    expect(tierFor(tiers, 50_000n * USDT).maintenanceRateBps).toBe(40n);
    expect(tierFor(tiers, 50_000n * USDT + 1n).maintenanceRateBps).toBe(50n);
    expect(maxNotionalAtLeverage(tiers, 125)).toBe(50_000n * USDT);
    expect(maxNotionalAtLeverage(tiers, 20)).toBe(10_000_000n * USDT);
    expect(maxNotionalAtLeverage(tiers, 126)).toBe(0n);
  });

  it('refuses a table whose maintenance amount would make the margin jump', () => {
    const broken = tiers.map((tier, index) =>
      index === 1 ? { ...tier, maintenanceAmountMinor: tier.maintenanceAmountMinor + 1n } : tier,
    );
    expect(() => {
      checkTierTable(broken);
    }).toThrow();
  });
});

describe('liquidation price', () => {
  const long = {
    direction: 1 as const,
    qtyMinor: 10_000n * USDT,
    entryPrice: P(50_000),
    collateralMinor: 1_000n * USDT,
    tiers,
  };

  it('ISOLATED LONG 10× at 50,000: 45,180.72 (50,000 × 9,000 / 9,960, rounded down)', () => {
    // At 45,180.72: margin balance 1,000 − 963.856 = 36.144 ≤ maintenance 36.1445; one unit up it is not.
    expect(liquidationPrice(long)).toBe(4_518_072);
    expect(breachesRatio(long, 4_518_072, 10_000n)).toBe(true);
    expect(breachesRatio(long, 4_518_073, 10_000n)).toBe(false);
  });

  it('ISOLATED SHORT 10× at 50,000: 54,780.88 (50,000 × 11,000 / 10,040, rounded up)', () => {
    const short = { ...long, direction: -1 as const };
    expect(liquidationPrice(short)).toBe(5_478_088);
    expect(breachesRatio(short, 5_478_088, 10_000n)).toBe(true);
    expect(breachesRatio(short, 5_478_087, 10_000n)).toBe(false);
  });

  it('CROSS backs the position with the wallet too: 1,000 margin + 4,000 available → 25,100.40', () => {
    expect(liquidationPrice({ ...long, collateralMinor: 5_000n * USDT })).toBe(2_510_040);
  });

  it('warns at 80 % margin ratio: 45,226.13 for the same LONG', () => {
    expect(ratioPrice(long, 8_000n)).toBe(4_522_613);
  });

  it('has none for a LONG backed by its whole notional (1×)', () => {
    expect(liquidationPrice({ ...long, collateralMinor: 10_000n * USDT })).toBeNull();
  });

  it('is shown before the order: ISOLATED from the initial margin, CROSS from what stays available', () => {
    const base = {
      direction: 1 as const,
      qtyMinor: 10_000n * USDT,
      price: P(50_000),
      leverage: 10,
      availableMinor: 5_008n * USDT,
      takerFeeBps: 4n,
      tiers,
    };
    expect(preTradeLiquidationPrice({ ...base, marginType: 'ISOLATED' })).toBe(4_518_072);
    // 5,008 − 1,008 cost = 4,000 left, plus the 1,000 margin.
    expect(preTradeLiquidationPrice({ ...base, marginType: 'CROSS' })).toBe(2_510_040);
  });

  it('marks exactly where the rule starts to hold, for any position', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Direction>(1, -1),
        fc.bigInt({ min: 1n * USDT, max: 400_000_000n * USDT }),
        fc.integer({ min: 1_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 125 }),
        fc.bigInt({ min: 0n, max: 100_000n * USDT }),
        fc.constantFrom(10_000n, 8_000n),
        (direction, qtyMinor, entryPrice, leverage, extra, ratio) => {
          const input = {
            direction,
            qtyMinor,
            entryPrice,
            collateralMinor: initialMarginMinor(qtyMinor, leverage) + extra,
            tiers,
          };
          const price = ratioPrice(input, ratio);
          if (price === null) {
            expect(direction).toBe(1);
            expect(breachesRatio(input, 1, ratio)).toBe(false);
            return;
          }
          expect(breachesRatio(input, price, ratio)).toBe(true);
          const safe = price + direction;
          if (safe >= 1) expect(breachesRatio(input, safe, ratio)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('entry price after adding', () => {
  it('is the harmonic mean of the coin sizes, rounded against the member', () => {
    // 10,000 at 50,000 + 10,000 at 40,000 = 20,000 / (0.2 + 0.25) = 44,444.444…
    expect(averageEntryPrice(1, 10_000n * USDT, P(50_000), 10_000n * USDT, P(40_000))).toBe(4_444_445);
    expect(averageEntryPrice(-1, 10_000n * USDT, P(50_000), 10_000n * USDT, P(40_000))).toBe(4_444_444);
    expect(averageEntryPrice(1, 5n, 700, 5n, 700)).toBe(700);
  });
});

describe('qty_per', () => {
  const base = { leverage: 10, takerFeeBps: 4n, tiers, usedNotionalMinor: 0n, qtyStepMinor: 1n };

  it('spends the whole balance when it divides evenly: 1,008 USDT at 10× buys 10,000', () => {
    expect(qtyPerMinor({ ...base, availableMinor: 1_008n * USDT })).toBe(10_000n * USDT);
  });

  it('is capped by the tier at the leverage, less what is used', () => {
    const rich = { ...base, leverage: 125, availableMinor: 100_000n * USDT };
    expect(qtyPerMinor(rich)).toBe(50_000n * USDT);
    expect(qtyPerMinor({ ...rich, usedNotionalMinor: 20_000n * USDT })).toBe(30_000n * USDT);
  });

  it('is the largest step multiple whose cost the balance covers', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 1_000_000n * USDT }),
        fc.integer({ min: 1, max: 125 }),
        fc.constantFrom(1n, 1_000_000n, 100_000_000n),
        (availableMinor, leverage, qtyStepMinor) => {
          const qty = qtyPerMinor({ ...base, availableMinor, leverage, qtyStepMinor });
          expect(qty % qtyStepMinor).toBe(0n);
          expect(qty <= maxNotionalAtLeverage(tiers, leverage)).toBe(true);
          if (qty > 0n) expect(orderCostMinor(qty, leverage, 4n) <= availableMinor).toBe(true);
          const next = qty + qtyStepMinor;
          if (next <= maxNotionalAtLeverage(tiers, leverage)) {
            expect(orderCostMinor(next, leverage, 4n) > availableMinor).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('funding', () => {
  it('takes the rate from the premium: 0.01 % near it, else premium moved 0.05 % toward it', () => {
    expect(fundingRatePpm(0n)).toBe(100n);
    expect(fundingRatePpm(800n)).toBe(300n);
    expect(fundingRatePpm(-1_000n)).toBe(-500n);
  });

  it('charges notional at mark × rate: a LONG pays 1.1 USDT on 10,000 at 55,000, a SHORT receives it', () => {
    expect(fundingFeeMinor(1, 10_000n * USDT, P(50_000), P(55_000), 100n)).toBe(110_000_000n);
    expect(fundingFeeMinor(-1, 10_000n * USDT, P(50_000), P(55_000), 100n)).toBe(-110_000_000n);
    // A SHORT pays at a negative rate.
    expect(fundingFeeMinor(-1, 10_000n * USDT, P(50_000), P(50_000), -500n)).toBe(5n * USDT);
  });

  it('rounds a payment up and a receipt toward zero', () => {
    expect(fundingFeeMinor(1, 1n, 3, 3, 1n)).toBe(1n);
    expect(fundingFeeMinor(-1, 1n, 3, 3, 1n)).toBe(0n);
  });

  it('happens at 00, 08 and 16 UTC', () => {
    expect(nextFundingTimeMs(Date.UTC(2026, 10, 26, 3, 0))).toBe(Date.UTC(2026, 10, 26, 8, 0));
    expect(nextFundingTimeMs(Date.UTC(2026, 10, 26, 16, 0))).toBe(Date.UTC(2026, 10, 27, 0, 0));
  });
});
