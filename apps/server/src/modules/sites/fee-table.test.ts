import { describe, expect, it } from 'vitest';
import { bpsToRate, feeTableOf } from './fee-table.ts';

describe('bpsToRate', () => {
  it('writes basis points as a decimal fraction without trailing zeros', () => {
    expect(bpsToRate(4)).toBe('0.0004');
    expect(bpsToRate(50)).toBe('0.005');
    expect(bpsToRate(0)).toBe('0');
    expect(bpsToRate(10_000)).toBe('1');
    expect(bpsToRate(12_345)).toBe('1.2345');
  });
});

describe('feeTableOf', () => {
  it('answers the DOMAIN.md defaults for a site without fee settings', () => {
    expect(feeTableOf({ id: 1, settings: {} })).toEqual({
      futuresTakerFeeRate: '0.0004',
      futuresLiquidationFeeRate: '0.005',
      overseaFeePerLot: '0',
      withdrawFeeByCoin: {},
      convertFeeRate: '0.001',
    });
  });
});
