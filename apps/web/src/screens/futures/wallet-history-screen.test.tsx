import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FuturesEquity } from '../../futures/futures-equity.tsx';
import { BTC_OPTION, order, page, position } from '../../futures/futures-test-kit.ts';
import { json, renderMarket } from '../../market/market-test-kit.tsx';
import { member, walletEntry } from '../../wallet/wallet-test-kit.tsx';
import { WalletHistoryScreen } from './wallet-history-screen.tsx';

const futuresWallet = walletEntry('FUTURES', 'USDT', '900', '100');

describe('WalletHistoryScreen', () => {
  it('shows the futures orders of every option first, with fill ticks, and the bets on the binary tab', async () => {
    const historyQueries: string[] = [];
    const view = renderMarket(<WalletHistoryScreen />, '/wallet/history', {
      routes: {
        '/api/futures/option/list': () => json(200, [BTC_OPTION]),
        '/api/futures/history/list': (request) => {
          historyQueries.push(new URL(request.url).search);
          return json(
            200,
            page([
              order({
                status: 'FILLED',
                fillTick: { source: 'binance', at: '2026-01-05T01:02:03.456Z', price: '48000.25' },
              }),
            ]),
          );
        },
        '/api/trade/history/list': () => json(200, page([])),
      },
    });
    view.services.store.getState().signedIn(member({ FUTURES: futuresWallet }), 'access');
    expect((await screen.findByTestId('fill-tick')).textContent).toBe(
      '체결 48,000.3 · 2026-01-05 10:02:03.456 · 출처 binance',
    );
    expect(historyQueries[0]).not.toContain('futuresOptionId');
    await userEvent.setup().click(screen.getByRole('tab', { name: '바이너리' }));
    await waitFor(() => {
      expect(screen.queryByTestId('fill-tick')).toBeNull();
    });
  });
});

describe('FuturesEquity', () => {
  it("adds the open positions' uPnL at mark to the FUTURES balance", async () => {
    const view = renderMarket(<FuturesEquity entry={futuresWallet} />, '/wallet/asset', {
      routes: {
        '/api/futures/history/open_position': () =>
          json(200, [
            position({ unrealizedPnl: '12.5' }),
            position({ futuresPositionId: 502, unrealizedPnl: '-2.25' }),
          ]),
      },
    });
    view.services.store.getState().signedIn(member({ FUTURES: futuresWallet }), 'access');
    await waitFor(() => {
      expect(screen.getByTestId('futures-upnl').textContent).toBe('+10.25000000');
    });
    // 900 available + 100 held + 10.25.
    expect(screen.getByTestId('futures-equity').textContent).toBe('1,010.2500');
  });
});
