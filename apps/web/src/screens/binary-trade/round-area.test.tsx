import type { TradeOption, TradeRound } from '@baro/contracts/routes/binary';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderMarket } from '../../market/market-test-kit.tsx';
import { bet } from '../../rounds/round-test-kit.ts';
import { member, walletEntry } from '../../wallet/wallet-test-kit.tsx';
import { RoundArea } from './round-area.tsx';

// The countdowns below the chart (issue 14 §5): "결과 발표까지" counts for the member's own round,
// labelled with its number in the option, never for a round they have no bet in while they have one.

const NOW = Date.parse('2026-11-26T01:00:10.000Z');

const option: TradeOption = {
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

/** A 30 s round of the option opening `openOffsetMs` after NOW: global id `id`, number `roundNo`. */
function round(id: number, roundNo: number, openOffsetMs: number): TradeRound {
  const openAt = NOW + openOffsetMs;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    id,
    tradeOptionId: 1,
    roundNo,
    stock: 'BTCUSDT',
    type: 'R.5',
    openAt: iso(openAt),
    betCloseAt: iso(openAt + 27_000),
    lockAt: iso(openAt + 30_000),
    closeAt: iso(openAt + 60_000),
    payout: '1.95',
    lockTick: null,
    closeTick: null,
    result: null,
    voidReason: null,
    status: 0,
  };
}

// Global ids jump (other options' rounds in between); numbers within the option do not.
const live = round(122, 11, -40_000); // locked at NOW - 10 s, closes at NOW + 20 s
const current = round(126, 12, -10_000); // takes bets until NOW + 17 s, closes at NOW + 50 s
const earlier = round(110, 10, -70_000); // closed at NOW - 10 s, not settled yet

function renderRoundArea(bets: unknown[]) {
  const view = renderMarket(<RoundArea option={option} betting serverNow={NOW} />, '/exchange/1', {
    routes: {
      '/api/trade/game/current': () => json(200, { current, live }),
      '/api/trade/game/recent': () => json(200, []),
      '/api/trade/game/round': (request: Request) => {
        const id = Number(new URL(request.url).searchParams.get('tradeRoundId'));
        return id === earlier.id ? json(200, earlier) : json(404, { code: 'ROUND_NOT_FOUND' });
      },
      '/api/trade/history/current_for_option': () => json(200, bets),
      '/api/trade/history/list': () =>
        json(200, { content: [], page: 1, size: 20, totalElements: 0, totalPages: 0 }),
      '/api/trade/history/recent_all_history': () => json(200, []),
    },
  });
  view.services.store
    .getState()
    .signedIn(member({ BINARY: walletEntry('BINARY', 'KRW', '50000') }), 'access');
  return view;
}

async function resultClock(): Promise<{ label: string; time: string }> {
  await waitFor(() => {
    expect(screen.getByTestId('betting-label').textContent).toContain('#12');
  });
  return {
    label: screen.getByTestId('result-label').textContent,
    time: screen.getByTestId('result-countdown').textContent,
  };
}

describe('the result countdown', () => {
  it('counts for the round taking bets when the member has a bet on it, not for the live round before it', async () => {
    renderRoundArea([bet({ id: 5, tradeOptionId: 1, tradeRoundId: current.id })]);
    await waitFor(async () => {
      expect(await resultClock()).toEqual({ label: '결과 발표까지#12', time: '0:50' });
    });
    expect(screen.getByTestId('betting-label').textContent).toBe('투자 마감까지#12');
  });

  it('counts for the live round while the member has a bet waiting for its close', async () => {
    renderRoundArea([
      bet({ id: 6, tradeOptionId: 1, tradeRoundId: current.id }),
      bet({ id: 4, tradeOptionId: 1, tradeRoundId: live.id }),
    ]);
    await waitFor(async () => {
      expect(await resultClock()).toEqual({ label: '결과 발표까지#11', time: '0:20' });
    });
  });

  it("reads the member's round by id once it is neither live nor taking bets, and shows it being settled", async () => {
    renderRoundArea([bet({ id: 3, tradeOptionId: 1, tradeRoundId: earlier.id })]);
    await waitFor(async () => {
      expect(await resultClock()).toEqual({ label: '결과 집계 중#10', time: '-' });
    });
  });

  it('counts for the round taking bets when the member has no open bet', async () => {
    renderRoundArea([]);
    await waitFor(async () => {
      expect(await resultClock()).toEqual({ label: '결과 발표까지#12', time: '0:50' });
    });
  });
});
