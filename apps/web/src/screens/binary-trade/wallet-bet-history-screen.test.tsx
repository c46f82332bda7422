import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderMarket } from '../../market/market-test-kit.tsx';
import { bet, round30 } from '../../rounds/round-test-kit.ts';
import { member, walletEntry } from '../../wallet/wallet-test-kit.tsx';
import { WalletBetHistoryScreen } from './wallet-bet-history-screen.tsx';

describe('WalletBetHistoryScreen', () => {
  it("lists the member's bets of every option and opens a round's deciding ticks", async () => {
    const settled = round30(0, {
      status: 1,
      result: 'B',
      lockTick: { source: 'binance', at: '2026-11-24T07:00:29.950Z', price: '64000.5' },
      closeTick: { source: 'binance', at: '2026-11-24T07:00:59.990Z', price: '64010.0' },
    });
    const view = renderMarket(<WalletBetHistoryScreen />, '/wallet/history', {
      routes: {
        '/api/trade/history/list': (request) => {
          expect(new URL(request.url).searchParams.has('tradeOptionId')).toBe(false);
          return json(200, {
            content: [bet({ status: 1, resultPoint: '19500' })],
            page: 1,
            size: 20,
            totalElements: 1,
            totalPages: 1,
          });
        },
        '/api/trade/game/round': () => json(200, settled),
      },
    });
    view.services.store.getState().signedIn(member({ BINARY: walletEntry('BINARY', 'KRW', '0') }), 'access');
    const row = await screen.findByTestId('bet-history-row');
    expect(row.textContent).toContain('적중 +19,500');
    await userEvent.setup().click(row);
    const lock = await screen.findByTestId('lock-tick');
    expect(lock.textContent).toContain('64000.5');
    expect(lock.textContent).toContain('체결 2026-11-24 16:00:29.950');
    expect(lock.textContent).toContain('출처 바이낸스');
  });
});
