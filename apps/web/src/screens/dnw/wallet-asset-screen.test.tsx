import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordingSocketClient, renderMarket } from '../../market/market-test-kit.tsx';
import { overseaCrossQueue, pointQueue } from '../../socket/destinations.ts';
import { json, member, renderWallet, walletEntry } from '../../wallet/wallet-test-kit.tsx';
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

const openPosition = (id: number, unrealizedPnl: string) => ({
  overseaPositionId: id,
  overseaOptionId: 1,
  stock: 'NQ',
  tradeType: 'LONG',
  qty: 1,
  entryPrice: '18000',
  lastPrice: '17990',
  margin: '1500000',
  unrealizedPnl,
  tpTick: null,
  slTick: null,
  tpPrice: null,
  slPrice: null,
  isOvernight: false,
  openedAt: '2026-01-05T01:00:00.000Z',
  updatedAt: '2026-01-05T01:00:00.000Z',
});

describe('WalletAssetScreen, the BINARY wallet’s overseas futures', () => {
  it('shows equity, margin held, pnl and the losscut line, and follows the pushes', async () => {
    let positions = [openPosition(1, '-120000')];
    const socket = recordingSocketClient();
    // The wallet as /me reports it: 1,500,000원 held by one NQ lot, the losscut at 30 % of it.
    const binary = {
      ...walletEntry('BINARY', 'KRW', '3000000', '1500000'),
      losscut: '450000',
      pnl: '-100000',
    };
    const view = renderMarket(<WalletAssetScreen />, '/wallet/asset', {
      routes: {
        '/api/wallet/my': () => json(200, { BINARY: binary }),
        '/api/dnw/get_exchange_rate_map': () => json(200, []),
        '/api/oversea/history/open_position': () => json(200, positions),
      },
      socket: socket.client,
    });
    view.services.store.getState().signedIn(member({ BINARY: binary }), 'access');
    const figures = await screen.findByTestId('oversea-wallet-figures');
    // The positions' pnl at the server's latest price: 3,000,000 + 1,500,000 − 120,000.
    await waitFor(() => {
      expect(within(figures).getByTestId('oversea-pnl').textContent).toBe('-120,000원');
    });
    expect(within(figures).getByTestId('oversea-equity').textContent).toBe('4,380,000원');
    expect(within(figures).getByTestId('oversea-margin').textContent).toBe('1,500,000원');
    expect(within(figures).getByTestId('oversea-losscut').textContent).toBe('450,000원');
    expect(within(figures).getByText('평가손익 (1 포지션)')).toBeTruthy();
    expect(figures.dataset.level).toBe('safe');
    // A second lot opens and the market falls: the server pushes the balance and the overseas figures.
    positions = [openPosition(1, '-1400000'), openPosition(2, '-1400000')];
    await waitFor(() => {
      expect(socket.subscribed(overseaCrossQueue)).toBe(true);
    });
    act(() => {
      socket.push(pointQueue, {
        ...walletEntry('BINARY', 'KRW', '1495000', '3000000'),
        losscut: '900000',
        seq: 1,
      });
      socket.push(overseaCrossQueue, {
        seq: 1,
        playerPoint: '1495000',
        playerGameWaitPoint: '3000000',
        lastPnl: '-2800000',
        losscut: '900000',
      });
    });
    await waitFor(() => {
      expect(within(figures).getByText('평가손익 (2 포지션)')).toBeTruthy();
    });
    // 1,495,000 + 3,000,000 − 2,800,000 = 1,695,000, under twice the 900,000 losscut.
    expect(within(figures).getByTestId('oversea-equity').textContent).toBe('1,695,000원');
    expect(within(figures).getByTestId('oversea-margin').textContent).toBe('3,000,000원');
    expect(within(figures).getByTestId('oversea-pnl').textContent).toBe('-2,800,000원');
    expect(within(figures).getByTestId('oversea-losscut').textContent).toBe('900,000원');
    expect(figures.dataset.level).toBe('warning');
    expect(within(figures).getByRole('meter').getAttribute('aria-valuenow')).toBe('53');
  });
});
