import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OVERSEA_FUTURES } from '../market/instruments.ts';
import { OVERSEA_KRW_RATE_DEFAULTS } from '../market/oversea-futures-catalogue.ts';
import { divFloor } from '../money/rounding.ts';
import { floorDiv, machineLosscut, machinePnl, machineTermsOf } from './exact-losscut.ts';
import { losscutOfMarginKrwMinor, pnlKrwMinor } from './formulas.ts';
import { DEFAULT_OVERSEA_SITE_TERMS, decimalRatio, overseaTermsOf, type OverseaTerms } from './terms.ts';

// The machine-number losscut check must give the bigint rules' answer wherever it answers at all,
// and must step aside (null) wherever a double could not hold a figure exactly.

const TWO_52 = 2 ** 52;

function termsOf(tickUnits: number, tickValue: string, krwRate: string): OverseaTerms {
  return {
    stock: 'X',
    tickUnits,
    tickValue: decimalRatio(tickValue),
    krwRate: decimalRatio(krwRate),
    marginPerLotMinor: 3_000_000n,
    feePerLotMinor: 5_000n,
  };
}

const decimal = fc
  .tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 6 }))
  .map(([units, scale]) => (scale === 0 ? String(units) : (units / 10 ** scale).toFixed(scale)));

describe('floorDiv', () => {
  it('equals the bigint floor across ±2^52, next to multiples included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }).map((d) => Math.min(d, TWO_52)),
        fc.integer({ min: -TWO_52, max: TWO_52 }),
        fc.integer({ min: -2, max: 2 }),
        (d, n, nudge) => {
          // n itself, and a multiple of d nudged by up to 2 (where a float quotient rounds wrongly).
          const multiple = Math.trunc(n / d) * d + nudge;
          for (const value of [n, multiple]) {
            if (Math.abs(value) > TWO_52) continue;
            expect(BigInt(floorDiv(value, d))).toBe(divFloor(BigInt(value), BigInt(d)));
          }
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

describe('machinePnl', () => {
  it('equals pnlKrwMinor whenever it answers, and answers for every catalogue instrument', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000 }),
        decimal,
        decimal,
        fc.constantFrom(1, -1),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.integer({ min: 1, max: 2 ** 40 }),
        (tickUnits, tickValue, krwRate, direction, lots, entry, price) => {
          const terms = termsOf(tickUnits, tickValue, krwRate);
          const machine = machineTermsOf(terms);
          if (machine === null) return;
          const fast = machinePnl(direction, lots, entry, price, machine);
          if (fast !== null) expect(BigInt(fast)).toBe(pnlKrwMinor(direction, lots, entry, price, terms));
        },
      ),
      { numRuns: 5_000 },
    );
    for (const spec of OVERSEA_FUTURES) {
      const terms = overseaTermsOf(spec, OVERSEA_KRW_RATE_DEFAULTS[spec.currency]);
      expect(machineTermsOf(terms), spec.stock).not.toBeNull();
    }
  });

  it('steps aside at the edge of the exact range, and is exact just inside it', () => {
    // tickValue 1 and rate 1 over one-unit ticks: pnl = d × (price − entry) × lots, so the edge is
    // easy to aim at.
    const terms = termsOf(1, '1', '1');
    const machine = machineTermsOf(terms);
    expect(machine).not.toBeNull();
    if (machine === null) return;
    expect(machinePnl(1, 1, 1, TWO_52 + 1, machine)).toBe(TWO_52);
    expect(machinePnl(1, 1, 1, TWO_52 + 2, machine)).toBeNull();
    expect(machinePnl(-1, 3, 1, 2 ** 51, machine)).toBeNull();
    const big = termsOf(1, '1', '4503599627370497');
    expect(machineTermsOf(big)).toBeNull();
  });
});

describe('machineLosscut', () => {
  it('equals losscutOfMarginKrwMinor below and at its bound, and steps aside beyond', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 10 ** 12 }),
          fc.integer({ min: Math.floor(TWO_52 / 3_000) - 5, max: Math.floor(TWO_52 / 3_000) + 5 }),
        ),
        (margin) => {
          const line = machineLosscut(margin, DEFAULT_OVERSEA_SITE_TERMS);
          if (margin * 3_000 > TWO_52) expect(line).toBeNull();
          else
            expect(BigInt(line ?? -1)).toBe(
              losscutOfMarginKrwMinor(BigInt(margin), DEFAULT_OVERSEA_SITE_TERMS),
            );
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
