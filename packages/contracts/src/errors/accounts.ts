import type { CatalogueEntry } from './entry.ts';

/** Sign-up, sign-in, tokens, verification codes and profile changes. */
export const accountErrors = {
  TOKEN_EXPIRED: { status: 401, ko: '토큰이 만료되었습니다.', en: 'Token expired.' },
  TOKEN_REVOKED: {
    status: 401,
    ko: '접속이 끊겼습니다. 잠시 후 다시 로그인해주세요.',
    en: 'You have been disconnected. Please log in again shortly.',
  },
  REFRESH_TOKEN_INVALID: {
    status: 401,
    ko: '로그인 정보가 만료되었습니다. 다시 로그인해주세요.',
    en: 'Your sign-in has expired. Please log in again.',
  },
  LOGIN_FAILED: {
    status: 401,
    ko: '아이디 또는 비밀번호가 일치하지 않습니다.',
    en: 'Username or password does not match.',
  },
  LOGIN_THROTTLED: {
    status: 429,
    ko: '로그인 시도 횟수를 초과했습니다. 15분 후 다시 시도해주세요.',
    en: 'Too many sign-in attempts. Please try again in 15 minutes.',
  },
  ACCOUNT_DENIED: {
    status: 403,
    ko: '계정이 이용이 불가능합니다. 자세한 사항은 관리자에게 문의해주시기 바랍니다.',
    en: 'This account cannot be used. Please contact the administrator for details.',
  },
  MOBILE_BLOCKED: {
    status: 403,
    ko: '모바일 디바이스 접속이 불가합니다.',
    en: 'Access from mobile devices is not allowed.',
  },
  USERNAME_TAKEN: { status: 409, ko: '중복된 아이디입니다.', en: 'Duplicate username.' },
  NICK_TAKEN: { status: 409, ko: '중복된 닉네임입니다.', en: 'Duplicate nickname.' },
  PHONE_TAKEN: { status: 409, ko: '중복된 휴대폰번호입니다.', en: 'Duplicate phone number.' },
  USERNAME_INVALID: {
    status: 400,
    ko: '아이디는 영문 소문자, 숫자, _, - 로 4~20자여야 합니다.',
    en: 'Username must be 4–20 lowercase letters, digits, _ or -.',
  },
  PASSWORD_INVALID: {
    status: 400,
    ko: '비밀번호는 공백 없이 8~64자여야 합니다.',
    en: 'Password must be 8–64 characters without spaces.',
  },
  PASSWORD_COMMON: {
    status: 400,
    ko: '너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해주세요.',
    en: 'This password is too common. Please choose another.',
  },
  CURRENT_PASSWORD_MISMATCH: {
    status: 400,
    ko: '현재 비밀번호가 일치하지 않습니다.',
    en: 'The current password does not match.',
  },
  MEMBER_NOT_FOUND: {
    status: 404,
    ko: '일치하는 회원 정보가 없습니다.',
    en: 'No matching member was found.',
  },
  PARTNER_NOT_FOUND: {
    status: 404,
    ko: '존재하지 않는 추천인 코드입니다.',
    en: 'The partner code does not exist.',
  },
  CODE_MISMATCH: { status: 400, ko: '인증번호가 일치하지 않습니다.', en: 'OTP code mismatch.' },
  CODE_EXPIRED: {
    status: 400,
    ko: '인증번호가 만료되었습니다. 다시 요청해주세요.',
    en: 'The code has expired. Please request a new one.',
  },
  CODE_TRIES_EXCEEDED: {
    status: 429,
    ko: '인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.',
    en: 'Too many attempts. Please request a new code.',
  },
  CERTIFICATE_REQUIRED: {
    status: 400,
    ko: '본인인증이 필요합니다.',
    en: 'Verification is required.',
  },
} as const satisfies Record<string, CatalogueEntry>;
