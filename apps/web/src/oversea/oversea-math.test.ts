import { OVERSEA_FUTURES, OVERSEA_KRW_RATE_DEFAULTS, orderCostKrwMinor, overseaTermsOf } from '@baro/domain';
import { describe, expect, it } from 'vitest';
import {
  formatKrw,
  krwOfTicks,
  livePnlOfAll,
  livePositionPnl,
  losscutGauge,
  orderCost,
  overnightMargin,
  ticksMoved,
  tpslPrices,
} from './oversea-math.ts';

const NQ = {
  tickSize: '0.25',
  tickValue: '5',
  currency: 'USD',
  krwRate: '1380',
  precision: 2,
  marginPerLot: '1500000',
  feePerLot: '3000',
};
const KOSPI = {
  tickSize: '0.05',
  tickValue: '12500',
  currency: 'KRW',
  krwRate: '1',
  precision: 2,
  marginPerLot: '700000',
};

describe('order cost', () => {
  it('is the margin of whole lots and their opening fee, and nothing for a lot count that is not one', () => {
    expect(orderCost(NQ, 3)).toEqual({ margin: 4_500_000n, fee: 9_000n, total: 4_509_000n });
    expect(orderCost(NQ, 0)).toEqual({ margin: 0n, fee: 0n, total: 0n });
    expect(orderCost(NQ, 1.5)).toEqual({ margin: 0n, fee: 0n, total: 0n });
    expect(overnightMargin(NQ, 2)).toBe(6_000_000n);
    expect(overnightMargin(NQ, 0)).toBe(0n);
    expect(formatKrw(4_500_000n)).toBe('4,500,000원');
    expect(formatKrw(-1200n, true)).toBe('-1,200원');
  });
  it("takes from the point what the server's order rule takes, for every instrument of the catalogue", () => {
    for (const spec of OVERSEA_FUTURES) {
      const rate = OVERSEA_KRW_RATE_DEFAULTS[spec.currency];
      const option = { marginPerLot: String(spec.marginPerLotMinor), feePerLot: String(spec.feePerLotMinor) };
      for (const lots of [1, 3, 10]) {
        expect(orderCost(option, lots).total).toBe(orderCostKrwMinor(lots, overseaTermsOf(spec, rate)));
      }
    }
  });
});

describe('TP/SL prices from ticks', () => {
  it('puts a LONG take-profit above the entry and its stop-loss below', () => {
    expect(tpslPrices(NQ, 'LONG', '18000.00', 10, 10)).toEqual({ tp: '18002.50', sl: '17997.50' });
  });
  it('mirrors them for a SHORT', () => {
    expect(tpslPrices(NQ, 'SHORT', '18000', 4, 8)).toEqual({ tp: '17999.00', sl: '18002.00' });
  });
  it('leaves out a side without ticks or without an entry', () => {
    expect(tpslPrices(NQ, 'LONG', '18000', null, 10)).toEqual({ tp: null, sl: '17997.50' });
    expect(tpslPrices(NQ, 'LONG', undefined, 10, 10)).toEqual({ tp: null, sl: null });
  });
});

describe('ticks and live pnl', () => {
  it('counts whole ticks in the position’s favour', () => {
    expect(ticksMoved('0.25', 'LONG', '18000', '18001.30')).toBe(5n);
    expect(ticksMoved('0.25', 'SHORT', '18000', '18001.00')).toBe(-4n);
  });
  it('is exact for a KRW option: ticks × tick value × lots', () => {
    const position = {
      tradeType: 'LONG' as const,
      entryPrice: '350.00',
      lastPrice: '350.00',
      unrealizedPnl: '0',
      qty: 2,
    };
    expect(livePositionPnl(KOSPI, position, '350.15')).toEqual({ pnl: 75_000n, ticks: 3n });
  });
  it('is exact for a foreign option: ticks × tick value × lots × the KRW rate, as the server', () => {
    const position = {
      tradeType: 'SHORT' as const,
      entryPrice: '18000',
      lastPrice: '17999',
      unrealizedPnl: '27600',
      qty: 1,
    };
    // 8 ticks × $5 × 1,380 = 55,200원; without a live price, the server's 4 ticks and 27,600원.
    expect(livePositionPnl(NQ, position, '17998')).toEqual({ pnl: 55_200n, ticks: 8n });
    expect(livePositionPnl(NQ, position, undefined)).toEqual({ pnl: 27_600n, ticks: 4n });
  });
  it('moves from the entry even while the server last stood at it (no figure to scale)', () => {
    const position = {
      tradeType: 'LONG' as const,
      entryPrice: '1',
      lastPrice: '1',
      unrealizedPnl: '0',
      qty: 1,
    };
    expect(livePositionPnl(NQ, position, '1.5')).toEqual({ pnl: 13_800n, ticks: 2n });
  });
  it('rounds a fractional won down, a loss included, as pnlKrwMinor does', () => {
    const sixE = { tickValue: '6.25', krwRate: '1380.55' };
    // 1 tick: 6.25 × 1,380.55 = 8,628.4375 → 8,628; −1 tick → −8,629.
    expect(krwOfTicks(sixE, 1n, 1)).toBe(8_628n);
    expect(krwOfTicks(sixE, -1n, 1)).toBe(-8_629n);
    expect(krwOfTicks(sixE, 0n, 3)).toBe(0n);
  });
});

describe('losscut gauge', () => {
  const figures = (point: string, wait: string, pnl: string, losscut: string) => ({
    playerPoint: point,
    playerGameWaitPoint: wait,
    lastPnl: pnl,
    losscut,
  });
  it('adds point, reserved margin and pnl into equity', () => {
    expect(losscutGauge(figures('1000000', '1500000', '-500000', '450000'))).toEqual({
      equity: 2_000_000n,
      losscut: 450_000n,
      usedPercent: 22,
      level: 'safe',
    });
  });
  it('warns under twice the losscut and is in danger under 1.25 times, and at the line', () => {
    expect(losscutGauge(figures('0', '1500000', '-500000', '450000')).level).toBe('safe');
    expect(losscutGauge(figures('0', '1500000', '-650000', '450000')).level).toBe('warning');
    expect(losscutGauge(figures('0', '1500000', '-950000', '450000')).level).toBe('danger');
    expect(losscutGauge(figures('0', '1500000', '-1050000', '450000'))).toMatchObject({
      usedPercent: 100,
      level: 'danger',
    });
  });
  it('is safe with no losscut', () => {
    expect(losscutGauge(figures('1000', '0', '0', '0')).level).toBe('safe');
  });
});

describe('live pnl of all positions for the gauge', () => {
  it('prices the option on screen live and the others at the server figure', () => {
    const here = {
      overseaOptionId: 5,
      tradeType: 'LONG' as const,
      entryPrice: '350.00',
      lastPrice: '350.05',
      unrealizedPnl: '25000',
      qty: 2,
    };
    const elsewhere = { ...here, overseaOptionId: 6, unrealizedPnl: '-100000' };
    // 4 ticks down from the entry on screen: 4 × 12,500 × 2 lost, and the other's −100,000.
    expect(livePnlOfAll({ ...KOSPI, id: 5 }, [here, elsewhere], '349.80')).toBe(-200_000n);
    expect(livePnlOfAll({ ...KOSPI, id: 5 }, [here, elsewhere], undefined)).toBe(-75_000n);
  });
});
