import { binary, content, futures, oversea, stock } from '@baro/contracts';
import type { Router } from '../router.ts';
import { getFuturesOptionHandler } from './futures/option.ts';
import { listFuturesOptionsHandler } from './futures/option/list.ts';
import { getOverseaOptionHandler } from './oversea/option.ts';
import { findOpenOverseaOptionHandler } from './oversea/option/exist-option.ts';
import { listOverseaOptionsHandler } from './oversea/option/list.ts';
import { listSiteTradeOptionsHandler } from './public/trade_option/site/list.ts';
import { serverTimeOffsetHandler } from './server-time-offset.ts';
import { chartPageHandler } from './stock/chart-page.ts';
import { chartHandler } from './stock/chart.ts';
import { keyValueHandler } from './stock/key-value.ts';
import { lastPriceHandler } from './stock/last-price.ts';
import { rawDataHandler } from './stock/raw-data.ts';
import { klineDataHandler } from './trade/kline-data.ts';
import { getTradeOptionHandler } from './trade/option.ts';
import { listTradeOptionsHandler } from './trade/option/list.ts';
import { tickerStatisticsHandler } from './trade/ticker-statistics.ts';

/** Spec §7 market calls: the options each product offers, prices, candles and the server clock. */
export function registerMarketHandlers(router: Router): void {
  router.add(futures.listFuturesOptions, listFuturesOptionsHandler);
  router.add(futures.getFuturesOption, getFuturesOptionHandler);
  router.add(oversea.listOverseaOptions, listOverseaOptionsHandler);
  router.add(oversea.getOverseaOption, getOverseaOptionHandler);
  router.add(oversea.findOpenOverseaOption, findOpenOverseaOptionHandler);
  router.add(binary.getTradeOption, getTradeOptionHandler);
  router.add(binary.listTradeOptions, listTradeOptionsHandler);
  router.add(content.listSiteTradeOptions, listSiteTradeOptionsHandler);
  router.add(binary.getServerTimeOffset, serverTimeOffsetHandler);
  router.add(binary.getKlines, klineDataHandler);
  router.add(binary.getTickerStatistics, tickerStatisticsHandler);
  router.add(stock.getChart, chartHandler);
  router.add(stock.getChartPage, chartPageHandler);
  router.add(stock.getRawData, rawDataHandler);
  router.add(stock.getLastPrice, lastPriceHandler);
  router.add(stock.getMarketValue, keyValueHandler);
}
