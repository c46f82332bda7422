import { describe, expect, it } from 'vitest';
import { OVERSEA_FUTURES, type OverseaFutureSpec } from '../market/instruments.ts';
import { parseUnits } from '../market/price-units.ts';
import {
  equityKrwMinor,
  feeKrwMinor,
  losscutKrwMinor,
  losscutReached,
  marginKrwMinor,
  orderCostKrwMinor,
  overnightMarginKrwMinor,
  pnlKrwMinor,
  stopLossPrice,
  takeProfitPrice,
  ticksMoved,
} from './formulas.ts';
import { DEFAULT_OVERSEA_SITE_TERMS, decimalRatio, overseaTermsOf, type OverseaTerms } from './terms.ts';

// Golden figures of DOMAIN.md §4, worked by hand: PnL = d × (exit − entry) / tickSize × tickValue ×
// lots × KRW rate. Rates are the demo's (1,380 won to the dollar, 177 to the Hong Kong dollar) unless
// a case names its own.

function spec(stock: string): OverseaFutureSpec {
  const found = OVERSEA_FUTURES.find((candidate) => candidate.stock === stock);
  if (found === undefined) throw new Error(`no ${stock} in the catalogue`);
  return found;
}

function termsOf(stock: string, krwRate: string): { terms: OverseaTerms; price: (text: string) => number } {
  const instrument = spec(stock);
  return {
    terms: overseaTermsOf(instrument, krwRate),
    price: (text) => {
      const units = parseUnits(text, instrument.precision, 'exact');
      if (units === null) throw new Error(`bad price ${text}`);
      return units;
    },
  };
}

describe('overseas futures PnL in won', () => {
  it('NQ: 40 ticks up on 1 lot long is 40 × $5 × 1,380', () => {
    const { terms, price } = termsOf('NQ', '1380');
    expect(terms.tickUnits).toBe(25);
    expect(pnlKrwMinor(1, 1, price('25000.00'), price('25010.00'), terms)).toBe(276_000n);
    expect(pnlKrwMinor(-1, 1, price('25000.00'), price('25010.00'), terms)).toBe(-276_000n);
    expect(ticksMoved(1, price('25000.00'), price('25010.00'), terms)).toBe(40);
  });

  it('CL: a short of 2 lots gains 50 ticks × $10 × 2 × 1,380 when the price falls 0.50', () => {
    const { terms, price } = termsOf('CL', '1380');
    expect(pnlKrwMinor(-1, 2, price('62.00'), price('61.50'), terms)).toBe(1_380_000n);
    expect(ticksMoved(-1, price('62.00'), price('61.50'), terms)).toBe(50);
  });

  it('6E: 20 ticks of 0.00005 at $6.25 is 172,500 won a lot', () => {
    const { terms, price } = termsOf('6E', '1380');
    expect(terms.tickUnits).toBe(5);
    expect(pnlKrwMinor(1, 1, price('1.16000'), price('1.16100'), terms)).toBe(172_500n);
    expect(pnlKrwMinor(1, 3, price('1.16000'), price('1.15995'), terms)).toBe(-25_875n);
  });

  it('HSI: 10 points down on a long is 10 × HK$50 × 177', () => {
    const { terms, price } = termsOf('HSI', '177');
    expect(pnlKrwMinor(1, 1, price('26000'), price('25990'), terms)).toBe(-88_500n);
  });

  it('micros: MNQ is a tenth of NQ', () => {
    const { terms, price } = termsOf('MNQ', '1380');
    expect(pnlKrwMinor(1, 1, price('25000.00'), price('25010.00'), terms)).toBe(27_600n);
    expect(terms.marginPerLotMinor).toBe(spec('NQ').marginPerLotMinor / 10n);
  });

  it('rounds a fractional won against the member: a gain down, a loss up', () => {
    // 1 tick of MNQ ($0.50) at 1,380.5 won to the dollar is 690.25 won.
    const { terms, price } = termsOf('MNQ', '1380.5');
    expect(pnlKrwMinor(1, 1, price('25000.00'), price('25000.25'), terms)).toBe(690n);
    expect(pnlKrwMinor(1, 1, price('25000.25'), price('25000.00'), terms)).toBe(-691n);
  });

  it('is zero at the entry price and counts only whole ticks as moved', () => {
    const { terms, price } = termsOf('ES', '1380');
    expect(pnlKrwMinor(1, 5, price('6800.00'), price('6800.00'), terms)).toBe(0n);
    expect(ticksMoved(1, price('6800.00'), price('6800.00'), terms)).toBe(0);
  });
});

describe('TP and SL in ticks', () => {
  it('puts a long TP above and SL below the entry, a short the other way', () => {
    const { terms, price } = termsOf('NQ', '1380');
    expect(takeProfitPrice(1, price('25000.00'), 10, terms)).toBe(price('25002.50'));
    expect(stopLossPrice(1, price('25000.00'), 10, terms)).toBe(price('24997.50'));
    expect(takeProfitPrice(-1, price('25000.00'), 10, terms)).toBe(price('24997.50'));
    expect(stopLossPrice(-1, price('25000.00'), 10, terms)).toBe(price('25002.50'));
  });

  it('answers null for a level at or below zero', () => {
    const { terms, price } = termsOf('6E', '1380');
    expect(takeProfitPrice(-1, price('0.00010'), 2, terms)).toBeNull();
    expect(stopLossPrice(1, price('0.00010'), 1, terms)).toBe(price('0.00005'));
  });

  it('refuses zero or fractional ticks', () => {
    const { terms } = termsOf('NQ', '1380');
    expect(() => takeProfitPrice(1, 2_500_000, 0, terms)).toThrow();
    expect(() => stopLossPrice(1, 2_500_000, 1.5, terms)).toThrow();
  });
});

describe('margin, fees and the losscut line', () => {
  const site = DEFAULT_OVERSEA_SITE_TERMS;

  it('holds margin per lot and charges a fee per lot', () => {
    const { terms } = termsOf('NQ', '1380');
    expect(marginKrwMinor(3, terms)).toBe(9_000_000n);
    expect(feeKrwMinor(3, terms)).toBe(15_000n);
    expect(orderCostKrwMinor(3, terms)).toBe(9_015_000n);
    expect(overnightMarginKrwMinor(3, terms, site)).toBe(18_000_000n);
  });

  it('draws the losscut at 30 % of the open margin, rounded up', () => {
    expect(losscutKrwMinor([{ lots: 3, marginPerLotMinor: 3_000_000n }], site)).toBe(2_700_000n);
    expect(
      losscutKrwMinor(
        [
          { lots: 1, marginPerLotMinor: 3_000_000n },
          { lots: 1, marginPerLotMinor: 1_500_001n },
        ],
        site,
      ),
    ).toBe(1_350_001n); // 30 % of 4,500,001 is 1,350,000.3
    expect(losscutKrwMinor([], site)).toBe(0n);
  });

  it('fires at equity exactly on the line, not one won above it, and never without a position', () => {
    const line = 2_700_000n;
    const atLine = equityKrwMinor({
      pointMinor: 0n,
      reservedMinor: 9_000_000n,
      unrealisedMinor: -6_300_000n,
    });
    expect(atLine).toBe(line);
    expect(losscutReached(atLine, line, 1)).toBe(true);
    expect(losscutReached(atLine + 1n, line, 1)).toBe(false);
    expect(losscutReached(0n, 0n, 0)).toBe(false);
  });
});

describe('terms from configuration', () => {
  it('reads decimals exactly', () => {
    expect(decimalRatio('12.50')).toEqual({ numerator: 1250n, denominator: 100n });
    expect(decimalRatio('1380')).toEqual({ numerator: 1380n, denominator: 1n });
    expect(decimalRatio('0.00005')).toEqual({ numerator: 5n, denominator: 100_000n });
    expect(() => decimalRatio('1,380')).toThrow();
    expect(() => decimalRatio('-1')).toThrow();
  });

  it('refuses a KRW rate of zero', () => {
    expect(() => overseaTermsOf(spec('NQ'), '0')).toThrow();
  });
});
