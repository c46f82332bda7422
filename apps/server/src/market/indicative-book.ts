import { formatUnits } from '@baro/domain';
import type { StockState } from './stock-state.ts';

/** Levels shown on each side of an indicative book. */
export const bookLevels = 10;

export interface IndicativeBook {
  readonly bids: [string, string][];
  readonly asks: [string, string][];
}

/** A small deterministic hash of a level, so each level's size varies but stays put while it exists. */
function levelNoise(stock: string, price: number): number {
  let hash = 2166136261;
  for (let i = 0; i < stock.length; i += 1) hash = Math.imul(hash ^ stock.charCodeAt(i), 16777619);
  hash = Math.imul(hash ^ (price % 2147483647), 16777619);
  return ((hash >>> 0) % 1000) / 1000;
}

/**
 * The depth shown around the price (`ORDERBOOK_{stock}`). Baro is a B-book venue (DOMAIN.md §0): a
 * member's order fills at the feed's price, never against this book, so the book is indicative. It is
 * built from what the feed did: levels one price step apart around the last price (a step is about
 * 0.01 % of the price, at least one price unit), each sized from the average traded quantity per
 * minute over the last 24 h, growing away from the price as real books do, with a fixed per-level
 * variation so that the picture is stable between refreshes.
 */
export function indicativeBook(state: StockState, nowMs: number): IndicativeBook | null {
  const last = state.lastTick;
  const stats = state.ticker.statistics(nowMs);
  if (last === null || stats === null || state.gap !== null) return null;
  const step = Math.max(1, Math.round(last.price / 10_000));
  const base = Math.max(1, Math.round(stats.volume / 1_440 / bookLevels));
  const { pricePrecision, qtyPrecision } = state.instrument;
  const level = (price: number, distance: number): [string, string] => {
    const qty = Math.max(
      1,
      Math.round(base * (1 + distance * 0.35) * (0.5 + levelNoise(state.instrument.stock, price))),
    );
    return [formatUnits(price, pricePrecision), formatUnits(qty, qtyPrecision)];
  };
  const bids: [string, string][] = [];
  const asks: [string, string][] = [];
  const bestBid = Math.floor(last.price / step) * step;
  for (let k = 0; k < bookLevels; k += 1) {
    const bid = bestBid - k * step;
    if (bid > 0) bids.push(level(bid, k));
    asks.push(level(bestBid + (k + 1) * step, k));
  }
  return { bids, asks };
}
