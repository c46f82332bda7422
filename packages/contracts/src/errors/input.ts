import type { CatalogueEntry } from './entry.ts';

/**
 * Refusals of a request's input that are not about one area (issue 14). Each one names what is
 * wrong, so the member or the client's author can fix it.
 */
export const inputErrors = {
  TEXT_NOT_ALLOWED: {
    status: 400,
    ko: '허용되지 않는 문자가 포함되어 있습니다.',
    en: 'The input contains characters that are not allowed.',
  },
} as const satisfies Record<string, CatalogueEntry>;
