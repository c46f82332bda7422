import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, recordingSocketClient, renderMarket } from '../../market/market-test-kit.tsx';
import { listenToAudio } from '../../rounds/audio-test-kit.ts';
import { bet } from '../../rounds/round-test-kit.ts';
import { defaultSettings } from '../../settings/local-settings.ts';
import { toastQueue } from '../../ui/toast-queue.ts';
import type { ToastRequest } from '../../ui/toast-queue.ts';
import { member, walletEntry } from '../../wallet/wallet-test-kit.tsx';
import { ExchangeScreen } from './exchange-screen.tsx';
import { tradeQueue } from '../../socket/destinations.ts';

// The screen against a fake server whose clock is the test's: the round takes bets for 15 s more.

const option = {
  id: 1,
  stock: 'BTCUSDT',
  type: 'R.5',
  isPlay: 1,
  isStop: 1,
  payout: '1.95',
  minPoint: '1000',
  maxPoint: '1000000',
  roundLengthMs: 30_000,
};

function roundAround(nowMs: number, id: number, betCloseInMs: number) {
  const betCloseAt = nowMs + betCloseInMs;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    id,
    tradeOptionId: 1,
    roundNo: id,
    stock: 'BTCUSDT',
    type: 'R.5',
    openAt: iso(betCloseAt - 27_000),
    betCloseAt: iso(betCloseAt),
    lockAt: iso(betCloseAt + 3_000),
    closeAt: iso(betCloseAt + 33_000),
    payout: '1.95',
    lockTick: null,
    closeTick: null,
    result: null,
    voidReason: null,
    status: 0,
  };
}

function routes(betAnswer: (body: unknown) => Response) {
  return {
    '/api/trade/option/list': () => json(200, [option]),
    '/api/trade/ticker_statistics': () => json(200, []),
    '/api/stock/chart': () => json(200, { stock: 'BTCUSDT', period: '1m', candles: [] }),
    '/api/server_time_offset': (request: Request) => {
      const ms = Number(new URL(request.url).searchParams.get('ms'));
      return json(200, { serverTimeMs: Date.now(), offsetMs: Date.now() - ms });
    },
    '/api/trade/game/current': () => json(200, { current: roundAround(Date.now(), 11, 15_000), live: null }),
    '/api/trade/game/recent': () => json(200, []),
    '/api/trade/history/current_for_option': () => json(200, []),
    '/api/trade/history/list': () =>
      json(200, { content: [], page: 1, size: 20, totalElements: 0, totalPages: 0 }),
    '/api/trade/history/recent_all_history': () => json(200, []),
    '/api/trade/history/betting': async (request: Request) => betAnswer(await request.json()),
  };
}

const balance = { BINARY: walletEntry('BINARY', 'KRW', '50000') };

/** Types a stake, waits until the side's button takes it, and presses it. */
async function betWith(
  user: ReturnType<typeof userEvent.setup>,
  stake: string,
  button: '매수 상승' | '매도 하락',
) {
  await user.type(await screen.findByRole('textbox', { name: '투자 금액' }), stake);
  const side = screen.getByRole('button', { name: button });
  await waitFor(() => {
    expect(side.hasAttribute('disabled')).toBe(false);
  });
  await user.click(side);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExchangeScreen', () => {
  it('shows a visitor on the View page the countdown but no bet buttons', async () => {
    renderMarket(<ExchangeScreen />, '/exchangeView/1', {
      routes: routes(() => json(500, {})),
      routePaths: ['/exchangeView/:id'],
    });
    await waitFor(() => {
      expect(screen.getByTestId('betting-countdown').dataset.phase).toBe('betting');
    });
    expect(screen.queryByRole('button', { name: '매수 상승' })).toBeNull();
  });

  it('places a buy bet for the typed stake on the round taking bets and shows the stake', async () => {
    const bodies: unknown[] = [];
    const view = renderMarket(<ExchangeScreen />, '/exchange/1', {
      routes: routes((body) => {
        bodies.push(body);
        return json(200, bet({ id: 5, tradeOptionId: 1, tradeRoundId: 11, point: '10000' }));
      }),
      routePaths: ['/exchange/:id'],
    });
    view.services.store.getState().signedIn(member(balance), 'access');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '투자 금액' }), '10000');
    expect(screen.getByTestId('expected-return').textContent).toBe('19,500원');
    const buy = screen.getByRole('button', { name: '매수 상승' });
    await waitFor(() => {
      expect(buy.hasAttribute('disabled')).toBe(false);
    });
    await user.click(buy);
    await waitFor(() => {
      expect(screen.getByTestId('stake-current').textContent).toContain('상승 10,000');
    });
    expect(bodies).toEqual([expect.objectContaining({ point: '10000', tradeRoundId: 11, type: 'B' })]);
  });

  it("shows the server's catalogued message when it refuses the bet", async () => {
    const view = renderMarket(<ExchangeScreen />, '/exchange/1', {
      routes: routes(() =>
        json(409, { status: 409, code: 'INVESTMENT_TIME_CLOSED', message: '투자 시간이 마감되었습니다.' }),
      ),
      routePaths: ['/exchange/:id'],
    });
    view.services.store.getState().signedIn(member(balance), 'access');
    const user = userEvent.setup();
    await betWith(user, '5000', '매도 하락');
    await waitFor(() => {
      expect(view.alerts).toEqual(['투자 시간이 마감되었습니다.']);
    });
  });

  it('refuses a stake above the balance before sending', async () => {
    const view = renderMarket(<ExchangeScreen />, '/exchange/1', {
      routes: routes(() => json(500, {})),
      routePaths: ['/exchange/:id'],
    });
    view.services.store.getState().signedIn(member(balance), 'access');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '투자 금액' }), '60000');
    expect(screen.getByText('잔액이 부족합니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '매수 상승' }).hasAttribute('disabled')).toBe(true);
  });

  it.each([
    { success: true, rings: true },
    { success: false, rings: false },
  ])(
    'confirms an accepted bet with its side, stake and round, and rings only with SUCCESS on ($success)',
    async (flags) => {
      const toasts: ToastRequest[] = [];
      const detach = toastQueue.attach((request) => toasts.push(request));
      onTestFinished(detach);
      // Toasts of earlier tests waited in the app's one queue until a sink was attached.
      toasts.splice(0);
      const heard = listenToAudio();
      const view = renderMarket(<ExchangeScreen />, '/exchange/1', {
        routes: routes(() =>
          json(200, bet({ id: 5, tradeOptionId: 1, tradeRoundId: 11, roundNo: 3, point: '10000' })),
        ),
        routePaths: ['/exchange/:id'],
      });
      const state = view.services.store.getState();
      state.signedIn(member(balance), 'access');
      state.setSettings({
        ...defaultSettings,
        sounds: { ...defaultSettings.sounds, SUCCESS: flags.success },
      });
      const user = userEvent.setup();
      await betWith(user, '10000', '매수 상승');
      await waitFor(() => {
        expect(screen.getByTestId('stake-current').textContent).toContain('상승 10,000');
      });
      expect(heard.length > 0).toBe(flags.rings);
      // The answer's bet (round #3 of its option, id 11), whatever the sound settings.
      expect(toasts).toEqual([
        expect.objectContaining({ tone: 'success', message: '#3 회차 매수(상승) 10,000원 투자 완료' }),
      ]);
    },
  );

  it('confirms nothing for a bet the server refuses', async () => {
    const toasts: ToastRequest[] = [];
    const detach = toastQueue.attach((request) => toasts.push(request));
    onTestFinished(detach);
    // Toasts of earlier tests waited in the app's one queue until a sink was attached.
    toasts.splice(0);
    const view = renderMarket(<ExchangeScreen />, '/exchange/1', {
      routes: routes(() =>
        json(409, { status: 409, code: 'INVESTMENT_TIME_CLOSED', message: '투자 시간이 마감되었습니다.' }),
      ),
      routePaths: ['/exchange/:id'],
    });
    view.services.store.getState().signedIn(member(balance), 'access');
    await betWith(userEvent.setup(), '5000', '매도 하락');
    await waitFor(() => {
      expect(view.alerts).toEqual(['투자 시간이 마감되었습니다.']);
    });
    expect(toasts).toEqual([]);
  });

  it('rings the filled sound when a bet settles as won, and nothing once FILLED is off', async () => {
    const heard = listenToAudio();
    const socket = recordingSocketClient();
    const view = renderMarket(<ExchangeScreen />, '/exchange/1', {
      routes: routes(() => json(500, {})),
      routePaths: ['/exchange/:id'],
      socket: socket.client,
    });
    const state = view.services.store.getState();
    state.signedIn(member(balance), 'access');
    await waitFor(() => {
      expect(socket.subscribed(tradeQueue)).toBe(true);
    });
    const won = bet({ id: 5, tradeOptionId: 1, tradeRoundId: 11, status: 1, resultPoint: '19500' });
    socket.push(tradeQueue, { type: 'BET_SETTLED', seq: 1, bet: won });
    expect(heard.length).toBeGreaterThan(0);

    const before = heard.length;
    state.setSettings({ ...defaultSettings, sounds: { ...defaultSettings.sounds, FILLED: false } });
    await waitFor(() => {
      expect(view.services.store.getState().settings.sounds.FILLED).toBe(false);
    });
    socket.push(tradeQueue, { type: 'BET_SETTLED', seq: 2, bet: { ...won, id: 6 } });
    expect(heard.length).toBe(before);
  });

  it('registers the back-to-top button on the View page, which scrolls the page up, until leaving', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const view = renderMarket(<ExchangeScreen />, '/exchangeView/1', {
      routes: routes(() => json(500, {})),
      routePaths: ['/exchangeView/:id'],
    });
    await screen.findByTestId('betting-countdown');
    await waitFor(() => {
      expect(view.services.store.getState().scrollToTop).not.toBeNull();
    });
    view.services.store.getState().scrollToTop?.();
    expect(scrolled).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    view.unmount();
    expect(view.services.store.getState().scrollToTop).toBeNull();
  });

  it('keeps the back-to-top button away while the bet panel is in its corner of the screen', async () => {
    const view = renderMarket(<ExchangeScreen />, '/exchange/1', {
      routes: routes(() => json(500, {})),
      routePaths: ['/exchange/:id'],
    });
    view.services.store.getState().signedIn(member(balance), 'access');
    const panel = await screen.findByRole('region', { name: '투자' });
    // jsdom lays nothing out: the panel's place on the screen is what the browser would answer.
    let box = { top: window.innerHeight - 300, bottom: window.innerHeight - 40 };
    vi.spyOn(panel.parentElement as HTMLElement, 'getBoundingClientRect').mockImplementation(
      () => ({ ...box, left: 0, right: 390, width: 390, height: box.bottom - box.top }) as DOMRect,
    );
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => {
      expect(view.services.store.getState().scrollToTop).toBeNull();
    });

    box = { top: -400, bottom: -140 };
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => {
      expect(view.services.store.getState().scrollToTop).not.toBeNull();
    });
  });
});
