import { describe, expect, it } from 'vitest';
import { buyQuote, convertQuote, sellQuote } from './quotes.ts';

describe('the quotes the wallet forms show', () => {
  it('buys coin for won at the published price, rounded down to the coin', () => {
    expect(buyQuote('BTC', '50000', '140000000')).toBe('0.00035714');
    expect(buyQuote('USDT', '14000', '1400')).toBe('10');
    expect(buyQuote('BTC', '', '140000000')).toBe('');
    expect(buyQuote('BTC', '1', '140000000')).toBe('');
    expect(buyQuote('BTC', '50000', undefined)).toBe('');
  });

  it('sells coin for won, rounded down to the won', () => {
    expect(sellQuote('ETH', '0.1', '5000000')).toBe('500000');
    expect(sellQuote('BTC', '0.00035714', '140000000')).toBe('49999');
    expect(sellQuote('BTC', '0.00000001', '1')).toBe('');
  });

  it('converts at the shown rate before the fee', () => {
    expect(convertQuote('USDT', 'BTC', '100', '0.00001')).toBe('0.001');
    expect(convertQuote('BTC', 'USDT', '0.5', '100000')).toBe('50000');
    expect(convertQuote('USDT', 'BTC', '100', undefined)).toBe('');
  });
});
