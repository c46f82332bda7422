import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatFundingRate,
  formatPnl,
  formatPoints,
  formatRoe,
  liquidationPrice,
  orderCost,
  PRICE_SCALE,
  roeHundredths,
  shareOfMax,
  toUnits,
  unitsText,
  unrealizedPnl,
  USDT_SCALE,
} from './futures-math.ts';

const usdt = (text: string) => toUnits(text, USDT_SCALE) ?? 0n;
const price = (text: string) => toUnits(text, PRICE_SCALE) ?? 0n;

describe('futures figures (DOMAIN.md §3)', () => {
  it('LONG 10,000 USDT from 50,000 to 55,000 earns 1,000 USDT; a SHORT loses it', () => {
    expect(unrealizedPnl('LONG', usdt('10000'), price('50000'), price('55000'))).toBe(usdt('1000'));
    expect(unrealizedPnl('SHORT', usdt('10000'), price('50000'), price('55000'))).toBe(usdt('-1000'));
    expect(formatPnl(usdt('1000'))).toBe('+1,000.00000000');
    expect(formatPnl(usdt('-0.12345678'))).toBe('-0.12345678');
  });

  it('ROE is uPnL over margin in percent, two decimals', () => {
    // 10× on 10,000: margin 1,000, pnl 1,000 → +100.00 %.
    expect(formatRoe(roeHundredths(usdt('1000'), usdt('1000')))).toBe('+100.00%');
    expect(formatRoe(roeHundredths(usdt('-1.5'), usdt('1000')))).toBe('-0.15%');
    expect(roeHundredths(usdt('1'), 0n)).toBe(0n);
  });

  it('costs qty / leverage + qty × 0.0008, rounded up', () => {
    expect(unitsText(orderCost(usdt('10000'), 10), USDT_SCALE)).toBe('1008');
    expect(unitsText(orderCost(usdt('100'), 3), USDT_SCALE)).toBe('33.41333334');
  });

  it('estimates the liquidation price from the collateral and the maintenance rate', () => {
    // LONG 10× at 50,000, isolated (collateral qty/10): 50,000 × 0.9 / 0.996.
    const long = liquidationPrice('LONG', usdt('10000'), price('50000'), usdt('1000'));
    expect(unitsText(long ?? 0n, PRICE_SCALE)).toBe('45180.722891566266');
    const short = liquidationPrice('SHORT', usdt('10000'), price('50000'), usdt('1000'));
    expect(unitsText(short ?? 0n, PRICE_SCALE)).toBe('54780.876494023904');
    // 1× LONG is never liquidated.
    expect(liquidationPrice('LONG', usdt('10000'), price('50000'), usdt('10000'))).toBeNull();
  });

  it('takes shares of qty_per floored to cents', () => {
    expect(unitsText(shareOfMax(usdt('1234.56789'), 25), USDT_SCALE)).toBe('308.64');
    expect(unitsText(shareOfMax(usdt('1234.56789'), 100), USDT_SCALE)).toBe('1234.56');
  });

  it('shows balances floored at zero, funding as a percent and the countdown', () => {
    expect(formatPoints(usdt('-5'))).toBe('0.0000');
    expect(formatPoints(usdt('12345.678912'))).toBe('12,345.6789');
    expect(formatFundingRate('0.0001')).toBe('0.0100%');
    expect(formatFundingRate('-0.00025')).toBe('-0.0250%');
    expect(formatCountdown(3_723_999)).toBe('01:02:03');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('reads decimal strings exactly and refuses other text', () => {
    expect(toUnits('1.123456789', USDT_SCALE)).toBe(112_345_678n);
    expect(toUnits('abc', USDT_SCALE)).toBeNull();
    expect(unitsText(-150_000_000n, USDT_SCALE)).toBe('-1.5');
  });
});
