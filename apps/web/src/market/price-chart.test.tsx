import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderMarket } from './market-test-kit.tsx';
import { EMPTY_CHART_MESSAGE, PriceChart } from './price-chart.tsx';

// The chart draws on canvases, which jsdom lacks; these tests cover what the component shows before
// there is anything to draw (the chart is only made once there are bars). The drawing logic is tested
// through chart-bars.ts, chart-scene.ts and its parts, and candle-chart.test.ts.

function never(): Promise<Response> {
  return new Promise(() => undefined);
}

describe('PriceChart', () => {
  it('shows a skeleton while the first candles load', () => {
    renderMarket(<PriceChart stock="BTCUSDT" precision={1} />, '/future/1', {
      routes: { '/api/stock/chart': never },
    });
    expect(screen.getByRole('status', { name: '차트 불러오는 중' })).toBeTruthy();
    expect(screen.queryByText(EMPTY_CHART_MESSAGE)).toBeNull();
  });

  it('says there is no chart data when the stock has no candles, after asking for the first load', async () => {
    const view = renderMarket(<PriceChart stock="BTCUSDT" precision={1} />, '/future/1', {
      routes: { '/api/stock/chart': () => json(200, { stock: 'BTCUSDT', period: '1m', candles: [] }) },
    });
    expect(await screen.findByText(EMPTY_CHART_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('status', { name: '차트 불러오는 중' })).toBeNull();
    const call = view.calls.find((line) => line.startsWith('GET /api/stock/chart?'));
    expect(call).toContain('stock=BTCUSDT');
    expect(call).toContain('period=1m');
    expect(call).toContain('isFirst=true');
  });

  it('asks again for the interval the member switches to', async () => {
    const view = renderMarket(<PriceChart stock="NQ" precision={2} />, '/oversea/1', {
      routes: {
        '/api/stock/chart': (request) =>
          json(200, { stock: 'NQ', period: new URL(request.url).searchParams.get('period'), candles: [] }),
      },
    });
    await screen.findByText(EMPTY_CHART_MESSAGE);
    const fifteen = screen.getByRole('radio', { name: '15m' });
    await userEvent.click(fifteen);
    expect(fifteen.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => {
      expect(view.calls.some((line) => line.includes('period=15m'))).toBe(true);
    });
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      '1m',
      '3m',
      '5m',
      '15m',
      '30m',
      '1h',
      '4h',
      '1d',
    ]);
  });

  it("shows the server's message when the candles cannot be read", async () => {
    renderMarket(<PriceChart stock="ZZZ" precision={2} />, '/oversea/1', {
      routes: {
        '/api/stock/chart': () =>
          json(404, { status: 404, code: 'STOCK_NOT_FOUND', message: '종목을 찾을 수 없습니다.' }),
      },
    });
    expect(await screen.findByText('종목을 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
