import type { TradeOption } from '@baro/contracts/routes/binary';
import type { OverseaOption } from '@baro/contracts/routes/oversea';

// Pure helpers the stock drawers, the trade dropdown and the preview screens share.

/** The overseas options with KRW-currency ones first, each group in the server's order (spec §2). */
export function krwFirst(options: readonly OverseaOption[]): OverseaOption[] {
  return [
    ...options.filter((option) => option.currency === 'KRW'),
    ...options.filter((option) => option.currency !== 'KRW'),
  ];
}

const QUOTE_CURRENCIES = ['USDT', 'BUSD', 'USDC', 'USD', 'KRW', 'BTC'];

/** The coin a pair trades: 'BTCUSDT' → 'BTC'; a symbol without a known quote shows as it is. */
export function coinCode(stock: string): string {
  for (const quote of QUOTE_CURRENCIES) {
    if (stock.length > quote.length && stock.endsWith(quote)) return stock.slice(0, -quote.length);
  }
  return stock;
}

/** One stock of the trade dropdown with its game types, in the order the server listed them. */
export interface TradeStock {
  readonly stock: string;
  readonly options: readonly TradeOption[];
}

/** Trade options grouped by stock, stocks in the order they first appear. */
export function groupByStock(options: readonly TradeOption[]): TradeStock[] {
  const groups = new Map<string, TradeOption[]>();
  for (const option of options) {
    const group = groups.get(option.stock);
    if (group === undefined) groups.set(option.stock, [option]);
    else group.push(option);
  }
  return [...groups].map(([stock, grouped]) => ({ stock, options: grouped }));
}

/** The three trade pages and their path stems; each has a View twin for visitors (spec §2). */
export type TradePage = 'future' | 'oversea' | 'exchange';

/** Whether a pathname is a View page (the logged-out variant): its path names 'View'. */
export function isViewPath(pathname: string): boolean {
  return pathname.includes('View');
}

/** '/future/3', or '/futureView/3' when the member is on a View page. */
export function tradePath(page: TradePage, id: number, view: boolean): string {
  return `/${page}${view ? 'View' : ''}/${id}`;
}

/** The id of a route's `:id` parameter, or null when absent or not a positive whole number. */
export function routeId(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
