import { overseaOptionSchema } from '@baro/contracts/routes/oversea';
import { describe, expect, it } from 'vitest';
import {
  entryPriceOf,
  overseaFormProblem,
  overseaFundsShort,
  overseaOrderBody,
} from './oversea-order-form.ts';
import type { OverseaOrderForm } from './oversea-order-form.ts';

const NQ = overseaOptionSchema.parse({
  id: 7,
  stock: 'NQ',
  koName: '나스닥100',
  precision: 2,
  currency: 'USD',
  type: 'INDEX',
  isRest: false,
  tickSize: '0.25',
  tickValue: '5',
  krwRate: '1380',
  marginPerLot: '1500000',
  feePerLot: '5000',
});
const FORM: OverseaOrderForm = { type: 'MARKET', lots: 1, price: '', tpslOn: true, tpTick: 10, slTick: 10 };

describe('overseas order form', () => {
  it('sends a market order in whole lots with its TP/SL ticks', () => {
    expect(overseaOrderBody({ ...FORM, lots: 3 }, 7, 'LONG')).toEqual({
      overseaOptionId: 7,
      tradeType: 'LONG',
      qty: 3,
      marketType: 'MARKET',
      tpTick: 10,
      slTick: 10,
    });
  });
  it('sends an MIT as STOPMARKET with its price, and no TP/SL when switched off', () => {
    expect(
      overseaOrderBody({ ...FORM, type: 'STOPMARKET', price: '18000.25', tpslOn: false }, 7, 'SHORT'),
    ).toEqual({
      overseaOptionId: 7,
      tradeType: 'SHORT',
      qty: 1,
      marketType: 'STOPMARKET',
      price: '18000.25',
    });
  });
  it('refuses a closed market, no lots, a missing price and a price off the tick grid', () => {
    expect(overseaFormProblem(FORM, { ...NQ, isRest: true })).toBe('NQ종목이 현재 휴장중입니다.');
    expect(overseaFormProblem({ ...FORM, lots: 0 }, NQ)).not.toBeNull();
    expect(overseaFormProblem({ ...FORM, type: 'LIMIT' }, NQ)).toBe('주문 가격을 입력해주세요.');
    expect(overseaFormProblem({ ...FORM, type: 'LIMIT', price: '18000.10' }, NQ)).toContain('호가단위');
    expect(overseaFormProblem({ ...FORM, type: 'LIMIT', price: '18000.50' }, NQ)).toBeNull();
  });
  it('prices the entry at market from the live price and otherwise from the typed one', () => {
    expect(entryPriceOf(FORM, '18001')).toBe('18001');
    expect(entryPriceOf({ ...FORM, type: 'LIMIT', price: '17990' }, '18001')).toBe('17990');
  });
});

describe('what the server would refuse for money', () => {
  // NQ: 1,500,000원 margin and 5,000원 fee per lot, so one lot takes 1,505,000원 from the point.
  const short = (
    form: Partial<OverseaOrderForm>,
    point: bigint | undefined,
    position?: { tradeType: 'LONG' | 'SHORT'; qty: number },
    side: 'LONG' | 'SHORT' = 'LONG',
  ) =>
    overseaFundsShort({
      form: { ...FORM, ...form },
      option: NQ,
      side,
      lastPrice: '18001',
      point,
      position,
    });
  it('needs margin and opening fee of every lot a market order opens', () => {
    expect(short({}, 1_505_000n)).toBe(false);
    expect(short({}, 1_504_999n)).toBe(true);
    expect(short({ lots: 3 }, 4_514_999n)).toBe(true);
    // A position on the same side is added to: all three lots open.
    expect(short({ lots: 3 }, 4_514_999n, { tradeType: 'LONG', qty: 5 })).toBe(true);
  });
  it('leaves an order that closes part of an opposite position to the server', () => {
    expect(short({ lots: 3 }, 0n, { tradeType: 'SHORT', qty: 1 })).toBe(false);
    expect(short({ type: 'LIMIT', price: '18010.00' }, 0n, { tradeType: 'SHORT', qty: 1 })).toBe(false);
  });
  it('holds the whole cost for a resting order, an opposite position or not', () => {
    expect(short({ type: 'LIMIT', price: '17990.00' }, 1_504_999n, { tradeType: 'SHORT', qty: 5 })).toBe(
      true,
    );
    expect(short({ type: 'STOPMARKET', price: '18010.00' }, 1_504_999n, undefined, 'SHORT')).toBe(true);
    expect(short({ type: 'LIMIT', price: '17990.00' }, 1_505_000n)).toBe(false);
  });
  it('says nothing without a point, or for a MIT the server refuses for its price first', () => {
    expect(short({}, undefined)).toBe(false);
    expect(short({ type: 'STOPMARKET', price: '18010.00' }, 0n)).toBe(false);
  });
});
