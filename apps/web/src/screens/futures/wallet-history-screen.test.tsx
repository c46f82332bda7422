import { act, screen, waitFor } from '@testing-library/react';
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
      '체결 48,000.3 · 2026-01-05 10:02:03.456 · 출처 바이낸스',
    );
    expect(historyQueries[0]).not.toContain('futuresOptionId');
    await userEvent.setup().click(screen.getByRole('tab', { name: '바이너리' }));
    await waitFor(() => {
      expect(screen.queryByTestId('fill-tick')).toBeNull();
    });
  });
});

const overseaOption = (id: number, stock: string, precision: number) => ({
  id,
  stock,
  koName: stock,
  precision,
  currency: 'USD',
  type: 'INDEX',
  isRest: false,
  tickSize: '0.25',
  tickValue: '5',
  krwRate: '1380',
  marginPerLot: '1500000',
  feePerLot: '5000',
});

const overseaOrder = (id: number, overseaOptionId: number, stock: string, price: string) => ({
  id,
  overseaOptionId,
  overseaPositionId: 3,
  stock,
  tradeType: 'LONG',
  marketType: 'MARKET',
  status: 'FILLED',
  qty: 2,
  price: null,
  fee: '10000',
  fillTick: { source: 'replay', at: '2026-01-05T01:02:03.456Z', price },
  createdAt: '2026-01-05T01:02:03.000Z',
  updatedAt: '2026-01-05T01:02:03.456Z',
});

describe('WalletHistoryScreen on the BINARY wallet', () => {
  it('has a 해외선물 tab with the overseas orders of every option and the daily profit', async () => {
    const historyQueries: string[] = [];
    const view = renderMarket(<WalletHistoryScreen />, '/wallet/history', {
      routes: {
        '/api/futures/option/list': () => json(200, [BTC_OPTION]),
        '/api/futures/history/list': () => json(200, page([])),
        '/api/oversea/option/list': () => json(200, [overseaOption(1, 'NQ', 2), overseaOption(2, 'CL', 2)]),
        '/api/oversea/history/list': (request) => {
          historyQueries.push(new URL(request.url).search);
          return json(200, page([overseaOrder(8, 2, 'CL', '71.5'), overseaOrder(7, 1, 'NQ', '18001.25')]));
        },
        '/api/oversea/history/daily_profit': () =>
          json(
            200,
            page([
              {
                date: '2026-01-05',
                overseaOptionId: null,
                realizedPnl: '276000',
                fee: '20000',
                netPnl: '256000',
                tradeCount: 2,
              },
            ]),
          ),
      },
    });
    view.services.store.getState().signedIn(member({ FUTURES: futuresWallet }), 'access');
    const user = userEvent.setup();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '선물',
      '해외선물',
      '바이너리',
    ]);
    await user.click(screen.getByRole('tab', { name: '해외선물' }));
    const rows = await screen.findAllByTestId('oversea-history');
    // Every option's orders, each price at its option's decimals, with its fee.
    expect(historyQueries[0]).not.toContain('overseaOptionId');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('체결 71.50 · 2026-01-05 10:02:03.456 · 출처 재생 시세 · 수수료 10,000원'),
      expect.stringContaining('체결 18,001.25'),
    ]);
    expect(rows[0]?.textContent).toContain('CL · 2계약');
    await user.click(screen.getByRole('tab', { name: '일별손익' }));
    const day = await screen.findByTestId('daily-profit');
    expect(day.textContent).toBe('2026-01-052건 · 손익 +276,000원 · 수수료 20,000원+256,000원');
  });

  it('has no 해외선물 tab on a site that does not offer overseas futures', () => {
    const view = renderMarket(<WalletHistoryScreen />, '/wallet/history', {
      routes: { '/api/futures/history/list': () => json(200, page([])) },
    });
    const { store } = view.services;
    const site = store.getState().siteInfo;
    if (site === null) throw new Error('The harness loads site info.');
    act(() => {
      store.getState().setSiteInfo({ ...site, features: { ...site.features, oversea: false } }, 'ko');
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['선물', '바이너리']);
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
