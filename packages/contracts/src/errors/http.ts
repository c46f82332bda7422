import type { CatalogueEntry } from './entry.ts';

/**
 * Failures of the request itself, decided by the HTTP server before any route runs (a broken URL,
 * headers or a body beyond the limits, a body type no route reads), and the server's own restart as
 * a socket session sees it. Each keeps its HTTP status, so a client or a proxy can tell them apart.
 */
export const httpErrors = {
  BAD_URL: { status: 400, ko: '요청 주소가 올바르지 않습니다.', en: 'The request URL is not valid.' },
  REQUEST_TIMEOUT: {
    status: 408,
    ko: '요청 시간이 초과되었습니다. 다시 시도해주세요.',
    en: 'The request took too long. Please try again.',
  },
  BODY_TOO_LARGE: {
    status: 413,
    ko: '요청 내용이 너무 큽니다.',
    en: 'The request body is too large.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    ko: '지원하지 않는 요청 형식입니다.',
    en: 'The request body type is not supported.',
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    ko: '요청 헤더가 너무 큽니다.',
    en: 'The request headers are too large.',
  },
  /** Sent to socket sessions when the server stops: the client should connect again shortly. */
  SERVER_RESTARTING: {
    status: 503,
    ko: '서버가 다시 시작되고 있습니다. 잠시 후 다시 연결합니다.',
    en: 'The server is restarting. Reconnecting shortly.',
  },
} as const satisfies Record<string, CatalogueEntry>;
