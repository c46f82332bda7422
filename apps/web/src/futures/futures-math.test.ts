import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatFundingRate,
  formatPnl,
  formatPoints,
  formatRoe,
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
    // A loss is rounded up, as the engine rounds it: 1 USDT short of 3 at 30,000 → −0.00003333… floors.
    expect(unrealizedPnl('LONG', usdt('1'), price('30000'), price('29999'))).toBe(-3334n);
  });

  it('ROE is uPnL over margin in percent, two decimals', () => {
    // 10× on 10,000: margin 1,000, pnl 1,000 → +100.00 %.
    expect(formatRoe(roeHundredths(usdt('1000'), usdt('1000')))).toBe('+100.00%');
    expect(formatRoe(roeHundredths(usdt('-1.5'), usdt('1000')))).toBe('-0.15%');
    expect(roeHundredths(usdt('1'), 0n)).toBe(0n);
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
