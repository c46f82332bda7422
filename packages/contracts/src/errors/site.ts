import type { CatalogueEntry } from './entry.ts';

/** Tenant resolution and the site-level calls (site info, banks, files). */
export const siteErrors = {
  SITE_REQUIRED: { status: 400, ko: '사이트 정보가 없습니다.', en: 'The site id is missing.' },
  SITE_NOT_FOUND: { status: 404, ko: '존재하지 않는 사이트입니다.', en: 'The site does not exist.' },
  SITE_MISMATCH: { status: 403, ko: '잘못된 접근입니다.', en: 'Wrong approach.' },
  FEATURE_DISABLED: {
    status: 403,
    ko: '이 사이트에서 제공하지 않는 서비스입니다.',
    en: 'This service is not offered on this site.',
  },
  PROVIDER_NOT_FOUND: {
    status: 404,
    ko: '지원하지 않는 결제 서비스입니다.',
    en: 'This payment provider is not supported.',
  },
  FILE_TOO_LARGE: {
    status: 413,
    ko: '파일 크기가 너무 큽니다.',
    en: 'The file is too large.',
  },
  FILE_NOT_FOUND: {
    status: 404,
    ko: '파일을 찾을 수 없습니다.',
    en: 'The file was not found.',
  },
  FILE_TYPE_NOT_ALLOWED: {
    status: 415,
    ko: '허용되지 않는 파일 형식입니다.',
    en: 'This file type is not allowed.',
  },
} as const satisfies Record<string, CatalogueEntry>;
