import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderMarket } from '../../market/market-test-kit.tsx';
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
