import { overseaOrderSchema, overseaPositionSchema } from '@baro/contracts/routes/oversea';
import type { OverseaOrder, OverseaPosition } from '@baro/contracts/routes/oversea';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, recordingSocketClient, renderMarket } from '../../market/market-test-kit.tsx';
import type { RouteAnswer } from '../../market/market-test-kit.tsx';
import { overseaCrossQueue, overseaQueue, overseaTopic, pointQueue } from '../../socket/destinations.ts';
import { toastQueue } from '../../ui/toast-queue.ts';
import type { ToastRequest } from '../../ui/toast-queue.ts';
import { member, walletEntry } from '../../wallet/wallet-test-kit.tsx';
import { OverseaScreen } from './oversea-screen.tsx';

// The chart answers no candles here, so the page renders without a canvas (jsdom has none).
const noCandles = (request: Request) =>
  json(200, {
    stock: new URL(request.url).searchParams.get('stock'),
    period: new URL(request.url).searchParams.get('period'),
    candles: [],
  });

function overseaOption(id: number, stock: string, koName: string, currency: string, isRest = false) {
  return {
    id,
    stock,
    koName,
    precision: 2,
    currency,
    type: 'INDEX',
    isRest,
    tickSize: '0.25',
    tickValue: '5',
    krwRate: '1380',
    marginPerLot: '1000000',
    feePerLot: '5000',
  };
}

function statistics(stock: string, lastPrice: string, priceChangePercent: string) {
  return {
    stock,
    lastPrice,
    priceChange: '1',
    priceChangePercent,
    highPrice: lastPrice,
    lowPrice: lastPrice,
    volume: '1',
  };
}

describe('OverseaScreen on a View page', () => {
  const routes = {
    '/api/oversea/option/list': () =>
      json(200, [
        overseaOption(1, 'NQ', '나스닥100', 'USD'),
        overseaOption(2, 'K200', '코스피200', 'KRW', true),
      ]),
    '/api/trade/ticker_statistics': () => json(200, [statistics('K200', '350.1', '0.25')]),
    '/api/stock/chart': noCandles,
  };

  it('opens the first option, KRW first, when no id is given, and marks a resting market', async () => {
    const view = renderMarket(<OverseaScreen />, '/overseaView', {
      routes,
      routePaths: ['/overseaView', '/overseaView/:id'],
    });
    await waitFor(() => {
      expect(view.pathname()).toBe('/overseaView/2');
    });
    expect(await screen.findByText('코스피200')).toBeTruthy();
    expect(screen.getByText('휴장')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByTestId('last-price').textContent).toBe('350.10');
    });
    expect(screen.getByText('+0.25%')).toBeTruthy();
  });
});

const NQ = overseaOption(1, 'NQ', '나스닥100', 'USD');

function position(overrides: Partial<OverseaPosition> = {}): OverseaPosition {
  return overseaPositionSchema.parse({
    overseaPositionId: 31,
    overseaOptionId: 1,
    stock: 'NQ',
    tradeType: 'LONG',
    qty: 1,
    entryPrice: '18000',
    lastPrice: '18001',
    margin: '1000000',
    unrealizedPnl: '27600',
    tpTick: 10,
    slTick: 10,
    tpPrice: '18002.5',
    slPrice: '17997.5',
    isOvernight: false,
    openedAt: '2026-01-05T01:00:00.000Z',
    updatedAt: '2026-01-05T01:00:00.000Z',
    ...overrides,
  });
}

function order(overrides: Partial<OverseaOrder> = {}): OverseaOrder {
  return overseaOrderSchema.parse({
    id: 41,
    overseaOptionId: 1,
    overseaPositionId: null,
    stock: 'NQ',
    tradeType: 'LONG',
    marketType: 'LIMIT',
    status: 'OPEN',
    qty: 1,
    price: '17990',
    fee: '0',
    fillTick: null,
    createdAt: '2026-01-05T01:00:00.000Z',
    updatedAt: '2026-01-05T01:00:00.000Z',
    ...overrides,
  });
}

const page = <T,>(content: readonly T[]) => ({
  content,
  page: 1,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
});

interface Fake {
  options?: unknown[];
  positions?: unknown[];
  orders?: unknown[];
  /** The BINARY wallet's available point; 5,000,000원 unless given. */
  point?: string;
  extra?: Record<string, RouteAnswer>;
}

function memberAt(path: string, fake: Fake = {}) {
  const socket = recordingSocketClient();
  const binary = { ...walletEntry('BINARY', 'KRW', fake.point ?? '5000000'), losscut: '0', pnl: '0' };
  const view = renderMarket(<OverseaScreen />, path, {
    routes: {
      '/api/oversea/option/list': () => json(200, fake.options ?? [NQ]),
      '/api/trade/ticker_statistics': () => json(200, [statistics('NQ', '18001', '0.5')]),
      '/api/stock/chart': noCandles,
      '/api/oversea/history/open_position': () => json(200, fake.positions ?? []),
      '/api/oversea/history/open_order': () => json(200, fake.orders ?? []),
      '/api/oversea/history/list': () => json(200, page([])),
      '/api/oversea/history/daily_profit': () => json(200, page([])),
      '/api/oversea/overnight': () => json(200, []),
      '/api/wallet/my': () => json(200, { BINARY: binary }),
      ...fake.extra,
    },
    routePaths: ['/oversea', '/oversea/:id'],
    socket: socket.client,
  });
  view.services.store.getState().signedIn(member({ BINARY: binary }), 'access');
  return { ...view, socket };
}

function collectToasts(): ToastRequest[] {
  const toasts: ToastRequest[] = [];
  const detach = toastQueue.attach((request) => toasts.push(request));
  onTestFinished(detach);
  toasts.splice(0);
  return toasts;
}

describe('OverseaScreen for a member', () => {
  it('shows the cost and TP/SL prices of 3 lots and sends a market buy in whole lots with its ticks', async () => {
    const bodies: unknown[] = [];
    const view = memberAt('/oversea/1', {
      extra: {
        '/api/oversea/order': async (request) => {
          bodies.push(await request.json());
          return json(200, order({ marketType: 'MARKET', status: 'FILLED', price: null, qty: 3 }));
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '3' }));
    // 3 lots × (1,000,000원 margin + 5,000원 opening fee) from the point; the same fee again on close.
    expect(screen.getByTestId('order-margin').textContent).toBe('3,000,000원');
    expect(screen.getByTestId('order-fee').textContent).toBe('15,000원');
    expect(screen.getByTestId('order-cost').textContent).toBe('3,015,000원');
    expect(screen.getByTestId('closing-fee-note').textContent).toBe(
      '청산 시 수수료 15,000원이 추가로 부과됩니다.',
    );
    await waitFor(() => {
      expect(screen.getByTestId('order-available').textContent).toBe('5,000,000원');
    });
    await waitFor(() => {
      // 10 ticks of 0.25 from 18,001: TP 18,003.50 and SL 17,998.50 for a buy.
      expect(screen.getByTestId('long-tpsl').textContent).toBe('18,003.50 / 17,998.50');
    });
    expect(screen.getByTestId('short-tpsl').textContent).toBe('17,998.50 / 18,003.50');
    await user.click(screen.getByRole('button', { name: '매수' }));
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    const { requestId, ...sent } = bodies[0] as { requestId: string };
    expect(sent).toEqual({
      overseaOptionId: 1,
      tradeType: 'LONG',
      qty: 3,
      marketType: 'MARKET',
      tpTick: 10,
      slTick: 10,
    });
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(view.alerts).toEqual([]);
  });

  it("refuses with the server's message, unsent, an order whose margin and opening fee the point cannot pay", async () => {
    const view = memberAt('/oversea/1', { point: '3014999' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '3' }));
    await waitFor(() => {
      expect(screen.getByTestId('order-available').textContent).toBe('3,014,999원');
    });
    await user.click(screen.getByRole('button', { name: '매수' }));
    expect(screen.getByRole('alert').textContent).toBe('잔액이 부족합니다.');
    // One lot less fits.
    await user.click(screen.getByRole('button', { name: '1' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(view.calls.some((call) => call.startsWith('POST /api/oversea/order'))).toBe(false);
  });

  it('keeps the order buttons off on a closed market and says so', async () => {
    const view = memberAt('/oversea/1', { options: [{ ...NQ, isRest: true }] });
    expect(await screen.findByText('NQ종목이 현재 휴장중입니다.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '매수' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '매도' }).disabled).toBe(true);
    expect(view.calls.some((call) => call.startsWith('POST /api/oversea/order'))).toBe(false);
  });

  it('closes a position with a close-only market order of the other side for its lots', async () => {
    const bodies: unknown[] = [];
    memberAt('/oversea/1', {
      positions: [position({ qty: 2 })],
      extra: {
        '/api/oversea/order': async (request) => {
          bodies.push(await request.json());
          return json(
            200,
            order({ marketType: 'MARKET', status: 'FILLED', price: null, tradeType: 'SHORT', qty: 2 }),
          );
        },
      },
    });
    const user = userEvent.setup();
    // 4 ticks × $5 × 2 lots × 1,380 won a dollar, at the live 18,001.
    expect((await screen.findByTestId('position-pnl')).textContent).toBe('+55,200원');
    expect(screen.getByTestId('position-ticks').textContent).toBe('+4틱');
    await user.click(screen.getByRole('button', { name: '청산' }));
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    const { requestId: _requestId, ...sent } = bodies[0] as { requestId: string };
    // Close only: the server refuses it once this position is gone instead of opening a SHORT.
    expect(sent).toEqual({
      overseaOptionId: 1,
      tradeType: 'SHORT',
      qty: 2,
      marketType: 'MARKET',
      overseaPositionId: 31,
    });
  });

  it('edits and removes TP/SL and asks for overnight with its required margin shown', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const record = (answer: unknown) => async (request: Request) => {
      calls.push({ path: new URL(request.url).pathname, body: await request.json() });
      return json(200, answer);
    };
    memberAt('/oversea/1', {
      positions: [position()],
      extra: {
        '/api/oversea/order/tpsl': record(position({ tpTick: 20, tpPrice: '18005' })),
        '/api/oversea/order/delete-tpsl': record(position({ slTick: null, slPrice: null })),
        '/api/oversea/overnight': (request) =>
          request.method === 'GET'
            ? json(200, [
                { overseaPositionId: 31, overseaOptionId: 1, isActive: false, requiredMargin: '2000000' },
              ])
            : record({
                overseaPositionId: 31,
                overseaOptionId: 1,
                isActive: true,
                requiredMargin: '2000000',
              })(request),
      },
    });
    const user = userEvent.setup();
    await screen.findByTestId('oversea-position');
    expect(await screen.findByText('(필요 증거금 2,000,000원)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'TP/SL 설정' }));
    const tp = screen.getAllByRole('textbox', { name: 'TP 틱' }).at(-1);
    if (tp === undefined) throw new Error('no TP field');
    await user.clear(tp);
    await user.type(tp, '20');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => {
      expect(screen.getByTestId('position-tp').textContent).toBe('18,005.00');
    });
    await user.click(screen.getByRole('button', { name: 'SL 삭제' }));
    await user.click(screen.getByRole('checkbox', { name: '오버나잇' }));
    await waitFor(() => {
      expect(calls).toHaveLength(3);
    });
    expect(calls).toEqual([
      {
        path: '/api/oversea/order/tpsl',
        body: { overseaPositionId: 31, overseaOptionId: 1, tpTick: 20, slTick: 10 },
      },
      { path: '/api/oversea/order/delete-tpsl', body: { id: 31, overseaOptionId: 1, value: 'SL' } },
      { path: '/api/oversea/overnight', body: { overseaPositionId: 31, isActive: true } },
    ]);
  });

  it('applies queue events with spec §4 notifications and warns on the losscut gauge', async () => {
    const toasts = collectToasts();
    // A SHORT 4 ticks under water: −4 × $5 × 1,380 = −27,600원 at the live price.
    let open: OverseaPosition[] = [position({ tradeType: 'SHORT', unrealizedPnl: '-27600' })];
    const view = memberAt('/oversea/1', {
      extra: { '/api/oversea/history/open_position': () => json(200, open) },
    });
    await screen.findByTestId('oversea-position');
    await waitFor(() => {
      expect(view.socket.subscribed(overseaQueue)).toBe(true);
    });
    act(() => {
      view.socket.push(overseaQueue, { type: 'ORDER_SUCCESS', seq: 1, ...order() });
      // The server sends the BINARY wallet's balance push with every overseas figures push.
      view.socket.push(pointQueue, {
        ...walletEntry('BINARY', 'KRW', '0', '1000000'),
        losscut: '500000',
        seq: 1,
      });
      view.socket.push(overseaCrossQueue, {
        seq: 2,
        playerPoint: '0',
        playerGameWaitPoint: '1000000',
        lastPnl: '0',
        losscut: '500000',
      });
    });
    await waitFor(() => {
      expect(screen.getByRole('tab', { name: '미체결 (1)' })).toBeTruthy();
    });
    // Equity 1,000,000 − 27,600 (the positions' pnl, not the pushed one) against a 500,000 losscut:
    // under twice it, warning.
    expect(screen.getByTestId('losscut-gauge').dataset.level).toBe('warning');
    expect(screen.getByTestId('oversea-equity').textContent).toBe('972,400원');
    // The losscut reads every option's positions again: the server has none left.
    open = [];
    act(() => {
      view.socket.push(overseaQueue, { type: 'ORDER_FILLED', seq: 3, ...order({ status: 'FILLED' }) });
      view.socket.push(overseaQueue, {
        type: 'POSITION_LIQUID',
        seq: 4,
        ...position({ tradeType: 'SHORT', unrealizedPnl: '-27600' }),
        marketType: 'LIQUIDATION',
        closePrice: '17950',
        realizedPnl: '-700000',
        closeTick: { source: 'replay', at: '2026-01-05T02:00:00.000Z', price: '17950' },
      });
    });
    await waitFor(() => {
      expect(screen.queryByTestId('oversea-position')).toBeNull();
    });
    expect(toasts).toEqual([
      { tone: 'success', message: '주문 체결완료', durationMs: 1500 },
      { tone: 'error', message: '청산', durationMs: 2000 },
    ]);
  });

  it('on OVERSEA_OPTION_CLOSE of the viewed option waits 1000 ms, reads the list, alerts and reloads at /oversea', async () => {
    let closed = false;
    const NQ_CLOSED = { ...NQ, isRest: true };
    const ES = overseaOption(2, 'ES', 'S&P500', 'USD');
    const view = memberAt('/oversea/1', {
      extra: { '/api/oversea/option/list': () => json(200, closed ? [NQ_CLOSED, ES] : [NQ, ES]) },
    });
    const assign = vi.spyOn(view.services, 'assign');
    await screen.findByRole('button', { name: '매수' });
    await waitFor(() => {
      expect(view.socket.subscribed(overseaTopic)).toBe(true);
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    closed = true;
    act(() => {
      view.socket.push(overseaTopic, {
        type: 'OVERSEA_OPTION_CLOSE',
        overseaOptionId: 1,
        stock: 'NQ',
        at: '2026-01-05T21:00:00.000Z',
      });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(view.alerts).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await waitFor(() => {
      expect(view.alerts).toEqual(['현재 NQ이 휴장처리되었습니다.']);
    });
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/oversea');
    });
  });
});
