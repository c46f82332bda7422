import { describe, expect, it } from 'vitest';
import {
  coinForWon,
  convertAtRate,
  formatMinor,
  parseMinor,
  parseScaled,
  scaledText,
  wonForCoin,
  wonValue,
} from './wallet-money.ts';

describe('wallet money arithmetic', () => {
  it('reads and writes wire amounts at each asset scale', () => {
    expect(parseMinor('KRW', '10000')).toBe(10_000n);
    expect(parseMinor('KRW', '1.5')).toBeUndefined();
    expect(parseMinor('BTC', '0.5')).toBe(50_000_000n);
    expect(parseMinor('BTC', '-0.00000001')).toBe(-1n);
    expect(parseMinor('BTC', '1e3')).toBeUndefined();
    expect(formatMinor('BTC', 50_000_000n)).toBe('0.5');
    expect(formatMinor('KRW', 10_050_000n)).toBe('10050000');
    expect(scaledText(-150n, 2)).toBe('-1.5');
    expect(parseScaled('0.000000007142', 12)).toBe(7142n);
  });

  it('values a holding in won at the published price, rounded down', () => {
    expect(wonValue(50_000_000n, 'BTC', '140000000')).toBe(70_000_000n);
    expect(wonValue(1n, 'USDT', '1400')).toBe(0n);
    expect(wonValue(100_000n, 'USDT', '1400.5')).toBe(1n);
  });

  it('quotes a buy and a sale as the server does (floor to the coin, floor to the won)', () => {
    // 50,000 won at 140,000,000 won per BTC is 0.000357142857… BTC: 35714 satoshi, rounded down.
    expect(coinForWon(50_000n, 'BTC', '140000000')).toBe(35_714n);
    expect(coinForWon(1_400n, 'USDT', '1400')).toBe(100_000_000n);
    expect(wonForCoin(35_714n, 'BTC', '140000000')).toBe(49_999n);
    expect(coinForWon(1n, 'BTC', '0')).toBeUndefined();
  });

  it('converts at a shown rate, rounded down to the target scale', () => {
    expect(convertAtRate(100_00000000n, 'USDT', 'BTC', '0.00001')).toBe(100_000n);
    expect(convertAtRate(1n, 'BTC', 'USDT', '100000')).toBe(100_000n);
    expect(convertAtRate(3n, 'KRW', 'BTC', '0.000000007142')).toBe(2n);
  });
});
