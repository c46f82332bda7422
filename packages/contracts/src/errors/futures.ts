import type { CatalogueEntry } from './entry.ts';

/** Coin futures: leverage, margin and position limits (DOMAIN.md §3). */
export const futuresErrors = {
  LEVERAGE_CHANGE_WITH_POSITION: {
    status: 409,
    ko: '포지션이 있는 상태에서는 레버리지를 변경할 수 없습니다.',
    en: 'Cannot change leverage while a position is open.',
  },
  LEVERAGE_CHANGE_WITH_ORDERS: {
    status: 409,
    ko: '미체결 주문이 있는 상태에서는 레버리지를 변경할 수 없습니다.',
    en: 'Cannot change leverage while orders are open.',
  },
  MARGIN_TYPE_CHANGE_REFUSED: {
    status: 409,
    ko: '포지션 또는 미체결 주문이 있는 상태에서는 마진 모드를 변경할 수 없습니다.',
    en: 'Cannot change the margin mode while a position or order is open.',
  },
  MAX_POSITION_EXCEEDED: {
    status: 400,
    ko: '현재 레버리지에서 주문 가능한 최대 포지션을 초과하였습니다.',
    en: 'The order exceeds the maximum position at the current leverage.',
  },
  LEVERAGE_OUT_OF_RANGE: {
    status: 400,
    ko: '레버리지는 1배부터 {max}배까지 설정할 수 있습니다.',
    en: 'Leverage must be between 1x and {max}x.',
  },
  MARGIN_REMOVE_TOO_LARGE: {
    status: 400,
    ko: '감소 가능한 증거금을 초과하였습니다.',
    en: 'The amount exceeds the margin that can be removed.',
  },
  POSITION_NOT_OPEN: {
    status: 409,
    ko: '이미 종료되었거나 종료할 수 없는 포지션입니다.',
    en: 'The position has already been closed or cannot be closed.',
  },
  CLOSE_ORDER_INVALID: {
    status: 400,
    ko: '포지션 종료 주문은 포지션의 반대 방향 시장가 주문이어야 하며 익절/손절을 설정할 수 없습니다.',
    en: 'A closing order must be a market order opposite the position, without take-profit or stop-loss.',
  },
  OPEN_ORDER_LIMIT: {
    status: 409,
    ko: '미체결 주문은 종목당 최대 {max}개까지 가능합니다.',
    en: 'At most {max} open orders are allowed per symbol.',
  },
  MARGIN_CHANGE_CROSS: {
    status: 409,
    ko: '교차 마진 포지션은 증거금을 조정할 수 없습니다.',
    en: 'Margin cannot be adjusted on a cross-margin position.',
  },
} as const satisfies Record<string, CatalogueEntry>;
