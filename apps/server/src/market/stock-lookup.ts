import { reject } from '../core/rejection.ts';
import type { Rejection } from '../core/rejection.ts';
import type { MarketService } from './market-service.ts';
import type { StockState } from './stock-state.ts';

/** The states of the listed stocks, in the order asked, or STOCK_NOT_FOUND naming none of them. */
export function statesOf(market: MarketService, stocks: readonly string[]): StockState[] | Rejection {
  const states: StockState[] = [];
  for (const stock of stocks) {
    const state = market.stock(stock);
    if (state === undefined) return reject('STOCK_NOT_FOUND');
    states.push(state);
  }
  return states;
}

export function stateOf(market: MarketService, stock: string): StockState | Rejection {
  return market.stock(stock) ?? reject('STOCK_NOT_FOUND');
}
