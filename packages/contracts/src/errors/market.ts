import type { CatalogueEntry } from './entry.ts';

/** Rejections of the market calls: instruments, prices and candles (spec §7 stock and option calls). */
export const marketErrors = {
  OPTION_NOT_FOUND: { status: 404, ko: '존재하지 않는 종목입니다.', en: 'The product does not exist.' },
  STOCK_NOT_FOUND: {
    status: 404,
    ko: '시세를 제공하지 않는 종목입니다.',
    en: 'No prices are published for this product.',
  },
  PRICE_NOT_RETAINED: {
    status: 404,
    ko: '해당 시각의 시세는 보관 기간이 지나 조회할 수 없습니다.',
    en: 'Prices for that time are no longer kept.',
  },
} as const satisfies Record<string, CatalogueEntry>;
