import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OVERSEA_FUTURES } from '../market/instruments.ts';
import { losscutKrwMinor, losscutReached, pnlKrwMinor } from './formulas.ts';
import { averageLotEntryPrice, losscutPrice } from './losscut-price.ts';
import { DEFAULT_OVERSEA_SITE_TERMS, overseaTermsOf, type OverseaTerms } from './terms.ts';

// The closed-form losscut price must agree with the direct rule at every price: a LONG is cut at
// the answer and below, never above; a SHORT at the answer and above, never below. Checked around
// the answer and far from it, with rates that make pnlKrwMinor's floor bite (1,380.55 won to the
// dollar, tick values of $0.50 and $6.25).

const RATES = ['1380', '1380.55', '177', '1.5'];

function directlyCut(
  terms: OverseaTerms,
  direction: 1 | -1,
  lots: number,
  entry: number,
  base: bigint,
  price: number,
): boolean {
  const line = losscutKrwMinor(
    [{ lots, marginPerLotMinor: terms.marginPerLotMinor }],
    DEFAULT_OVERSEA_SITE_TERMS,
  );
  return losscutReached(base + pnlKrwMinor(direction, lots, entry, price, terms), line, 1);
}

describe('losscutPrice', () => {
  it('agrees with the direct rule at, around and far from the price it answers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OVERSEA_FUTURES),
        fc.constantFrom(...RATES),
        fc.constantFrom<1 | -1>(1, -1),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2, max: 5_000_000 }),
        fc.bigInt({ min: 0n, max: 120_000_000n }),
        (spec, rate, direction, lots, entry, base) => {
          const terms = overseaTermsOf(spec, rate);
          const line = losscutKrwMinor(
            [{ lots, marginPerLotMinor: terms.marginPerLotMinor }],
            DEFAULT_OVERSEA_SITE_TERMS,
          );
          const price = losscutPrice({
            direction,
            lots,
            entryPrice: entry,
            terms,
            baseEquityMinor: base,
            losscutMinor: line,
          });
          const cutAt = (p: number): boolean => directlyCut(terms, direction, lots, entry, base, p);
          const expected = (p: number): boolean =>
            price !== null && (direction === 1 ? p <= price : p >= price);
          const probes = [1, 2, entry, entry * 2, Number.MAX_SAFE_INTEGER - 1];
          if (price !== null) for (let offset = -3; offset <= 3; offset += 1) probes.push(price + offset);
          for (const p of probes) {
            if (p < 1 || p > Number.MAX_SAFE_INTEGER) continue;
            expect(
              cutAt(p),
              `${spec.stock} d=${direction} lots=${lots} entry=${entry} base=${base} p=${p}`,
            ).toBe(expected(p));
          }
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('NQ long 1 lot at 25,000.00 with 1,000,000 won beside its 3,000,000 margin: cut at 24,887.68', () => {
    const spec = OVERSEA_FUTURES.find((candidate) => candidate.stock === 'NQ');
    if (spec === undefined) throw new Error('no NQ');
    const terms = overseaTermsOf(spec, '1380');
    // Line 900,000; equity 4,000,000 + pnl. Cut when pnl ≤ −3,100,000. A price unit (0.01) is
    // 6,900 / 25 = 276 won a lot: 11,231 units down lose 3,099,756, 11,232 lose 3,100,032. So the
    // cut is at 25,000.00 − 112.32 = 24,887.68, and 24,887.69 is not cut.
    const price = losscutPrice({
      direction: 1,
      lots: 1,
      entryPrice: 2_500_000,
      terms,
      baseEquityMinor: 4_000_000n,
      losscutMinor: 900_000n,
    });
    expect(price).toBe(2_488_768);
    expect(directlyCut(terms, 1, 1, 2_500_000, 4_000_000n, price ?? 0)).toBe(true);
    expect(directlyCut(terms, 1, 1, 2_500_000, 4_000_000n, (price ?? 0) + 1)).toBe(false);
  });

  it('a LONG whose base alone stays above the line at any positive price is never cut; a SHORT already under is cut at any', () => {
    const spec = OVERSEA_FUTURES.find((candidate) => candidate.stock === 'MNQ');
    if (spec === undefined) throw new Error('no MNQ');
    const terms = overseaTermsOf(spec, '1380');
    expect(
      losscutPrice({
        direction: 1,
        lots: 1,
        entryPrice: 100,
        terms,
        baseEquityMinor: 10n ** 12n,
        losscutMinor: 90_000n,
      }),
    ).toBeNull();
    expect(
      losscutPrice({
        direction: -1,
        lots: 1,
        entryPrice: 100,
        terms,
        baseEquityMinor: 0n,
        losscutMinor: 90_000n,
      }),
    ).toBe(1);
  });
});

describe('averageLotEntryPrice', () => {
  it('is the lot-weighted mean, rounded against the member', () => {
    expect(averageLotEntryPrice(1, 1, 100, 2, 103)).toBe(102);
    expect(averageLotEntryPrice(1, 1, 100, 1, 103)).toBe(102);
    expect(averageLotEntryPrice(-1, 1, 100, 1, 103)).toBe(101);
    expect(averageLotEntryPrice(-1, 3, 100, 1, 100)).toBe(100);
  });
});
