import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, recordingSocketClient, renderMarket } from '../../market/market-test-kit.tsx';
import { overseaPositionsQuery } from '../../oversea/oversea-queries.ts';
import { member, walletEntry } from '../../wallet/wallet-test-kit.tsx';
import { QuickOrderScreen } from './quick-order-screen.tsx';

function option(id: number, stock: string, koName: string, isRest: boolean) {
  const figures = {
    tickSize: '0.25',
    tickValue: '5',
    krwRate: '1380',
    marginPerLot: '1000000',
    feePerLot: '5000',
  };
  return { id, stock, koName, precision: 2, currency: 'USD', type: 'INDEX', isRest, ...figures };
}

const statistic = (stock: string, lastPrice: string) => ({
  stock,
  lastPrice,
  priceChange: '1',
  priceChangePercent: '-0.5',
  highPrice: lastPrice,
  lowPrice: lastPrice,
  volume: '1',
});

describe('QuickOrderScreen (/search/oversea)', () => {
  it('lists the open instruments with price and change and sells 5 lots at market from the sheet', async () => {
    const bodies: unknown[] = [];
    const socket = recordingSocketClient();
    const view = renderMarket(<QuickOrderScreen />, '/search/oversea', {
      routes: {
        '/api/oversea/option/list': () =>
          json(200, [option(1, 'NQ', '나스닥100', false), option(2, 'CL', '원유', true)]),
        '/api/trade/ticker_statistics': () => json(200, [statistic('NQ', '18001')]),
        '/api/oversea/order': async (request) => {
          bodies.push(await request.json());
          return json(200, {
            id: 9,
            overseaOptionId: 1,
            overseaPositionId: 3,
            stock: 'NQ',
            tradeType: 'SHORT',
            marketType: 'MARKET',
            status: 'FILLED',
            qty: 5,
            price: null,
            fee: '0',
            fillTick: null,
            createdAt: '2026-01-05T01:00:00.000Z',
            updatedAt: '2026-01-05T01:00:00.000Z',
          });
        },
      },
      socket: socket.client,
    });
    view.services.store.getState().signedIn(member({ BINARY: walletEntry('BINARY', 'KRW', '9000000') }), 'a');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: '빠른주문 종목' });
    await waitFor(() => {
      expect(within(list).getByText('18,001.00')).toBeTruthy();
    });
    expect(within(list).getByText('-0.50%')).toBeTruthy();
    // The closed market is not offered.
    expect(within(list).queryByText('원유')).toBeNull();
    await user.click(within(list).getByRole('button', { name: /나스닥100/ }));
    const sheet = screen.getByRole('dialog', { name: '나스닥100 빠른주문' });
    await user.click(within(sheet).getByRole('button', { name: '5계약' }));
    // 5 lots: 5,000,000원 margin and 25,000원 opening fee, with 25,000원 more when they close.
    expect(within(sheet).getByTestId('order-cost').textContent).toBe('5,025,000원');
    expect(within(sheet).getByTestId('order-available').textContent).toBe('9,000,000원');
    expect(within(sheet).getByTestId('closing-fee-note').textContent).toBe(
      '청산 시 수수료 25,000원이 추가로 부과됩니다.',
    );
    expect(within(sheet).getByTestId('quick-tpsl').textContent).toBe('10 / 10틱');
    await user.click(within(sheet).getByRole('button', { name: '시장가 매도' }));
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    const { requestId: _requestId, ...sent } = bodies[0] as { requestId: string };
    expect(sent).toEqual({
      overseaOptionId: 1,
      tradeType: 'SHORT',
      qty: 5,
      marketType: 'MARKET',
      tpTick: 10,
      slTick: 10,
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: '나스닥100 빠른주문' })).toBeNull();
    });
    expect(view.alerts).toEqual([]);
  });

  it("refuses with the server's message an order the point cannot pay, without sending it", async () => {
    // 1 lot takes 1,000,000원 margin and 5,000원 fee: 1,004,999원 is short of it.
    const { sheet, bodies, user } = await sheetFor('1004999', []);
    await user.click(within(sheet).getByRole('button', { name: '시장가 매수' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('잔액이 부족합니다.');
    expect(bodies).toEqual([]);
  });

  it('sends a buy that closes a SHORT first: what the close frees is the server’s to decide', async () => {
    const { sheet, bodies, user } = await sheetFor('1004999', [SHORT_NQ]);
    await user.click(within(sheet).getByRole('button', { name: '시장가 매수' }));
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(within(sheet).queryByRole('alert')).toBeNull();
  });
});

const SHORT_NQ = {
  overseaPositionId: 3,
  overseaOptionId: 1,
  stock: 'NQ',
  tradeType: 'SHORT',
  qty: 1,
  entryPrice: '18000',
  lastPrice: '18001',
  margin: '1000000',
  unrealizedPnl: '-27600',
  tpTick: null,
  slTick: null,
  tpPrice: null,
  slPrice: null,
  isOvernight: false,
  openedAt: '2026-01-05T01:00:00.000Z',
  updatedAt: '2026-01-05T01:00:00.000Z',
};

/** The NQ sheet open for a member with `point` won and `positions` on NQ; the orders it sends. */
async function sheetFor(point: string, positions: unknown[]) {
  const bodies: unknown[] = [];
  const view = renderMarket(<QuickOrderScreen />, '/search/oversea', {
    routes: {
      '/api/oversea/option/list': () => json(200, [option(1, 'NQ', '나스닥100', false)]),
      '/api/trade/ticker_statistics': () => json(200, [statistic('NQ', '18001')]),
      '/api/oversea/history/open_position': () => json(200, positions),
      '/api/oversea/order': async (request) => {
        bodies.push(await request.json());
        return json(400, { status: 400, code: 'INSUFFICIENT_BALANCE', message: '잔액이 부족합니다.' });
      },
    },
    socket: recordingSocketClient().client,
  });
  view.services.store.getState().signedIn(member({ BINARY: walletEntry('BINARY', 'KRW', point) }), 'a');
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: '빠른주문 종목' });
  await waitFor(() => {
    expect(within(list).getByText('18,001.00')).toBeTruthy();
  });
  await user.click(within(list).getByRole('button', { name: /나스닥100/ }));
  const { api, queryClient } = view.services;
  await waitFor(() => {
    expect(queryClient.getQueryData(overseaPositionsQuery(api, 1).queryKey)).toEqual(positions);
  });
  return { sheet: screen.getByRole('dialog', { name: '나스닥100 빠른주문' }), bodies, user };
}
