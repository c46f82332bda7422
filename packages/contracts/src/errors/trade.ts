import type { CatalogueEntry } from './entry.ts';

/**
 * Rejections shared by every kind of trading (timed rounds, coin futures, overseas futures): balance,
 * amounts, orders and positions. The investment-amount and minimum-unit wordings match the patterns
 * of the English translation rules (spec §8), so their English is the rule's English.
 */
export const tradeErrors = {
  INVESTMENT_TIME_CLOSED: {
    status: 409,
    ko: '투자 시간이 마감되었습니다.',
    en: 'Investment time is closed.',
  },
  INSUFFICIENT_BALANCE: { status: 400, ko: '잔액이 부족합니다.', en: 'Insufficient balance.' },
  INVESTMENT_AMOUNT_TOO_SMALL: {
    status: 400,
    ko: '투자는 {amount} 이상 가능합니다.',
    en: 'The investment amount is too small.',
  },
  INVESTMENT_AMOUNT_TOO_LARGE: {
    status: 400,
    ko: '투자는 {amount} 이하로 가능합니다.',
    en: 'The investment amount is too large (at most {amount}).',
  },
  ROUND_STAKE_LIMIT_EXCEEDED: {
    status: 400,
    ko: '회차당 투자 한도를 초과하였습니다. (최대 {amount})',
    en: 'The stake limit per round is exceeded (at most {amount}).',
  },
  BET_SIDE_CONFLICT: {
    status: 409,
    ko: '한 회차에는 한 방향으로만 투자할 수 있습니다.',
    en: 'You can bet on only one side per round.',
  },
  ROUND_NOT_OPEN: {
    status: 409,
    ko: '투자 가능한 회차가 아닙니다.',
    en: 'This round is not open for investment.',
  },
  ROUND_NOT_FOUND: { status: 404, ko: '존재하지 않는 회차입니다.', en: 'The round does not exist.' },
  OPTION_NOT_TRADABLE: {
    status: 409,
    ko: '현재 거래할 수 없는 종목입니다.',
    en: 'This product cannot be traded right now.',
  },
  AMOUNT_UNIT_MISMATCH: {
    status: 400,
    ko: '금액은 {unit} 단위로 입력해주세요.',
    en: 'Please match the minimum unit of the amount.',
  },
  QUANTITY_UNIT_MISMATCH: {
    status: 400,
    ko: '주문 수량을 최소 단위에 맞춰주세요.',
    en: 'Please match the minimum unit of the amount.',
  },
  PRICE_UNAVAILABLE: {
    status: 503,
    ko: '시세를 불러올 수 없어 주문할 수 없습니다. 잠시 후 다시 시도해주세요.',
    en: 'No price is available right now. Please try again shortly.',
  },
  ORDER_NOT_FOUND: { status: 404, ko: '존재하지 않는 주문입니다.', en: 'The order does not exist.' },
  ORDER_NOT_CANCELLABLE: {
    status: 409,
    ko: '이미 체결되었거나 취소된 주문입니다.',
    en: 'The order has already been filled or cancelled.',
  },
  ORDER_PRICE_INVALID: {
    status: 400,
    ko: '주문 가격이 올바르지 않습니다.',
    en: 'The order price is not valid.',
  },
  POSITION_NOT_FOUND: {
    status: 404,
    ko: '존재하지 않는 포지션입니다.',
    en: 'The position does not exist.',
  },
  TPSL_PRICE_INVALID: {
    status: 400,
    ko: '익절/손절 가격이 올바르지 않습니다.',
    en: 'The take-profit or stop-loss price is not valid.',
  },
} as const satisfies Record<string, CatalogueEntry>;
