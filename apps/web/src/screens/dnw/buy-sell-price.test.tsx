import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWallet, walletEntry } from '../../wallet/wallet-test-kit.tsx';
import { BuyForm } from './buy-form.tsx';
import { SellForm } from './sell-form.tsx';

// Issue 14 §5: the price a buy or sell quotes says when it was published (the rate's `at`, in KST).

const rates = [{ base: 'BTC', counter: 'KRW', rate: '140000000', at: '2026-01-31T09:05:09.000Z' }];
const wallets = { BINARY: walletEntry('BINARY', 'KRW', '1000000'), BTC: walletEntry('BTC', 'BTC', '0.5') };

describe('the buy and sell forms', () => {
  it.each([
    { name: 'buy', form: <BuyForm coin="BTC" /> },
    { name: 'sell', form: <SellForm coin="BTC" /> },
  ])('show the time of the price they quote ($name)', async ({ form }) => {
    renderWallet(form, { wallets, routes: { '/api/dnw/get_exchange_rate_map': () => json(200, rates) } });
    // The first answer loads the response schemas (zod) first, which can take a while on a busy machine.
    const at = await screen.findByTestId('price-at', {}, { timeout: 5_000 });
    expect(at.textContent).toBe('18:05:09');
    expect(screen.getByText('1 BTC = 140,000,000 KRW')).toBeTruthy();
  });
});
