import * as binary from '@baro/contracts/manifest/binary';
import * as futures from '@baro/contracts/manifest/futures';
import * as oversea from '@baro/contracts/manifest/oversea';
import * as stock from '@baro/contracts/manifest/stock';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { unwrap } from '../api/api-result.ts';
import { olderPageEnd } from './chart-bars.ts';
import type { CandlePage, ChartInterval } from './chart-bars.ts';
import { krwFirst } from './market-lists.ts';

// One query-options factory per market resource. Every key starts with MARKET_QUERY_ROOT: market data
// is the same for every member, so logout keeps it and a site switch is a reload anyway.

export const MARKET_QUERY_ROOT = 'market';

/** Instrument lists change when an operator edits them, not while a page is open. */
const LIST_STALE_MS = 5 * 60_000;

/** The coin futures instruments the site offers (GET /futures/option/list). */
export function futuresOptionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [MARKET_QUERY_ROOT, 'futures-options'],
    queryFn: async ({ signal }) => unwrap(await api.call(futures.listFuturesOptions, { signal })),
    staleTime: LIST_STALE_MS,
  });
}

/** The overseas options the site offers, KRW currency first (GET /oversea/option/list). */
export function overseaOptionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [MARKET_QUERY_ROOT, 'oversea-options'],
    queryFn: async ({ signal }) =>
      krwFirst(unwrap(await api.call(oversea.listOverseaOptions, { query: { resultType: 'LIST' }, signal }))),
    staleTime: LIST_STALE_MS,
  });
}

/**
 * The timed-round options (a stock with a game type) the site offers (GET /trade/option/list).
 * `types` narrows them to game type codes; none, or `ONETRADING`, means every timed type.
 */
export function tradeOptionsQuery(api: ApiClient, types: readonly string[] = []) {
  const typeArray = types.length === 0 ? undefined : types.join(',');
  return queryOptions({
    queryKey: [MARKET_QUERY_ROOT, 'trade-options', typeArray ?? 'all'],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(binary.listTradeOptions, { query: { resultType: 'LIST', typeArray }, signal })),
    staleTime: LIST_STALE_MS,
  });
}

/** The 24-hour figures of some stocks (GET /trade/ticker_statistics); the key ignores their order. */
export function tickerStatisticsQuery(api: ApiClient, stocks: readonly string[]) {
  const stockListStrs = [...new Set(stocks)].sort().join(',');
  return queryOptions({
    queryKey: [MARKET_QUERY_ROOT, 'ticker-statistics', stockListStrs],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(binary.getTickerStatistics, { query: { stockListStrs }, signal })),
    enabled: stockListStrs !== '',
    staleTime: 10_000,
  });
}

/**
 * The futures instruments' live figures with this site's option ids, read once (GET /stock/key_value
 * FUTURES_INFO_KEY); `/topic/futures_info` carries the changes after it.
 */
export function futuresInfoQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [MARKET_QUERY_ROOT, 'futures-info'],
    queryFn: async ({ signal }) => {
      const value = unwrap(
        await api.call(stock.getMarketValue, { query: { key: 'FUTURES_INFO_KEY' }, signal }),
      );
      // The key names the kind; another kind here is a server defect, not something to show.
      if (value.kind !== 'FUTURES_INFO') throw new Error(`FUTURES_INFO_KEY answered ${value.kind}.`);
      return value.items;
    },
    staleTime: 10_000,
  });
}

/** Where a chart page request ends; undefined asks for the first load (/stock/chart isFirst). */
type ChartPageParam = number | undefined;

/**
 * A stock's candles at one interval as pages, newest first: the first load (GET /stock/chart
 * isFirst), then older pages (GET /stock/chart_page) as the chart is scrolled left, until the server
 * says nothing is older. Live prices move the last candle on the chart itself, so a cached chart is
 * read again whenever it is shown.
 */
export function chartCandlesQuery(api: ApiClient, stockSymbol: string, interval: ChartInterval) {
  return infiniteQueryOptions({
    queryKey: [MARKET_QUERY_ROOT, 'chart', stockSymbol, interval],
    queryFn: async ({ pageParam, signal }): Promise<CandlePage> => {
      if (pageParam === undefined) {
        const first = unwrap(
          await api.call(stock.getChart, {
            query: { stock: stockSymbol, period: interval, isFirst: true },
            signal,
          }),
        );
        return { candles: first.candles, nextEndMillis: null };
      }
      const page = unwrap(
        await api.call(stock.getChartPage, {
          query: { stock: stockSymbol, period: interval, endMillis: pageParam },
          signal,
        }),
      );
      return { candles: page.candles, nextEndMillis: page.nextEndMillis };
    },
    initialPageParam: undefined as ChartPageParam,
    getNextPageParam: (last, _pages, lastParam): ChartPageParam =>
      olderPageEnd(last, lastParam === undefined),
    staleTime: 0,
    gcTime: 60_000,
  });
}
