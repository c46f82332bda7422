import type { CatalogueEntry } from './entry.ts';

/**
 * Refusals of a request's input that are not about one area: characters no field may hold, and
 * amounts that are too large or were sent as a JSON number that is not one exact amount
 * (issue 14). Each one names what is wrong, so the member or the client's author can fix it.
 */
export const inputErrors = {
  TEXT_NOT_ALLOWED: {
    status: 400,
    ko: '허용되지 않는 문자가 포함되어 있습니다.',
    en: 'The input contains characters that are not allowed.',
  },
  AMOUNT_TOO_LARGE: {
    status: 400,
    ko: '금액은 최대 {max}까지 입력할 수 있습니다.',
    en: 'The amount can be at most {max}.',
  },
  AMOUNT_NUMBER_INEXACT: {
    status: 400,
    ko: '이 금액은 JSON 숫자로 정확히 전달되지 않습니다. 문자열로 보내주세요.',
    en: 'This amount is not exact as a JSON number. Send it as a string.',
  },
} as const satisfies Record<string, CatalogueEntry>;
