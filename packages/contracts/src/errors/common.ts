import type { CatalogueEntry } from './entry.ts';

/** Failures any call can answer with. */
export const commonErrors = {
  INVALID_INPUT: { status: 400, ko: '입력값이 올바르지 않습니다.', en: 'The input is not valid.' },
  UNAUTHORIZED: { status: 401, ko: '로그인이 필요합니다.', en: 'Please log in.' },
  FORBIDDEN: { status: 403, ko: '잘못된 접근입니다.', en: 'Wrong approach.' },
  NOT_FOUND: { status: 404, ko: '요청하신 정보를 찾을 수 없습니다.', en: 'Not found.' },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    ko: '이미 처리된 요청과 내용이 다릅니다.',
    en: 'This request id was already used with different content.',
  },
  RATE_LIMITED: {
    status: 429,
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    en: 'Too many requests. Please try again shortly.',
  },
  NOT_IMPLEMENTED: { status: 501, ko: '준비중입니다.', en: 'This feature is in preparation.' },
  INTERNAL: {
    status: 500,
    ko: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    en: 'A temporary error occurred. Please try again shortly.',
  },
} as const satisfies Record<string, CatalogueEntry>;
