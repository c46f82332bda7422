import { fundingPaymentSchema } from '@baro/contracts/routes/futures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  BTC_OPTION,
  infoItem,
  leverageSetting,
  order,
  page,
  position,
} from '../../futures/futures-test-kit.ts';
import { json, recordingSocketClient, renderMarket } from '../../market/market-test-kit.tsx';
import type { RouteAnswer } from '../../market/market-test-kit.tsx';
import { toastQueue } from '../../ui/toast-queue.ts';
import type { ToastRequest } from '../../ui/toast-queue.ts';
import { member, walletEntry } from '../../wallet/wallet-test-kit.tsx';
import { FuturesScreen } from './futures-screen.tsx';
import { crossQueue, futuresInfoTopic, futuresQueue } from '../../socket/destinations.ts';

// The futures page against a fake server answering the contracts' shapes (futures-test-kit parses
// every fixture with the contract's schema) and a recording socket the test pushes events into.

const noCandles = () => json(200, { stock: 'BTCUSDT', period: '1m', candles: [] });

interface Fake {
  positions?: unknown[];
  orders?: unknown[];
  history?: unknown[];
  extra?: Record<string, RouteAnswer>;
}

function routes(fake: Fake = {}): Record<string, RouteAnswer> {
  return {
    '/api/futures/option/list': () => json(200, [BTC_OPTION]),
    '/api/stock/key_value': () => json(200, { kind: 'FUTURES_INFO', items: [infoItem()] }),
    '/api/stock/chart': noCandles,
    '/api/futures/history/open_position': () => json(200, fake.positions ?? []),
    '/api/futures/history/open_order': () => json(200, fake.orders ?? []),
    '/api/futures/history/list': () => json(200, page(fake.history ?? [])),
    '/api/futures/history/funding': () => json(200, { ...page([]), totalAmount: '0' }),
    '/api/futures/history/last_leverage': () => json(200, leverageSetting(10, 'ISOLATED')),
    '/api/futures/order/qty_per': (request) => {
      const leverage = Number(new URL(request.url).searchParams.get('leverage'));
      return json(200, {
        futuresOptionId: 11,
        leverage,
        maxQty: '2000',
        maxPositionQty: String(leverage * 100_000),
      });
    },
    '/api/wallet/my': () => json(200, { FUTURES: walletEntry('FUTURES', 'USDT', '1000') }),
    ...fake.extra,
  };
}

function signedInAt(path: string, fake: Fake = {}) {
  const socket = recordingSocketClient();
  const view = renderMarket(<FuturesScreen />, path, {
    routes: routes(fake),
    routePaths: ['/future/:id', '/futureView/:id'],
    socket: socket.client,
  });
  view.services.store
    .getState()
    .signedIn(member({ FUTURES: walletEntry('FUTURES', 'USDT', '1000') }), 'access');
  return { ...view, socket };
}

function collectToasts(): ToastRequest[] {
  const toasts: ToastRequest[] = [];
  const detach = toastQueue.attach((request) => toasts.push(request));
  onTestFinished(detach);
  toasts.splice(0);
  return toasts;
}

describe('FuturesScreen', () => {
  it('shows a visitor the live figures and the chart but no order panel', async () => {
    const view = renderMarket(<FuturesScreen />, '/futureView/11', {
      routes: routes(),
      routePaths: ['/futureView/:id'],
    });
    await waitFor(() => {
      expect(screen.getByTestId('last-price').textContent).toBe('50,000.0');
    });
    // A visitor has no wallet to read: asking for one would only be refused (401).
    expect(view.calls.some((call) => call.includes('/api/wallet/my'))).toBe(false);
    expect(screen.getByTestId('mark-price').textContent).toBe('50,010.0');
    expect(screen.getByTestId('funding-rate').textContent).toBe('0.0100%');
    expect(screen.getByTestId('funding-countdown').textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(screen.queryByRole('button', { name: '롱 (매수)' })).toBeNull();
    expect(screen.getByText('로그인 후 이용할 수 있습니다.')).toBeTruthy();
  });

  it('fills 25 % of qty_per, shows cost and liquidation estimate, confirms and sends a market LONG', async () => {
    const bodies: unknown[] = [];
    const view = signedInAt('/future/11', {
      extra: {
        '/api/futures/order': async (request) => {
          bodies.push(await request.json());
          return json(
            200,
            order({
              id: 950,
              marketType: 'MARKET',
              status: 'FILLED',
              qty: '500',
              price: null,
              futuresPositionId: 501,
            }),
          );
        },
      },
    });
    const user = userEvent.setup();
    expect((await screen.findByTestId('leverage')).textContent).toBe('10x');
    expect(screen.getByTestId('margin-type').textContent).toBe('격리');
    await waitFor(() => {
      expect(screen.getByTestId('max-qty').textContent).toBe('2,000.00 USDT');
    });
    // Free in the wallet, beside the largest order it pays for at 10×.
    expect(screen.getByTestId('available').textContent).toBe('1,000.00 USDT');
    await user.click(screen.getByRole('button', { name: '25%' }));
    // 500 / 10 + 500 × 0.0008 = 50.40; LONG 10× at 50,000 isolated: 50,000 × 0.9 / 0.996.
    expect(screen.getByTestId('cost-long').textContent).toBe('50.40 USDT');
    expect(screen.getByTestId('liq-long').textContent).toBe('45,180.7');
    await user.click(screen.getByRole('button', { name: '롱 (매수)' }));
    const dialog = await screen.findByRole('dialog', { name: '롱 주문 확인' });
    expect(within(dialog).getByTestId('confirm-cost').textContent).toBe('50.40 USDT');
    await user.click(within(dialog).getByRole('button', { name: '주문하기' }));
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    const { requestId, ...sent } = bodies[0] as { requestId: string };
    expect(sent).toEqual({ futuresOptionId: 11, tradeType: 'LONG', qty: '500', marketType: 'MARKET' });
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(view.alerts).toEqual([]);
  });

  it('sends a resting LIMIT with its TP/SL at entry in the order itself, and no TP/SL call', async () => {
    const bodies: unknown[] = [];
    const view = signedInAt('/future/11', {
      extra: {
        '/api/futures/order': async (request) => {
          bodies.push(await request.json());
          return json(200, order({ takeProfit: '52000', stopLoss: '47000', isMarkTp: true, isMarkSl: true }));
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '지정가' }));
    await user.type(screen.getByRole('textbox', { name: '지정가' }), '48000');
    await user.type(screen.getByRole('textbox', { name: '주문 수량' }), '100');
    await user.click(screen.getByRole('checkbox', { name: 'TP/SL' }));
    // The TP/SL no longer depend on this page staying open: no warning says so.
    expect(screen.queryByText(/화면이 열려 있으면/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'TP 가격' }), '52000');
    await user.type(screen.getByRole('textbox', { name: 'SL 가격' }), '47000');
    // The SL on the last price, as the position's TP/SL dialog lets the member pick; the TP stays on mark.
    const slBasis = screen.getByRole('group', { name: 'SL 기준' });
    await user.click(within(slBasis).getByRole('button', { name: '최종가격' }));
    expect(within(slBasis).getByRole('button', { name: '최종가격' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: '롱 (매수)' }));
    const dialog = await screen.findByRole('dialog', { name: '롱 주문 확인' });
    await user.click(within(dialog).getByRole('button', { name: '주문하기' }));
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    const { requestId: _requestId, ...sent } = bodies[0] as { requestId: string };
    expect(sent).toEqual({
      futuresOptionId: 11,
      tradeType: 'LONG',
      qty: '100',
      marketType: 'LIMIT',
      price: '48000',
      takeProfit: '52000',
      stopLoss: '47000',
      isMarkTp: true,
      isMarkSl: false,
    });
    expect(view.calls.some((call) => call.startsWith('POST /api/futures/order/tpsl'))).toBe(false);
    expect(view.alerts).toEqual([]);
  });

  it('refuses a form without a limit price before sending anything', async () => {
    const view = signedInAt('/future/11');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '지정가' }));
    await user.type(screen.getByRole('textbox', { name: '주문 수량' }), '100');
    await user.click(screen.getByRole('button', { name: '숏 (매도)' }));
    expect(screen.getByRole('alert').textContent).toBe('지정가를 입력해주세요.');
    expect(view.calls.some((call) => call.startsWith('POST /api/futures/order'))).toBe(false);
  });

  it("moves a position's uPnL and ROE with the mark price", async () => {
    const view = signedInAt('/future/11', { positions: [position()] });
    const pnl = await screen.findByTestId('position-pnl');
    // Mark 50,010: 10,000 × (50,010 / 50,000 − 1) = 2.
    expect(pnl.textContent).toBe('+2.00000000');
    await waitFor(() => {
      expect(view.socket.subscribed(futuresInfoTopic)).toBe(true);
    });
    act(() => {
      view.socket.push(futuresInfoTopic, {
        items: [infoItem({ markPrice: '55000' })],
      });
    });
    await waitFor(() => {
      expect(screen.getByTestId('position-pnl').textContent).toBe('+1,000.00000000');
    });
    expect(screen.getByTestId('position-roe').textContent).toBe('+100.00%');
  });

  it('shows the summary from the first read, the margin held counted: 100 + 50 held + 5 uPnL is 155', async () => {
    const futures = { ...walletEntry('FUTURES', 'USDT', '100', '50'), pnl: '5' };
    // No cross push is sent in this test: the row comes from the wallet read alone.
    signedInAt('/future/11', {
      positions: [position({ margin: '50', qty: '500', unrealizedPnl: '5' })],
      extra: { '/api/wallet/my': () => json(200, { FUTURES: futures }) },
    });
    await waitFor(() => {
      expect(screen.getByTestId('cross-equity').textContent).toBe('155.0000');
    });
    expect(screen.getByTestId('cross-balance').textContent).toBe('150.0000');
    expect(screen.getByTestId('cross-pnl').textContent).toBe('+5.00000000');
  });

  it('applies queue events to the lists with spec §4 toasts, and the cross figures', async () => {
    const toasts = collectToasts();
    const view = signedInAt('/future/11', { positions: [position()] });
    await screen.findByTestId('position');
    await waitFor(() => {
      expect(view.socket.subscribed(futuresQueue)).toBe(true);
    });
    act(() => {
      view.socket.push(futuresQueue, { type: 'ORDER_SUCCESS', seq: 1, ...order() });
    });
    await waitFor(() => {
      expect(screen.getByRole('tab', { name: '미체결 (1)' })).toBeTruthy();
    });
    act(() => {
      view.socket.push(futuresQueue, {
        type: 'POSITION_LIQUID',
        seq: 2,
        ...position(),
        marketType: 'LIQUIDATION',
        closePrice: '45100',
        realizedPnl: '-1000',
        closeTick: { source: 'replay', at: '2026-01-05T02:00:00.000Z', price: '45100' },
      });
      view.socket.push(crossQueue, { seq: 3, playerPoint: '0', markPnl: '-1003', minusFundingFee: '1.25' });
    });
    await waitFor(() => {
      expect(screen.queryByTestId('position')).toBeNull();
    });
    // The uPnL is the push's; the balance the FUTURES wallet's (realPoint 1,000); the equity, their
    // sum, is shown floored at zero.
    await waitFor(() => {
      expect(screen.getByTestId('cross-pnl').textContent).toBe('-1,003.00000000');
    });
    expect(screen.getByTestId('cross-balance').textContent).toBe('1,000.0000');
    expect(screen.getByTestId('cross-equity').textContent).toBe('0.0000');
    expect(toasts).toEqual([
      { tone: 'success', message: 'BTCUSDT 주문이 완료되었습니다.', durationMs: 2000 },
      { tone: 'error', message: '청산', durationMs: 2000 },
    ]);
  });

  it('toasts a copy placed (success), a copy skipped with its reason (warning) and a copy closed', async () => {
    const toasts = collectToasts();
    const view = signedInAt('/future/11');
    await waitFor(() => {
      expect(view.socket.subscribed(futuresQueue)).toBe(true);
    });
    const copy = {
      futuresPositionId: 501,
      futuresOptionId: 11,
      tradeType: 'LONG',
      futuresFollowerOrderId: 701,
      futuresTraderOrderId: 601,
    };
    act(() => {
      view.socket.push(futuresQueue, {
        type: 'COPYTRADE_OPEN',
        seq: 1,
        ...copy,
        traderId: 3,
        margin: '50',
        price: '50000',
        status: 'OPENED',
        skipReason: null,
      });
      view.socket.push(futuresQueue, {
        type: 'COPYTRADE_OPEN',
        seq: 2,
        ...copy,
        futuresPositionId: null,
        futuresFollowerOrderId: 702,
        traderId: 3,
        margin: '0',
        price: '50000',
        status: 'SKIPPED',
        skipReason: 'COPY_INSUFFICIENT_BALANCE',
      });
      view.socket.push(futuresQueue, {
        type: 'COPYTRADE_CLOSE',
        seq: 3,
        ...copy,
        closePrice: '51000',
        realizedPnl: '10',
      });
    });
    await waitFor(() => {
      expect(toasts).toHaveLength(3);
    });
    expect(toasts).toEqual([
      { tone: 'success', message: '카피 주문이 체결되었습니다', durationMs: 2000 },
      {
        tone: 'warning',
        message: '카피 주문이 실행되지 않았습니다: 선물 지갑의 사용 가능 잔액이 부족합니다.',
        durationMs: 2000,
      },
      { tone: 'success', message: '카피 포지션이 종료되었습니다', durationMs: 2000 },
    ]);
  });

  it('cancels an open order and shows the fill tick in the history', async () => {
    const cancelled: unknown[] = [];
    const filled = order({
      id: 960,
      status: 'FILLED',
      fee: '0.4',
      fillTick: { source: 'binance', at: '2026-01-05T01:02:03.456Z', price: '48000' },
      realizedPnl: '-120.5',
    });
    signedInAt('/future/11', {
      orders: [order()],
      history: [filled],
      extra: {
        '/api/futures/order/cancel': async (request) => {
          cancelled.push(await request.json());
          return json(200, order({ status: 'CANCELLED' }));
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '미체결 (1)' }));
    await user.click(within(await screen.findByTestId('open-order')).getByRole('button', { name: '취소' }));
    await waitFor(() => {
      expect(screen.getByText('미체결 주문이 없습니다.')).toBeTruthy();
    });
    expect(cancelled).toEqual([{ id: 901 }]);
    await user.click(screen.getByRole('tab', { name: '주문내역' }));
    expect((await screen.findByTestId('realized-pnl')).textContent).toBe('-120.50000000');
    expect((await screen.findByTestId('fill-tick')).textContent).toBe(
      '체결 48,000.0 · 2026-01-05 10:02:03.456 · 출처 바이낸스',
    );
  });

  it('lists the funding payments and receipts with their rate and mark under the funding tab', async () => {
    const payment = (id: number, tradeType: 'LONG' | 'SHORT', amount: string) =>
      fundingPaymentSchema.parse({
        id,
        futuresOptionId: 11,
        futuresPositionId: 500 + id,
        stock: 'BTCUSDT',
        tradeType,
        fundingAt: '2026-01-05T08:00:00.000Z',
        fundingRate: '0.000100',
        markPrice: '50000.0',
        markSource: 'binance',
        amount,
      });
    signedInAt('/future/11', {
      extra: {
        '/api/futures/history/funding': () =>
          json(200, {
            ...page([payment(2, 'LONG', '1.5'), payment(1, 'SHORT', '-0.25')]),
            totalAmount: '1.25',
          }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '펀딩' }));
    const rows = await screen.findAllByTestId('funding-payment');
    // Paid in all on the option, from the funding history (the member has no position open), with
    // the wallet's sign each row below has: 1.5 paid and 0.25 received is −1.25.
    expect(screen.getByTestId('funding-paid').textContent).toBe('-1.25000000');
    expect(rows.map((row) => row.textContent)).toEqual([
      '롱 · 0.0100%2026-01-05 17:00 · 마크 50,000.0 · 출처 바이낸스-1.50000000',
      '숏 · 0.0100%2026-01-05 17:00 · 마크 50,000.0 · 출처 바이낸스+0.25000000',
    ]);
  });

  it('shows 0 paid in funding for a member who never paid any, with no position open', async () => {
    signedInAt('/future/11');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '펀딩' }));
    await waitFor(() => {
      expect(screen.getByTestId('funding-paid').textContent).toBe('0.00000000');
    });
  });

  it('reads the funding paid and the wallet again when a funding time settles (the cross push’s funding moves)', async () => {
    let total = '0';
    let futures = walletEntry('FUTURES', 'USDT', '100');
    const view = signedInAt('/future/11', {
      extra: {
        '/api/futures/history/funding': () => json(200, { ...page([]), totalAmount: total }),
        '/api/wallet/my': () => json(200, { FUTURES: futures }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '펀딩' }));
    await waitFor(() => {
      expect(screen.getByTestId('funding-paid').textContent).toBe('0.00000000');
    });
    await waitFor(() => {
      expect(view.socket.subscribed(crossQueue)).toBe(true);
    });
    const qtyReads = () => view.calls.filter((call) => call.includes('/api/futures/order/qty_per')).length;
    await waitFor(() => {
      expect(qtyReads()).toBeGreaterThan(0);
    });
    const readsBefore = qtyReads();
    total = '2.5';
    futures = walletEntry('FUTURES', 'USDT', '97.5');
    // The first push only tells what was paid so far; nothing has settled since the page read it.
    act(() => {
      view.socket.push(crossQueue, { seq: 1, playerPoint: '100', markPnl: '0', minusFundingFee: '0' });
    });
    act(() => {
      view.socket.push(crossQueue, { seq: 2, playerPoint: '97.5', markPnl: '0', minusFundingFee: '2.5' });
    });
    await waitFor(() => {
      expect(screen.getByTestId('funding-paid').textContent).toBe('-2.50000000');
    });
    // The free balance moved, so the largest order it pays for is read again.
    await waitFor(() => {
      expect(qtyReads()).toBe(readsBefore + 1);
    });
    await user.click(screen.getByRole('tab', { name: /^포지션/ }));
    await waitFor(() => {
      expect(screen.getByTestId('cross-balance').textContent).toBe('97.5000');
    });
  });

  it("shows the server's message when it refuses a leverage change, and the tier cap", async () => {
    const view = signedInAt('/future/11', {
      extra: {
        '/api/futures/order/leverage': () =>
          json(409, {
            status: 409,
            code: 'LEVERAGE_CHANGE_WITH_POSITION',
            message: '포지션이 있는 상태에서는 레버리지를 변경할 수 없습니다.',
          }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('leverage'));
    const dialog = await screen.findByRole('dialog', { name: '레버리지 조정' });
    await user.click(within(dialog).getByRole('button', { name: '25x' }));
    await waitFor(() => {
      expect(within(dialog).getByTestId('tier-cap').textContent).toBe('2,500,000.00 USDT');
    });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => {
      expect(view.alerts).toEqual(['포지션이 있는 상태에서는 레버리지를 변경할 수 없습니다.']);
    });
    expect(screen.getByTestId('leverage').textContent).toBe('10x');
  });

  it('sets TP/SL on a position, adjusts its margin with a request id, and closes it at market', async () => {
    const sent: { tpsl: unknown[]; margin: unknown[]; order: unknown[] } = {
      tpsl: [],
      margin: [],
      order: [],
    };
    const record = (key: keyof typeof sent, answer: unknown) => async (request: Request) => {
      sent[key].push(await request.json());
      return json(200, answer);
    };
    signedInAt('/future/11', {
      positions: [position()],
      extra: {
        '/api/futures/order/tpsl': record(
          'tpsl',
          position({ takeProfit: '55000', stopLoss: '48000', isMarkSl: false }),
        ),
        '/api/futures/order/margin': record(
          'margin',
          position({ margin: '1100', liquidationPrice: '44700' }),
        ),
        '/api/futures/order': record(
          'order',
          order({ marketType: 'MARKET', status: 'FILLED', tradeType: 'SHORT', qty: '10000' }),
        ),
      },
    });
    const user = userEvent.setup();
    const card = await screen.findByTestId('position');
    await user.click(within(card).getByRole('button', { name: 'TP/SL' }));
    const tpsl = await screen.findByRole('dialog', { name: 'TP/SL 설정' });
    await user.type(within(tpsl).getByRole('textbox', { name: 'TP 가격' }), '49000');
    await user.click(within(tpsl).getByRole('button', { name: '확인' }));
    // A LONG's TP below its entry is refused before anything is sent.
    expect(within(tpsl).getByRole('alert').textContent).toBe('TP는 진입가보다 높아야 합니다.');
    await user.clear(within(tpsl).getByRole('textbox', { name: 'TP 가격' }));
    expect(within(tpsl).queryByTestId('tp-estimate')).toBeNull();
    await user.type(within(tpsl).getByRole('textbox', { name: 'TP 가격' }), '55000');
    await user.type(within(tpsl).getByRole('textbox', { name: 'SL 가격' }), '48000');
    // The LONG of 10,000 USDT from 50,000 on a margin of 1,000: at 55,000 it gains 10,000 × 0.1,
    // at 48,000 it loses 10,000 × 0.04, before the closing fee.
    expect(within(tpsl).getByTestId('tp-estimate').textContent).toBe('+1,000.00000000 USDT (+100.00%)');
    expect(within(tpsl).getByTestId('sl-estimate').textContent).toBe('-400.00000000 USDT (-40.00%)');
    expect(within(tpsl).getByTestId('sl-estimate').className).toContain('text-down');
    await user.click(within(tpsl).getAllByRole('button', { name: '최종가격' })[1] as HTMLElement);
    await user.click(within(tpsl).getByRole('button', { name: '확인' }));
    await waitFor(() => {
      expect(screen.getByTestId('position-tpsl').textContent).toBe('55,000.0 / 48,000.0');
    });
    expect(sent.tpsl).toEqual([
      { futuresPositionId: 501, takeProfit: '55000', stopLoss: '48000', isMarkTp: true, isMarkSl: false },
    ]);

    await user.click(within(screen.getByTestId('position')).getByRole('button', { name: '증거금 조정' }));
    const margin = await screen.findByRole('dialog', { name: '증거금 조정' });
    // Up to the wallet's free 1,000 may be added; 1,100 backing the LONG moves its liquidation
    // price from 45,180.7 to 50,000 × 0.89 / 0.996 = 44,678.7 before anything is sent.
    expect(within(margin).getByTestId('margin-max').textContent).toBe('1,000.0000 USDT');
    await user.type(within(margin).getByRole('textbox', { name: '증거금 금액' }), '100');
    expect(within(margin).getByTestId('margin-new-liq').textContent).toBe('44,678.7');
    await user.click(within(margin).getByRole('button', { name: '확인' }));
    await waitFor(() => {
      expect(screen.getByTestId('position-liq').textContent).toBe('44,700.0');
    });
    const { requestId, ...marginBody } = sent.margin[0] as { requestId: string };
    expect(marginBody).toEqual({ amount: '100', futuresPositionId: 501, type: 'ADD' });
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);

    await user.click(within(screen.getByTestId('position')).getByRole('button', { name: '시장가 종료' }));
    await waitFor(() => {
      expect(sent.order).toHaveLength(1);
    });
    expect(sent.order[0]).toMatchObject({
      futuresOptionId: 11,
      tradeType: 'SHORT',
      qty: '10000',
      marketType: 'MARKET',
      // Close only: the server refuses it once this position is gone instead of opening a SHORT.
      futuresPositionId: 501,
    });
  });
});
