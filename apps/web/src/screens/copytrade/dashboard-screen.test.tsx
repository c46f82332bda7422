import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { copyOrder, follow, profitShare, trader } from '../../copytrade/copytrade-test-kit.ts';
import { infoItem, page } from '../../futures/futures-test-kit.ts';
import { json, renderMarket } from '../../market/market-test-kit.tsx';
import type { RouteAnswer } from '../../market/market-test-kit.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

function routes(extra: Record<string, RouteAnswer> = {}): Record<string, RouteAnswer> {
  return {
    '/api/copytrade/trader': () => json(200, trader()),
    '/api/copytrade/follower/list': () => json(200, page([follow()])),
    '/api/copytrade/history/trader/my_open_follower_history': () => json(200, [copyOrder()]),
    '/api/copytrade/history/trader/fee_history': () =>
      json(200, page([profitShare(1, '1.25'), profitShare(2, '0.00000001')])),
    '/api/stock/key_value': () => json(200, { kind: 'FUTURES_INFO', items: [infoItem()] }),
    ...extra,
  };
}

function show(extra: Record<string, RouteAnswer> = {}) {
  return renderMarket(<DashboardScreen />, '/copytrade/dashboard', { routes: routes(extra) });
}

describe('DashboardScreen', () => {
  it("shows the trader's followers with masked nicks, their open copies and the profit share earned", async () => {
    show();
    const follower = within(await screen.findByTestId('follower'));
    expect(follower.getByText('바로*원')).toBeTruthy();
    expect(follower.getByText('+33.30 USDT')).toBeTruthy();
    expect(within(await screen.findByTestId('open-copy')).getByText('바로*원')).toBeTruthy();
    // Summed exactly: 1.25 + 0.00000001 shows as 1.25 at two decimals, cut toward zero.
    expect((await screen.findByTestId('profit-share-total')).textContent).toBe('+1.25 USDT');
    expect(screen.queryByRole('button', { name: '종료' })).toBeNull();
  });

  it('removes a follower after confirming, then reads the followers again', async () => {
    const bodies: unknown[] = [];
    const view = show({
      '/api/copytrade/follower/unfollow_trader': async (request) => {
        bodies.push(await request.json());
        return json(200, { ok: true });
      },
    });
    const user = userEvent.setup();
    const follower = within(await screen.findByTestId('follower'));
    await user.click(follower.getByRole('button', { name: '팔로워 해제' }));
    await waitFor(() => {
      expect(bodies).toEqual([{ traderFollowerId: 41 }]);
    });
    await waitFor(() => {
      expect(view.calls.filter((call) => call.startsWith('GET /api/copytrade/follower/list'))).toHaveLength(
        2,
      );
    });
  });

  it('tells a member who is not a trader that the page is for traders', async () => {
    show({ '/api/copytrade/trader': () => json(200, null) });
    expect(await screen.findByText('트레이더만 이용할 수 있습니다.')).toBeTruthy();
  });
});
