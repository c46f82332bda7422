import { describe, expect, it } from 'vitest';
import { parseCoinList } from './coin-list.ts';

describe('parseCoinList', () => {
  it('trims, upper-cases and drops empty entries', () => {
    expect(parseCoinList('BTC, ETH,,USDT')).toEqual(['BTC', 'ETH', 'USDT']);
    expect(parseCoinList(' btc ,eth ')).toEqual(['BTC', 'ETH']);
  });

  it('keeps the first occurrence of a duplicate in its place', () => {
    expect(parseCoinList('ETH,BTC,eth,XRP,BTC')).toEqual(['ETH', 'BTC', 'XRP']);
  });

  it('reads an empty or blank list as no coins', () => {
    expect(parseCoinList('')).toEqual([]);
    expect(parseCoinList(' , ,')).toEqual([]);
  });
});
