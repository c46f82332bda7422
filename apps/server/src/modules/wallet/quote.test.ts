import { describe, expect, it } from 'vitest';
import {
  coinForWon,
  conversionQuote,
  convertAmount,
  PRICE_SCALE,
  rateE12,
  scaledOf,
  scaledText,
  wonForCoin,
} from './quote.ts';

const usdt = { asset: 'USDT', priceE8: 1_400n * PRICE_SCALE };
const btc = { asset: 'BTC', priceE8: 140_000_000n * PRICE_SCALE };
const krw = { asset: 'KRW', priceE8: PRICE_SCALE };

describe('the rate map arithmetic', () => {
  it('publishes one bitcoin as 100,000 USDT when the won prices say so', () => {
    expect(scaledText(rateE12(btc.priceE8, usdt.priceE8), 12)).toBe('100000');
  });

  it('keeps the digits of a small rate such as won to bitcoin', () => {
    expect(scaledText(rateE12(krw.priceE8, btc.priceE8), 12)).toBe('0.000000007142');
  });

  it('converts 0.001 BTC into 100 USDT', () => {
    expect(convertAmount(100_000n, btc, usdt)).toBe(10_000_000_000n);
  });

  it('converts 14,000 won into exactly 10 USDT, where the rounded rate would lose digits', () => {
    expect(convertAmount(14_000n, krw, usdt)).toBe(1_000_000_000n);
  });

  it('rounds a conversion down, so the member never receives more than the prices give', () => {
    // 1 won at 1,400 won per USDT is 0.000714285714... USDT.
    expect(convertAmount(1n, krw, usdt)).toBe(71_428n);
  });

  it('takes the fee first, rounded up, and converts the rest', () => {
    const quote = conversionQuote(100_000_001n, 10, btc, usdt);
    expect(quote.feeMinor).toBe(100_001n);
    expect(quote.netMinor).toBe(99_900_000n);
    expect(quote.creditMinor).toBe(9_990_000_000_000n);
    expect(quote.feeMinor + quote.netMinor).toBe(quote.debitMinor);
  });

  it('converts nothing when the fee eats the whole amount', () => {
    expect(conversionQuote(1n, 10, btc, usdt)).toMatchObject({ feeMinor: 1n, netMinor: 0n, creditMinor: 0n });
  });

  it('buys and sells coin for won at the won price', () => {
    expect(coinForWon(14_000n, usdt)).toBe(1_000_000_000n);
    expect(wonForCoin(1_000_000_000n, usdt)).toBe(14_000n);
    // 0.5 won's worth is not paid out: won has no subunit.
    expect(wonForCoin(35_714n, usdt)).toBe(0n);
  });

  it('reads and writes fixed-decimal text', () => {
    expect(scaledOf('1400.5', 8)).toBe(140_050_000_000n);
    expect(scaledOf('0.0000000071', 12)).toBe(7_100n);
    expect(scaledOf('1.0000000000001', 12)).toBeUndefined();
    expect(scaledOf('-1', 8)).toBeUndefined();
    expect(scaledText(140_050_000_000n, 8)).toBe('1400.5');
  });
});
