import { describe, expect, it } from 'vitest';
import { walletSite } from '../../wallet/wallet-test-kit.tsx';
import { actionPath, actionsOf, parsePair, walletsFor } from './wallet-actions.ts';

const allOn = { deposit: true, withdraw: true, convert: true, buy: true, sell: true };

describe('the wallet actions a site offers', () => {
  it('takes deposits and withdrawals for BINARY and the deposit coins, trades for the buy coins', () => {
    expect(walletsFor(walletSite, 'deposit')).toEqual(['BINARY', 'USDT', 'BTC']);
    expect(walletsFor(walletSite, 'buy')).toEqual(['USDT', 'BTC']);
    expect(walletsFor(walletSite, 'convert')).toEqual(['USDT', 'BTC', 'ETH']);
  });

  it("shows only the actions the site's type status enables (spec §2)", () => {
    expect(actionsOf(walletSite, allOn, 'BTC')).toEqual(['deposit', 'withdraw', 'convert', 'buy', 'sell']);
    expect(actionsOf(walletSite, { ...allOn, sell: false, convert: false }, 'BTC')).toEqual([
      'deposit',
      'withdraw',
      'buy',
    ]);
    expect(actionsOf(walletSite, allOn, 'BINARY')).toEqual(['deposit', 'withdraw']);
    expect(actionsOf(walletSite, allOn, 'FUTURES')).toEqual([]);
  });

  it('opens convert as a pair page and the other actions by coin', () => {
    expect(actionPath(walletSite, 'convert', 'BTC')).toBe('/wallet/convert/BTC_USDT');
    expect(actionPath(walletSite, 'sell', 'BTC')).toBe('/wallet/sell/BTC');
    expect(parsePair('usdt_btc')).toEqual({ from: 'USDT', to: 'BTC' });
    expect(parsePair('USDT')).toBeNull();
  });
});
