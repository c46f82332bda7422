import type { CatalogueEntry } from './entry.ts';

/** Partner (affiliate) and admin accounts, which operators create (spec §7 "Partner and admin"). */
export const partnerErrors = {
  PARTNER_LEVEL_INVALID: {
    status: 400,
    ko: '파트너 등급이 올바르지 않습니다.',
    en: 'The partner level is not valid.',
  },
  PARTNER_PARENT_INVALID: {
    status: 400,
    ko: '상위 파트너가 올바르지 않습니다.',
    en: 'The parent partner is not valid.',
  },
  PARTNER_CODE_TAKEN: {
    status: 409,
    ko: '이미 사용중인 파트너 코드입니다.',
    en: 'This partner code is already in use.',
  },
  ADMIN_NOT_FOUND: { status: 404, ko: '존재하지 않는 관리자입니다.', en: 'The admin does not exist.' },
  ADMIN_LEVEL_INVALID: {
    status: 400,
    ko: '관리자 등급이 올바르지 않습니다.',
    en: 'The admin level is not valid.',
  },
} as const satisfies Record<string, CatalogueEntry>;
