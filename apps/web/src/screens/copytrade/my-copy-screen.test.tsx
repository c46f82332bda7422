import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { copyOrder, follow, summary } from '../../copytrade/copytrade-test-kit.ts';
import { infoItem, order, page } from '../../futures/futures-test-kit.ts';
import { json, recordingSocketClient, renderMarket } from '../../market/market-test-kit.tsx';
import { futuresQueue } from '../../socket/destinations.ts';
import { toastQueue } from '../../ui/toast-queue.ts';
import type { ToastRequest } from '../../ui/toast-queue.ts';
import type { RouteAnswer } from '../../market/market-test-kit.tsx';
import { MyCopyScreen } from './my-copy-screen.tsx';

function routes(extra: Record<string, RouteAnswer> = {}): Record<string, RouteAnswer> {
  return {
    '/api/copytrade/follower': () => json(200, summary()),
    '/api/copytrade/follower/my_trader_follower': () => json(200, follow()),
    '/api/copytrade/history/follower/open': () => json(200, [copyOrder()]),
    '/api/copytrade/history/follower/list': () =>
      json(
        200,
        page([
          copyOrder({
            futuresFollowerOrderId: 690,
            status: 'CLOSED',
            closePrice: '51000',
            realizedPnl: '10',
            profitShare: '1',
            closedAt: '2026-01-05T02:00:00.000Z',
          }),
          copyOrder({
            futuresFollowerOrderId: 691,
            status: 'SKIPPED',
            margin: '0',
            qty: '0',
            skipReason: 'COPY_BELOW_MIN_QTY',
          }),
        ]),
      ),
    '/api/stock/key_value': () =>
      json(200, { kind: 'FUTURES_INFO', items: [infoItem({ markPrice: '55000' })] }),
    ...extra,
  };
}

function show(extra: Record<string, RouteAnswer> = {}) {
  return renderMarket(<MyCopyScreen />, '/copytrade/my', { routes: routes(extra) });
}

describe('MyCopyScreen', () => {
  it('shows the totals, the current follow with its settings and the open copy with its live pnl', async () => {
    show();
    expect((await screen.findByTestId('profit-share-paid')).textContent).toBe('3.70 USDT');
    const card = within(await screen.findByTestId('current-follow'));
    expect(card.getByRole('link', { name: '고수트레이더' }).getAttribute('href')).toBe('/copytrade/trader/3');
    expect(card.getByText('50%')).toBeTruthy();
    expect(card.getByTestId('bet-usage').textContent).toBe('120.50 / 500.00 USDT');
    expect(card.getByText('ETHUSDT')).toBeTruthy();
    // 500 USDT LONG from 50,000 at a mark of 55,000: +50 USDT, ROE +100 % on 50 margin.
    await waitFor(() => {
      expect(screen.getByTestId('copy-pnl').textContent).toBe('+50.00 USDT');
    });
    expect(screen.getByText('+100.00%')).toBeTruthy();
  });

  it('lists the closed copies with the profit share, and the skipped ones with the reason in Korean', async () => {
    show();
    const user = userEvent.setup();
    await screen.findByTestId('open-copy');
    await user.click(screen.getByRole('button', { name: '종료 내역' }));
    const closed = within(await screen.findByTestId('closed-copy'));
    expect(closed.getByText('+10.00 USDT')).toBeTruthy();
    expect(closed.getByText('1.00 USDT')).toBeTruthy();
    expect(screen.queryByTestId('skipped-copy')).toBeNull();
    await user.click(screen.getByRole('button', { name: '미체결 카피' }));
    expect((await screen.findByTestId('skip-reason')).textContent).toBe(
      '카피 수량이 최소 주문 수량보다 적습니다.',
    );
  });

  it('closes one copy at the market with its ids and a request id, then reads the lists again', async () => {
    const bodies: Record<string, unknown>[] = [];
    const view = show({
      '/api/futures/order/copytrade/close': async (request) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return json(200, order({ id: 990, marketType: 'MARKET', status: 'FILLED', price: null }));
      },
    });
    const user = userEvent.setup();
    const row = within(await screen.findByTestId('open-copy'));
    const opensBefore = view.calls.filter((call) => call.includes('/follower/open')).length;
    await user.click(row.getByRole('button', { name: '종료' }));
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(bodies[0]).toMatchObject({ futuresFollowerOrderId: 701, futuresTraderOrderId: 601 });
    expect(bodies[0]?.requestId).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => {
      expect(view.calls.filter((call) => call.includes('/follower/open')).length).toBeGreaterThan(
        opensBefore,
      );
    });
  });

  it("unfollows after confirming, and shows the server's refusal", async () => {
    const view = show({
      '/api/copytrade/follower/unfollow': () =>
        json(409, { status: 409, code: 'NOT_FOLLOWING', message: '팔로우 중인 트레이더가 없습니다.' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '팔로우 해제' }));
    await waitFor(() => {
      expect(view.alerts).toEqual(['팔로우 중인 트레이더가 없습니다.']);
    });
    expect(
      view.calls.filter((call) => call.startsWith('POST /api/copytrade/follower/unfollow?')),
    ).toHaveLength(1);
  });

  it('invites a member who follows nobody to find a trader', async () => {
    show({ '/api/copytrade/follower/my_trader_follower': () => json(200, null) });
    expect(await screen.findByText('팔로우 중인 트레이더가 없습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '트레이더 찾기' })).toBeTruthy();
  });
});

describe('MyCopyScreen and the futures queue', () => {
  it('toasts a copy placed or skipped and reads the copies again', async () => {
    const toasts: ToastRequest[] = [];
    onTestFinished(toastQueue.attach((request) => toasts.push(request)));
    toasts.splice(0);
    const socket = recordingSocketClient();
    const view = renderMarket(<MyCopyScreen />, '/copytrade/my', { routes: routes(), socket: socket.client });
    await screen.findByTestId('open-copy');
    await waitFor(() => {
      expect(socket.subscribed(futuresQueue)).toBe(true);
    });
    const opensBefore = view.calls.filter((call) => call.includes('/follower/open')).length;
    act(() => {
      socket.push(futuresQueue, {
        type: 'COPYTRADE_OPEN',
        seq: 1,
        futuresPositionId: null,
        futuresOptionId: 11,
        tradeType: 'LONG',
        futuresFollowerOrderId: 702,
        futuresTraderOrderId: 602,
        traderId: 3,
        margin: '0',
        price: '50000',
        status: 'SKIPPED',
        skipReason: 'COPY_MAX_BET_REACHED',
      });
    });
    await waitFor(() => {
      expect(view.calls.filter((call) => call.includes('/follower/open')).length).toBeGreaterThan(
        opensBefore,
      );
    });
    expect(toasts).toEqual([
      {
        tone: 'warning',
        message: '카피 주문이 실행되지 않았습니다: 최대 투자금 한도에 도달했습니다.',
        durationMs: 2000,
      },
    ]);
  });
});
