import { describe, expect, it } from 'vitest';
import { assetSummary, pairRate, wonPrices } from './asset-summary.ts';
import { walletEntry } from './wallet-test-kit.tsx';

const at = '2026-01-31T00:00:00.000Z';
const rates = [
  { base: 'USDT', counter: 'KRW', rate: '1400', at },
  { base: 'BTC', counter: 'KRW', rate: '140000000', at },
  { base: 'KRW', counter: 'BTC', rate: '0.000000007142', at },
  { base: 'USDT', counter: 'BTC', rate: '0.00001', at },
];

describe('the asset status figures', () => {
  it("reads each asset's won price from the rate map", () => {
    const prices = wonPrices(rates);
    expect(prices.get('KRW')).toEqual({ rate: '1', at: null });
    expect(prices.get('BTC')).toEqual({ rate: '140000000', at });
    expect(prices.has('ETH')).toBe(false);
    expect(pairRate(rates, 'USDT', 'BTC')).toBe('0.00001');
    expect(pairRate(rates, 'BTC', 'USDT')).toBeUndefined();
  });

  it('values every wallet, reserved amounts included, and gives each its share of the total', () => {
    const summary = assetSummary({
      walletTypes: ['BINARY', 'FUTURES', 'USDT', 'BTC', 'ETH'],
      wallets: {
        BINARY: walletEntry('BINARY', 'KRW', '600000', '400000'),
        FUTURES: walletEntry('FUTURES', 'USDT', '1000'),
        BTC: walletEntry('BTC', 'BTC', '0.01'),
      },
      currencyOf: (type) => ({ BINARY: 'KRW', FUTURES: 'USDT' })[type] ?? type,
      prices: wonPrices(rates),
    });
    expect(summary.rows.map((row) => row.walletType)).toEqual(['BINARY', 'FUTURES', 'USDT', 'BTC', 'ETH']);
    expect(summary.rows.map((row) => row.wonValue)).toEqual([
      1_000_000n,
      1_400_000n,
      0n,
      1_400_000n,
      undefined,
    ]);
    expect(summary.totalWon).toBe(3_800_000n);
    expect(summary.rows.map((row) => row.shareBps)).toEqual([2631, 3684, 0, 3684, 0]);
    // ETH has no price but holds nothing, so the total leaves nothing out.
    expect(summary.unpriced).toEqual([]);
    expect(summary.rows.find((row) => row.walletType === 'BTC')?.price).toEqual({ rate: '140000000', at });
  });

  it('says when the oldest price the total used was published, and nothing when only won is held', () => {
    const later = '2026-01-31T00:00:05.000Z';
    const prices = wonPrices([
      { base: 'USDT', counter: 'KRW', rate: '1400', at: later },
      { base: 'BTC', counter: 'KRW', rate: '140000000', at },
      { base: 'ETH', counter: 'KRW', rate: '5000000', at: '2026-01-30T00:00:00.000Z' },
    ]);
    const currencyOf = (type: string) => ({ BINARY: 'KRW', FUTURES: 'USDT' })[type] ?? type;
    const held = assetSummary({
      walletTypes: ['BINARY', 'USDT', 'BTC', 'ETH'],
      wallets: { USDT: walletEntry('USDT', 'USDT', '10'), BTC: walletEntry('BTC', 'BTC', '0.01') },
      currencyOf,
      prices,
    });
    // ETH's older price is not part of the total: the member holds no ETH.
    expect(held.pricedAt).toBe(at);
    const wonOnly = assetSummary({
      walletTypes: ['BINARY', 'BTC'],
      wallets: { BINARY: walletEntry('BINARY', 'KRW', '5000') },
      currencyOf,
      prices,
    });
    expect(wonOnly.pricedAt).toBeUndefined();
  });

  it('names the wallets left out of the total for want of a price', () => {
    const summary = assetSummary({
      walletTypes: ['ETH'],
      wallets: { ETH: walletEntry('ETH', 'ETH', '2') },
      currencyOf: (type) => type,
      prices: wonPrices(rates),
    });
    expect(summary.totalWon).toBe(0n);
    expect(summary.unpriced).toEqual(['ETH']);
    expect(summary.rows[0]?.shareBps).toBe(0);
  });
});
