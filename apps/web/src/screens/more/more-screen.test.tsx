import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWallet, walletEntry, walletSite } from '../../wallet/wallet-test-kit.tsx';
import { MoreScreen } from './more-screen.tsx';

// Issue 14 §5: /more showed "보유금액" for the binary wallet alone while the member's assets total far
// more; the card names the wallet and shows the total the asset status computes.

const at = '2026-01-31T09:05:09.000Z';

describe('MoreScreen', () => {
  it('names the binary wallet its balance belongs to and shows the total of every wallet in won', async () => {
    renderWallet(<MoreScreen />, {
      path: '/more',
      wallets: {
        BINARY: walletEntry('BINARY', 'KRW', '1000000'),
        USDT: walletEntry('USDT', 'USDT', '100'),
        BTC: walletEntry('BTC', 'BTC', '0.5'),
      },
      routes: {
        '/api/dnw/get_exchange_rate_map': () =>
          json(200, [
            { base: 'USDT', counter: 'KRW', rate: '1400', at },
            { base: 'BTC', counter: 'KRW', rate: '140000000', at },
          ]),
      },
    });
    expect(screen.getByText('바이너리 지갑 보유금액')).toBeTruthy();
    expect(screen.queryByText('보유금액')).toBeNull();
    expect(screen.getByTestId('member-binary-balance').textContent).toBe('1,000,000KRW');
    // 1,000,000 + 100 × 1,400 + 0.5 × 140,000,000.
    // The first answer loads the response schemas (zod) first, which can take a while on a busy machine.
    const total = await screen.findByTestId('member-asset-total', {}, { timeout: 5_000 });
    expect(total.textContent).toBe('71,140,000KRW');
    expect(screen.getByRole('link', { name: /총 보유자산/ }).getAttribute('href')).toBe('/wallet/asset');
  });

  it('lists 실시간채팅 only where the site offers live chat', () => {
    const view = renderWallet(<MoreScreen />, { path: '/more', wallets: {} });
    const chatLink = () => screen.queryByRole('link', { name: '실시간채팅' });
    expect(chatLink()?.getAttribute('href')).toBe('/more/livechat');
    act(() => {
      const features = { ...walletSite.features, liveChat: false };
      view.services.store.getState().setSiteInfo({ ...walletSite, features }, 'ko');
    });
    expect(chatLink()).toBeNull();
    expect(screen.getByRole('link', { name: '1:1문의' })).toBeTruthy();
  });
});
