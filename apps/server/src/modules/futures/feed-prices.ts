import type { FuturesTick } from '@baro/domain';
import type { MarketService } from '../../market/market-service.ts';

/**
 * The option's feed prices now, as the futures decide by them: the last tick (which a fill records as
 * its deciding tick, DOMAIN.md §0) and the mark (the feed's, or the smoothed index). Null when the
 * stock has no tick yet or is in a feed gap: an order is then refused (PRICE_UNAVAILABLE), never
 * filled at a stale price.
 */
/** The mark of an option's stock now, in price units; undefined without a price. */
export type MarkSource = (stock: string) => number | undefined;

/** Marks from the market now, with the deciding tick's own mark for `stock` where one is given. */
export function marksNow(
  market: MarketService,
  nowMs: number,
  decided?: { stock: string; mark: number },
): MarkSource {
  return (stock) =>
    decided !== undefined && decided.stock === stock
      ? decided.mark
      : feedTick(market, stock, nowMs)?.markPrice;
}

export function feedTick(market: MarketService, stock: string, nowMs: number): FuturesTick | null {
  const state = market.stock(stock);
  const last = state?.lastTick ?? null;
  if (state === undefined || last === null || state.gap !== null) return null;
  return {
    source: last.source,
    atMs: last.atMs,
    lastPrice: last.price,
    markPrice: state.markPrice(nowMs) ?? last.price,
  };
}
