import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWallet, walletEntry } from '../../wallet/wallet-test-kit.tsx';
import { WalletAssetScreen } from './wallet-asset-screen.tsx';

// Issue 14 §5: a coin valued in won says which price and when (the rate map's `at`), and shows the
// coin's own precision.

const at = '2026-01-31T09:05:09.000Z';
const rates = [
  { base: 'USDT', counter: 'KRW', rate: '1400', at: '2026-01-31T09:05:30.000Z' },
  { base: 'BTC', counter: 'KRW', rate: '140000000', at },
];

describe('WalletAssetScreen', () => {
  it('shows each coin at its precision with the price and time of its won value, and the time of the total', async () => {
    renderWallet(<WalletAssetScreen />, {
      wallets: {
        BINARY: walletEntry('BINARY', 'KRW', '1000000'),
        USDT: walletEntry('USDT', 'USDT', '100'),
        BTC: walletEntry('BTC', 'BTC', '0.000999'),
      },
      routes: { '/api/dnw/get_exchange_rate_map': () => json(200, rates) },
    });
    // The first answer loads the response schemas (zod) first, which can take a while on a busy machine.
    const btcPrice = await screen.findByTestId('wallet-price-BTC', {}, { timeout: 5_000 });
    expect(btcPrice.textContent).toBe('1 BTC = 140,000,000 KRW · 시세 기준 18:05:09');
    expect(screen.getByTestId('wallet-balance-BTC').textContent).toBe('0.00099900BTC');
    expect(screen.getByTestId('wallet-price-USDT').textContent).toBe(
      '1 USDT = 1,400 KRW · 시세 기준 18:05:30',
    );
    // The won wallet has no price to name.
    expect(screen.queryByTestId('wallet-price-BINARY')).toBeNull();
    // 1,000,000 + 140,000 + 139,860, as old as its oldest price (KST).
    expect(screen.getByTestId('asset-total').textContent).toBe('1,279,860KRW');
    expect(screen.getByTestId('asset-priced-at').textContent).toBe('시세 기준 18:05:09');
  });
});
