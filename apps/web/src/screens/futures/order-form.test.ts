import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, formProblem, orderBody, preTrade, tpslProblem } from './order-form.ts';
import { ALT_MARGIN_TIERS } from '@baro/domain';
import { formatUnits, USDT_SCALE } from '../../futures/futures-math.ts';
import { optionTermsOf } from '../../futures/option-terms.ts';
import { BTC_OPTION, wireTiers } from '../../futures/futures-test-kit.ts';

const base = {
  leverage: 10,
  precision: 1,
  marginType: 'ISOLATED' as const,
  balance: undefined,
  terms: optionTermsOf(BTC_OPTION),
};

describe('order form', () => {
  it('costs qty / leverage + qty × 0.0008 (spec §9), rounded up', () => {
    const figures = preTrade({ ...base, qty: '10000', side: 'LONG', entry: '50000' });
    expect(formatUnits(figures?.cost ?? 0n, USDT_SCALE, 8)).toBe('1,008.00000000');
    const odd = preTrade({ ...base, qty: '100', leverage: 3, side: 'LONG', entry: '50000' });
    expect(formatUnits(odd?.cost ?? 0n, USDT_SCALE, 8)).toBe('33.41333334');
  });

  it("shows the engine's liquidation price before the order: isolated 10× at 50,000", () => {
    // LONG: 50,000 × (1 − 0.1) / (1 − 0.004) floored at the option's 1 decimal; SHORT rounded up.
    expect(preTrade({ ...base, qty: '10000', side: 'LONG', entry: '50000' })?.liquidation).toBe('45180.7');
    expect(preTrade({ ...base, qty: '10000', side: 'SHORT', entry: '50000' })?.liquidation).toBe('54780.9');
    // Cross: the wallet left after the cost backs it too, so the price is further away.
    const cross = preTrade({
      ...base,
      marginType: 'CROSS',
      balance: '3000',
      qty: '10000',
      side: 'LONG',
      entry: '50000',
    });
    expect(Number(cross?.liquidation)).toBeLessThan(45180.7);
    // 1× LONG is never liquidated; no price yet shows none.
    expect(
      preTrade({ ...base, leverage: 1, qty: '10000', side: 'LONG', entry: '50000' })?.liquidation,
    ).toBeNull();
    expect(preTrade({ ...base, qty: '10000', side: 'LONG', entry: undefined })?.liquidation).toBeNull();
  });

  it("uses the option's own brackets, and shows no liquidation price past the cap at the leverage", () => {
    // An alt coin's first bracket keeps 1 % (not BTC's 0.4 %): 50,000 × 0.9 / 0.99 = 45,454.5…
    const alt = optionTermsOf({ ...BTC_OPTION, tiers: wireTiers(ALT_MARGIN_TIERS) });
    const small = { ...base, terms: alt, qty: '1000', side: 'LONG' as const, entry: '50000' };
    expect(preTrade(small)?.liquidation).toBe('45454.5');
    // 10× reaches 250,000 USDT on the alt table: 300,000 opens nothing to liquidate.
    const large = preTrade({ ...small, qty: '300000' });
    expect(large?.liquidation).toBeNull();
    expect(formatUnits(large?.cost ?? 0n, USDT_SCALE, 2)).toBe('30,240.00');
    // BTC's table allows 1,000,000 at 10×.
    expect(preTrade({ ...small, terms: base.terms, qty: '300000' })?.liquidation).not.toBeNull();
  });

  it('builds the body each order type needs', () => {
    const form = { ...EMPTY_FORM, qty: '100', price: '48000', stopPrice: '49000' };
    expect(orderBody(form, 11, 'LONG')).toEqual({
      futuresOptionId: 11,
      tradeType: 'LONG',
      qty: '100',
      marketType: 'MARKET',
    });
    expect(orderBody({ ...form, tab: 'LIMIT' }, 11, 'SHORT')).toMatchObject({
      marketType: 'LIMIT',
      price: '48000',
    });
    expect(orderBody({ ...form, tab: 'STOP' }, 11, 'LONG')).toEqual({
      futuresOptionId: 11,
      tradeType: 'LONG',
      qty: '100',
      marketType: 'STOPMARKET',
      stopPrice: '49000',
    });
    expect(orderBody({ ...form, tab: 'STOP', stopKind: 'STOPLIMIT' }, 11, 'LONG')).toMatchObject({
      marketType: 'STOPLIMIT',
      price: '48000',
      stopPrice: '49000',
    });
  });

  it('puts the TP/SL at entry that are filled in into the body, on mark or last as picked, and none when switched off', () => {
    const form = {
      ...EMPTY_FORM,
      qty: '100',
      price: '48000',
      tpslOn: true,
      takeProfit: '52000',
      stopLoss: '',
    };
    expect(orderBody({ ...form, tab: 'LIMIT' }, 11, 'LONG')).toEqual({
      futuresOptionId: 11,
      tradeType: 'LONG',
      qty: '100',
      marketType: 'LIMIT',
      price: '48000',
      takeProfit: '52000',
      isMarkTp: true,
    });
    expect(orderBody({ ...form, stopLoss: '47000' }, 11, 'LONG')).toMatchObject({
      marketType: 'MARKET',
      takeProfit: '52000',
      stopLoss: '47000',
      isMarkTp: true,
      isMarkSl: true,
    });
    // Each on the price the member picked: the TP on the last price, the SL on mark.
    expect(orderBody({ ...form, stopLoss: '47000', isMarkTp: false }, 11, 'LONG')).toMatchObject({
      takeProfit: '52000',
      stopLoss: '47000',
      isMarkTp: false,
      isMarkSl: true,
    });
    expect(orderBody({ ...form, tpslOn: false }, 11, 'LONG')).toEqual({
      futuresOptionId: 11,
      tradeType: 'LONG',
      qty: '100',
      marketType: 'MARKET',
    });
  });

  it('names what is missing or over qty_per, and TP/SL on the wrong side', () => {
    expect(formProblem(EMPTY_FORM, 'LONG', '50000', '2000')).toBe('주문 수량(USDT)을 입력해주세요.');
    expect(formProblem({ ...EMPTY_FORM, qty: '0.5' }, 'LONG', '50000', '2000')).toBe(
      '투자는 1 이상 가능합니다.',
    );
    expect(formProblem({ ...EMPTY_FORM, qty: '12.345' }, 'LONG', '50000', '2000')).toBe(
      '주문 수량을 최소 단위에 맞춰주세요.',
    );
    expect(formProblem({ ...EMPTY_FORM, qty: '12.34' }, 'LONG', '50000', '2000')).toBeNull();
    expect(formProblem({ ...EMPTY_FORM, qty: '2000.01' }, 'LONG', '50000', '2000')).toBe(
      '주문 가능 수량을 초과하였습니다.',
    );
    expect(formProblem({ ...EMPTY_FORM, qty: '10', tab: 'STOP' }, 'LONG', '50000', '2000')).toBe(
      '발동가를 입력해주세요.',
    );
    expect(formProblem({ ...EMPTY_FORM, qty: '10' }, 'LONG', '50000', '2000')).toBeNull();
    expect(tpslProblem('LONG', '50000', '49000', '')).toBe('TP는 진입가보다 높아야 합니다.');
    expect(tpslProblem('SHORT', '50000', '', '49000')).toBe('SL은 진입가보다 높아야 합니다.');
    expect(tpslProblem('SHORT', '50000', '45000', '52000')).toBeNull();
  });
});
