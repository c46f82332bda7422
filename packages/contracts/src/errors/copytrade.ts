import type { CatalogueEntry } from './entry.ts';

/**
 * Copy trading: follow settings (spec §5, DOMAIN.md §5) and the trader restrictions. The follow-balance
 * message matches the English translation rule of spec §8.
 */
export const copytradeErrors = {
  FOLLOW_MAX_BET_TOO_SMALL: {
    status: 400,
    ko: '최대 한도는 10 USDT 이상이어야 합니다.',
    en: 'The maximum limit must be at least 10 USDT.',
  },
  FOLLOW_ONE_MAX_BET_TOO_SMALL: {
    status: 400,
    ko: '1회 한도는 10 USDT 이상이어야 합니다.',
    en: 'The one-time limit must be at least 10 USDT.',
  },
  FOLLOW_RATIO_INVALID: {
    status: 400,
    ko: '팔로우 비율은 0%에서 100%까지 1% 단위로 설정해주세요.',
    en: 'The follow ratio must be from 0% to 100% in steps of 1%.',
  },
  FOLLOW_ONE_TRADER_ONLY: {
    status: 409,
    ko: '한 명의 트레이더만 구독할 수 있습니다.',
    en: 'You can subscribe to only one trader.',
  },
  FOLLOW_STOCK_REQUIRED: {
    status: 400,
    ko: '거래 페어를 1개 이상 선택해주세요.',
    en: 'Please select at least one trading pair.',
  },
  FOLLOW_QUOTA_FULL: {
    status: 409,
    ko: '팔로우 인원이 마감되었습니다.',
    en: 'The follower quota is full.',
  },
  TRADER_NOT_ACCEPTING: {
    status: 409,
    ko: '현재 팔로워를 모집하지 않는 트레이더입니다.',
    en: 'This trader is not accepting followers.',
  },
  FOLLOW_INSUFFICIENT_BALANCE: {
    status: 400,
    ko: '잔액이 부족하여 팔로우할 수 없습니다.',
    en: 'Unable to follow due to insufficient balance.',
  },
  TRADER_CANNOT_FOLLOW: {
    status: 403,
    ko: '트레이더는 팔로우할 수 없습니다.',
    en: 'Traders cannot follow other traders.',
  },
  TRADER_CANNOT_SET_TPSL: {
    status: 403,
    ko: '트레이더는 TP/SL을 설정할 수 없습니다.',
    en: 'Traders cannot set TP/SL.',
  },
  TRADER_CANNOT_SELL: {
    status: 403,
    ko: '트레이더는 매도(숏) 주문을 할 수 없습니다.',
    en: 'Traders cannot place sell (short) orders.',
  },
  TRADER_CANNOT_OPPOSE_POSITION: {
    status: 403,
    ko: '트레이더는 보유 포지션과 반대 방향으로 주문할 수 없습니다.',
    en: 'Traders cannot place an order opposite an open position.',
  },
  NOT_A_TRADER: { status: 403, ko: '트레이더만 이용할 수 있습니다.', en: 'Only traders can use this.' },
  NOT_FOLLOWING: {
    status: 409,
    ko: '팔로우 중인 트레이더가 없습니다.',
    en: 'You are not following any trader.',
  },
  TRADER_NOT_FOUND: {
    status: 404,
    ko: '존재하지 않는 트레이더입니다.',
    en: 'The trader does not exist.',
  },
  FOLLOWER_NOT_FOUND: {
    status: 404,
    ko: '존재하지 않는 팔로워입니다.',
    en: 'The follower does not exist.',
  },
  COPY_ORDER_NOT_FOUND: {
    status: 404,
    ko: '존재하지 않는 카피 주문입니다.',
    en: 'The copy order does not exist.',
  },
} as const satisfies Record<string, CatalogueEntry>;
