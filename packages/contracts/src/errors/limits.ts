import type { CatalogueEntry } from './entry.ts';

/**
 * Responsible-trading limits (DOMAIN.md §8): checked in the same transaction as the deposit, bet or
 * order they limit.
 */
export const limitErrors = {
  DAILY_DEPOSIT_LIMIT_EXCEEDED: {
    status: 409,
    ko: '일일 입금 한도를 초과하였습니다.',
    en: 'The daily deposit limit is exceeded.',
  },
  DAILY_LOSS_LIMIT_REACHED: {
    status: 409,
    ko: '일일 손실 한도에 도달하여 오늘은 더 이상 거래할 수 없습니다.',
    en: 'The daily loss limit is reached; no more trading today.',
  },
  STAKE_LIMIT_EXCEEDED: {
    status: 400,
    ko: '1회 투자 한도를 초과하였습니다.',
    en: 'The limit per bet is exceeded.',
  },
  COOL_OFF_ACTIVE: {
    status: 403,
    ko: '이용 중지 기간입니다. {until}까지 거래할 수 없습니다.',
    en: 'You are in a cool-off period and cannot trade until {until}.',
  },
  SELF_EXCLUDED: {
    status: 403,
    ko: '이용 제한을 신청한 계정입니다.',
    en: 'This account is self-excluded.',
  },
} as const satisfies Record<string, CatalogueEntry>;
