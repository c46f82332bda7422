import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderMarket } from '../../market/market-test-kit.tsx';
import { EMPTY_CHART_MESSAGE } from '../../market/price-chart.tsx';
import { FuturesPreviewScreen } from './futures-preview-screen.tsx';
import { ORDERS_PENDING_TEXT } from './market-preview.tsx';
import { OverseaPreviewScreen } from './oversea-preview-screen.tsx';

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
    marginPerLot: '1000000',
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

describe('FuturesPreviewScreen', () => {
  const routes = {
    '/api/futures/option/list': () =>
      json(200, [{ id: 11, stock: 'BTCUSDT', precision: 1, maxLeverage: 125 }]),
    '/api/stock/key_value': () =>
      json(200, {
        kind: 'FUTURES_INFO',
        items: [
          {
            futuresOptionId: 11,
            stock: 'BTCUSDT',
            lastPrice: '64250.55',
            markPrice: '64250',
            priceChangePercent: '-0.3',
            fundingRate: '0.0001',
            nextFundingAt: '2026-01-05T08:00:00.000Z',
          },
        ],
      }),
    '/api/stock/chart': noCandles,
  };

  it("shows the instrument's live price, its chart and the orders note, and opens the 선물거래 drawer", async () => {
    renderMarket(<FuturesPreviewScreen />, '/future/11', { routes, routePaths: ['/future/:id'] });
    await waitFor(() => {
      expect(screen.getByTestId('last-price').textContent).toBe('64,250.6');
    });
    expect(screen.getByTestId('last-price').className).toContain('text-down');
    expect(await screen.findByText(EMPTY_CHART_MESSAGE)).toBeTruthy();
    expect(screen.getByText(ORDERS_PENDING_TEXT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /BTC/ }));
    expect(await screen.findByRole('dialog', { name: '선물거래' })).toBeTruthy();
  });

  it('says so when the id names no instrument of the site', async () => {
    renderMarket(<FuturesPreviewScreen />, '/future/99', { routes, routePaths: ['/future/:id'] });
    expect(await screen.findByText('선택한 종목을 찾을 수 없습니다.')).toBeTruthy();
  });
});

describe('OverseaPreviewScreen', () => {
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
    const view = renderMarket(<OverseaPreviewScreen />, '/overseaView', {
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
