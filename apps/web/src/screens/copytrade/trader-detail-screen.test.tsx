import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chartPoint, follow, trader, traderOrder } from '../../copytrade/copytrade-test-kit.ts';
import { BTC_OPTION } from '../../futures/futures-test-kit.ts';
import { json, renderMarket } from '../../market/market-test-kit.tsx';
import type { RouteAnswer } from '../../market/market-test-kit.tsx';
import { TraderDetailScreen } from './trader-detail-screen.tsx';

const ETH_OPTION = { ...BTC_OPTION, id: 12, stock: 'ETHUSDT' };

function routes(extra: Record<string, RouteAnswer> = {}): Record<string, RouteAnswer> {
  return {
    '/api/copytrade/trader': (request) =>
      new URL(request.url).searchParams.get('id') === '3' ? json(200, trader()) : json(200, null),
    '/api/copytrade/trader/chart': (request) => {
      const days = new URL(request.url).searchParams.get('days');
      return json(200, [
        chartPoint('2026-01-04', '100', '1'),
        chartPoint('2026-01-05', days === '7' ? '-50' : '30', '0.5'),
      ]);
    },
    '/api/copytrade/trader/positions': () => json(200, [traderOrder()]),
    '/api/copytrade/follower/my_trader_follower': () => json(200, null),
    '/api/futures/option/list': () => json(200, [BTC_OPTION, ETH_OPTION]),
    ...extra,
  };
}

function show(extra: Record<string, RouteAnswer> = {}) {
  return renderMarket(<TraderDetailScreen />, '/copytrade/trader/3', {
    routes: routes(extra),
    routePaths: ['/copytrade/trader/:id', '/copytrade/my'],
  });
}

async function openSheet() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '팔로우' }));
  const sheet = await screen.findByRole('dialog', { name: '고수트레이더 팔로우' });
  // The pairs come from the futures option list; all are chosen to start with.
  await within(sheet).findByRole('button', { name: 'ETHUSDT' });
  return { user, sheet: within(sheet) };
}

describe('TraderDetailScreen', () => {
  it('shows the profile, the period figures with the chart, the B5 figures and the shared positions', async () => {
    const view = show();
    const user = userEvent.setup();
    expect((await screen.findByTestId('trader-nick')).textContent).toBe('고수트레이더');
    expect(screen.getByText('BTC 추세 추종만 합니다.')).toBeTruthy();
    expect(screen.getByTestId('detail-roi').textContent).toBe('+18.45%');
    expect(await screen.findByTestId('roi-chart')).toBeTruthy();
    expect(screen.getByTestId('pnl-chart').querySelectorAll('rect')).toHaveLength(2);
    expect(screen.getByText('8.25%')).toBeTruthy();
    expect(screen.getByText('25,000.00 USDT')).toBeTruthy();
    expect(screen.getByText('4.75%')).toBeTruthy();
    expect(await screen.findByText('100.00 USDT')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '7일' }));
    await waitFor(() => {
      expect(screen.getByTestId('detail-roi').textContent).toBe('+4.20%');
    });
    await waitFor(() => {
      expect(screen.getByTestId('pnl-chart').querySelector('rect.fill-down')).not.toBeNull();
    });
    expect(view.calls.filter((call) => call.startsWith('GET /api/copytrade/trader/chart'))).toEqual([
      expect.stringMatching(/id=3/),
      expect.stringMatching(/(?=.*id=3)(?=.*days=7)/),
    ]);
  });

  it('says the positions are private when the trader does not share them, without asking for them', async () => {
    const view = show({ '/api/copytrade/trader': () => json(200, trader({ sharesPositions: false })) });
    expect(await screen.findByText('트레이더가 포지션을 공개하지 않았습니다.')).toBeTruthy();
    expect(view.calls.some((call) => call.includes('/trader/positions'))).toBe(false);
  });

  it('holds the follow button of a full trader', async () => {
    show({ '/api/copytrade/trader': () => json(200, trader({ isFull: true })) });
    expect(await screen.findByRole('button', { name: '팔로우 마감' })).toHaveProperty('disabled', true);
  });

  it('checks the follow sheet with the spec messages before sending anything', async () => {
    const view = show();
    const { user, sheet } = await openSheet();
    expect(sheet.getByTestId('risk-note').textContent).toContain('손실은 모두 본인이 부담');
    expect(sheet.getByTestId('risk-note').textContent).toContain('10.00%');
    await user.click(sheet.getByRole('button', { name: '전체' }));
    await user.click(sheet.getByRole('button', { name: '팔로우' }));
    expect(sheet.getByRole('alert').textContent).toBe('거래 페어를 1개 이상 선택해주세요.');
    await user.click(sheet.getByRole('button', { name: 'BTCUSDT' }));
    await user.click(sheet.getByRole('button', { name: '팔로우' }));
    expect(sheet.getByRole('alert').textContent).toBe('최대 한도는 10 USDT 이상이어야 합니다.');
    await user.type(sheet.getByLabelText('최대 투자금 (USDT)'), '500');
    await user.type(sheet.getByLabelText('1회 최대 (USDT)'), '9.5');
    await user.click(sheet.getByRole('button', { name: '팔로우' }));
    expect(sheet.getByRole('alert').textContent).toBe('1회 한도는 10 USDT 이상이어야 합니다.');
    expect(view.calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('sends the follow with the ratio, limits and pairs, then opens 내 카피', async () => {
    const bodies: Record<string, unknown>[] = [];
    const view = show({
      '/api/copytrade/follower/follow': async (request) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return json(200, follow());
      },
    });
    const { user, sheet } = await openSheet();
    fireEvent.change(sheet.getByLabelText('카피 비율'), { target: { value: '35' } });
    expect(sheet.getByTestId('ratio-value').textContent).toBe('35%');
    await user.click(sheet.getByRole('button', { name: 'ETHUSDT' }));
    await user.type(sheet.getByLabelText('최대 투자금 (USDT)'), '500');
    await user.type(sheet.getByLabelText('1회 최대 (USDT)'), '50');
    await user.click(sheet.getByRole('button', { name: '팔로우' }));
    await waitFor(() => {
      expect(view.pathname()).toBe('/copytrade/my');
    });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      traderId: 3,
      multiplyPer: 35,
      maxBet: '500',
      oneMaxBet: '50',
      followStock: ['BTCUSDT'],
    });
    expect(bodies[0]?.requestId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("shows the server's refusal in the sheet", async () => {
    show({
      '/api/copytrade/follower/follow': () =>
        json(409, {
          status: 409,
          code: 'FOLLOW_ONE_TRADER_ONLY',
          message: '한 명의 트레이더만 구독할 수 있습니다.',
        }),
    });
    const { user, sheet } = await openSheet();
    await user.type(sheet.getByLabelText('최대 투자금 (USDT)'), '500');
    await user.type(sheet.getByLabelText('1회 최대 (USDT)'), '50');
    await user.click(sheet.getByRole('button', { name: '팔로우' }));
    expect((await sheet.findByRole('alert')).textContent).toBe('한 명의 트레이더만 구독할 수 있습니다.');
  });

  it('shows 팔로우 중 to the follower of this trader', async () => {
    show({ '/api/copytrade/follower/my_trader_follower': () => json(200, follow()) });
    expect(await screen.findByRole('button', { name: '팔로우 중 · 내 카피 보기' })).toBeTruthy();
  });
});
