import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { trader } from '../../copytrade/copytrade-test-kit.ts';
import { page } from '../../futures/futures-test-kit.ts';
import { json, renderMarket } from '../../market/market-test-kit.tsx';
import type { RouteAnswer } from '../../market/market-test-kit.tsx';
import { LeaderboardScreen } from './leaderboard-screen.tsx';

function show(routes: Record<string, RouteAnswer>) {
  return renderMarket(<LeaderboardScreen />, '/copytrade', { routes });
}

function listCalls(calls: readonly string[]): string[] {
  return calls.filter((call) => call.startsWith('GET /api/copytrade/trader/list'));
}

describe('LeaderboardScreen', () => {
  it('shows each trader with the ROI, pnl, sparkline, followers over the cap and the B5 figures', async () => {
    show({
      '/api/copytrade/trader/list': () =>
        json(200, page([trader(), trader({ id: 4, nick: '만석', followerCount: 100, isFull: true })])),
    });
    const cards = await screen.findAllByTestId('trader-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('고수트레이더')).toBeTruthy();
    expect(first.getByTestId('trader-roi').textContent).toBe('+18.45%');
    expect(first.getByText('+1,845.60 USDT')).toBeTruthy();
    expect(first.getByTestId('follower-badge').textContent).toBe('12/100명');
    expect(first.getByText('62.50%')).toBeTruthy();
    expect(first.getByText('+12.10%')).toBeTruthy();
    expect(first.getByTestId('skipped-share').textContent).toBe('4.75%');
    expect(first.getByTestId('roi-sparkline').querySelector('path')?.getAttribute('d')).toMatch(/^M0 /);
    expect(within(cards[1] as HTMLElement).getByTestId('follower-badge').textContent).toBe('마감 100/100명');
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('/copytrade/trader/3');
  });

  it('asks again with the chosen sort and period, the hide-full flag and the name typed', async () => {
    const view = show({ '/api/copytrade/trader/list': () => json(200, page([trader()])) });
    const user = userEvent.setup();
    await screen.findByTestId('trader-card');
    expect(listCalls(view.calls)[0]).toContain('sort=roi30d');
    await user.click(screen.getByRole('button', { name: '수익' }));
    await user.click(screen.getByRole('button', { name: '7일' }));
    await waitFor(() => {
      expect(listCalls(view.calls).at(-1)).toContain('sort=pnl7d');
    });
    await user.click(screen.getByRole('button', { name: '팔로워' }));
    await user.click(screen.getByRole('switch', { name: '마감 숨기기' }));
    await waitFor(() => {
      expect(listCalls(view.calls).at(-1)).toMatch(
        /sort=followerCount.*isHideFull=true|isHideFull=true.*sort=followerCount/,
      );
    });
    await user.type(screen.getByRole('searchbox', { name: '트레이더 이름 검색' }), '고수');
    await waitFor(() => {
      expect(listCalls(view.calls).at(-1)).toContain(`name=${encodeURIComponent('고수')}`);
    });
    // The search waits for typing to rest: one call for the name, not one per letter.
    expect(listCalls(view.calls).filter((call) => call.includes('name='))).toHaveLength(1);
  });

  it('says so when no trader matches', async () => {
    show({ '/api/copytrade/trader/list': () => json(200, page([])) });
    expect(await screen.findByText('조건에 맞는 트레이더가 없습니다.')).toBeTruthy();
  });

  it('shows the server message with 다시 시도 when the list cannot be read', async () => {
    show({});
    // A 5xx answer is tried once more (query-client.ts) before the error shows.
    expect(await screen.findByText('준비중입니다.', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });

  it('offers the dashboard tab only to a trader', async () => {
    show({
      '/api/copytrade/trader/list': () => json(200, page([])),
      '/api/copytrade/trader': () => json(200, trader()),
    });
    expect(await screen.findByRole('link', { name: '대시보드' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '내 카피' }).getAttribute('href')).toBe('/copytrade/my');
  });
});
