import { futuresInfoTopic, overseaTopic } from '@baro/contracts';
import type { FuturesTicker } from '@baro/contracts';
import { formatUnits } from '@baro/domain';
import type { EventSink } from '../realtime/bus.ts';
import { fundingTimeText, futuresTicker } from './futures-info.ts';
import type { MarketService } from './market-service.ts';

/**
 * How often prices go out on the topics by default (config MARKET_PUBLISH_INTERVAL_MS): at most twice
 * a second, whatever the tick rate.
 */
export const marketPublishIntervalMs = 500;

interface OverseaTicker {
  stock: string;
  lastPrice: string;
  changePercent: string;
  atMs: number;
}

/**
 * One publication round: samples every stock's index into its mark, then sends the stocks whose price
 * changed since the last round, coin futures on `/topic/futures_info` and overseas futures as one
 * `TICKER` on `/topic/oversea`. A stock in a feed gap sends nothing.
 */
export function publishMarket(market: MarketService, events: EventSink, nowMs: number): void {
  const futures: FuturesTicker[] = [];
  const oversea: OverseaTicker[] = [];
  const nextFundingAt = fundingTimeText(nowMs);
  for (const state of market.all()) {
    state.sampleIndex(nowMs);
    if (!state.unpublished) continue;
    state.unpublished = false;
    if (state.instrument.family === 'COIN') {
      const ticker = futuresTicker(state, nowMs, nextFundingAt);
      if (ticker !== null) futures.push(ticker);
      continue;
    }
    const last = state.lastTick;
    const stats = state.ticker.statistics(nowMs);
    if (last === null || stats === null || state.gap !== null) continue;
    oversea.push({
      stock: state.instrument.stock,
      lastPrice: formatUnits(last.price, state.instrument.pricePrecision),
      changePercent: stats.priceChangePercent,
      atMs: last.atMs,
    });
  }
  if (futures.length > 0) events.publish(futuresInfoTopic, { items: futures }, { kind: 'broadcast' });
  if (oversea.length > 0)
    events.publish(overseaTopic, { type: 'TICKER', items: oversea }, { kind: 'broadcast' });
}
