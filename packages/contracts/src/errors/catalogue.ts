import { z } from 'zod';

/** One catalogued failure: the HTTP status it answers with and its message in Korean and English. */
export interface CatalogueEntry {
  readonly status: number;
  readonly ko: string;
  readonly en: string;
}

/**
 * Every failure a call can answer with. Handlers name a code; the edge looks up status and message
 * here, so a message is written once. Korean messages are the spec's own wording where it has one.
 */
export const errorCatalogue = {
  INVALID_INPUT: { status: 400, ko: '입력값이 올바르지 않습니다.', en: 'The input is not valid.' },
  UNAUTHORIZED: { status: 401, ko: '로그인이 필요합니다.', en: 'Please log in.' },
  FORBIDDEN: { status: 403, ko: '잘못된 접근입니다.', en: 'Wrong approach.' },
  NOT_FOUND: { status: 404, ko: '요청하신 정보를 찾을 수 없습니다.', en: 'Not found.' },
  NOT_IMPLEMENTED: { status: 501, ko: '준비중입니다.', en: 'This feature is in preparation.' },
  INTERNAL: {
    status: 500,
    ko: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    en: 'A temporary error occurred. Please try again shortly.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}

/** The body of every failed call (spec §7: the client reads it without catching). */
export const errorBodySchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  data: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
