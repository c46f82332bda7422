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
    // 0.1 %: 0.1 USDT of 100 is the fee, 99.9 USDT converts.
    expect(convertQuote('USDT', 'BTC', '100', '0.00001', '0.001')).toEqual({
      fee: '0.1',
      receive: '0.000999',
    });
    expect(convertQuote('BTC', 'USDT', '0.5', '100000', '0')).toEqual({ fee: '0', receive: '50000' });
    // The fee rounds up to the coin's last unit, as the server's does.
    expect(convertQuote('USDT', 'BTC', '0.00000001', '100000', '0.001')?.fee).toBe('0.00000001');
    expect(convertQuote('USDT', 'BTC', '100', undefined, '0.001')).toBeUndefined();
    expect(convertQuote('USDT', 'BTC', '100', '0.00001', undefined)).toBeUndefined();
  });
});
