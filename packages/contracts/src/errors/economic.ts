import type { CatalogueEntry } from './entry.ts';

/** The economic calendar's range refusals (GET /economic/list, KST days). */
export const economicErrors = {
  ECONOMIC_DATE_INVALID: {
    status: 400,
    ko: '날짜는 YYYY-MM-DD 형식의 올바른 날짜로 입력해주세요.',
    en: 'Dates must be real dates written YYYY-MM-DD.',
  },
  ECONOMIC_RANGE_REVERSED: {
    status: 400,
    ko: '종료일은 시작일과 같거나 이후여야 합니다.',
    en: 'The end date must be on or after the start date.',
  },
  ECONOMIC_RANGE_TOO_LONG: {
    status: 400,
    ko: '경제지표는 한 번에 최대 {max}일까지 조회할 수 있습니다.',
    en: 'The economic calendar can be read at most {max} days at a time.',
  },
} as const satisfies Record<string, CatalogueEntry>;
