import type { CatalogueEntry } from './entry.ts';

/** Live chat between a member and the site's operators (issue 18; docs/support-design.md). */
export const chatErrors = {
  CHAT_DISABLED: {
    status: 403,
    ko: '현재 실시간 상담을 이용할 수 없습니다.',
    en: 'Live chat is not available on this site.',
  },
  CHAT_NOT_FOUND: { status: 404, ko: '존재하지 않는 상담입니다.', en: 'The conversation does not exist.' },
  CHAT_EMPTY: { status: 400, ko: '메시지를 입력해주세요.', en: 'Please enter a message.' },
  CHAT_BODY_TOO_LONG: {
    status: 400,
    ko: '메시지는 {max}자 이하로 입력해주세요.',
    en: 'A message can be at most {max} characters.',
  },
  CHAT_INVALID_CHARACTER: {
    status: 400,
    ko: '메시지에 사용할 수 없는 문자가 있습니다.',
    en: 'The message contains a character that cannot be sent.',
  },
  CHAT_FILE_NOT_FOUND: {
    status: 404,
    ko: '첨부할 이미지를 찾을 수 없습니다.',
    en: 'The image to attach was not found.',
  },
  CHAT_FILE_NOT_IMAGE: {
    status: 400,
    ko: '이미지 파일만 첨부할 수 있습니다.',
    en: 'Only images can be attached.',
  },
  CHAT_RATE_LIMITED: {
    status: 429,
    ko: '메시지를 너무 빠르게 보내고 있습니다. 잠시 후 다시 시도해주세요.',
    en: 'You are sending messages too quickly. Please try again in a moment.',
  },
  CHAT_CLOSED: {
    status: 409,
    ko: '종료된 상담입니다.',
    en: 'The conversation has been closed.',
  },
} as const satisfies Record<string, CatalogueEntry>;
