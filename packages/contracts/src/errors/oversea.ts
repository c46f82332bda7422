import type { CatalogueEntry } from './entry.ts';

/** Overseas futures: sessions, contract limits and overnight holding (DOMAIN.md §4). */
export const overseaErrors = {
  OVERSEA_MARKET_CLOSED: {
    status: 409,
    ko: '{stock}종목이 현재 휴장중입니다.',
    en: 'The {stock} market is currently closed.',
  },
  // The two alerts below follow an OVERSEA_OPTION_CLOSE event (spec §4); they are client alerts, so
  // their status only keeps the catalogue uniform.
  OVERSEA_OPTION_CLOSED: {
    status: 400,
    ko: '현재 {stock}이 휴장처리되었습니다.',
    en: '{stock} has now been closed for trading.',
  },
  OVERSEA_ALL_CLOSED: {
    status: 400,
    ko: '현재 모든종목이 휴장처리되었습니다.',
    en: 'All products have now been closed for trading.',
  },
  MAX_CONTRACTS_EXCEEDED: {
    status: 400,
    ko: '최대 계약수를 초과하였습니다.',
    en: 'Maximum contracts exceeded.',
  },
  CLOSE_SHORTFALL: {
    status: 409,
    ko: '손실을 정산할 잔액이 부족합니다. 수익 중인 다른 포지션을 먼저 종료하거나 미체결 주문을 취소한 뒤 다시 시도해주세요.',
    en: 'Your balance cannot pay this loss: close your other positions in profit or cancel open orders first.',
  },
  OVERNIGHT_MARGIN_INSUFFICIENT: {
    status: 409,
    ko: '오버나잇 증거금이 부족합니다.',
    en: 'Insufficient margin to hold the position overnight.',
  },
  OVERNIGHT_CLOSED: {
    status: 409,
    ko: '오버나잇 신청 시간이 지났습니다.',
    en: 'Overnight requests are closed for this session.',
  },
} as const satisfies Record<string, CatalogueEntry>;
