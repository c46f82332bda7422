import type { CatalogueEntry } from './entry.ts';

/** Content pages, coupons, the message box and 1:1 inquiries. */
export const contentErrors = {
  COUPON_NOT_FOUND: { status: 404, ko: '존재하지 않는 쿠폰입니다.', en: 'The coupon does not exist.' },
  COUPON_ALREADY_USED: {
    status: 409,
    ko: '이미 사용한 쿠폰입니다.',
    en: 'You have already used this coupon.',
  },
  COUPON_EXPIRED: { status: 409, ko: '사용 기간이 지난 쿠폰입니다.', en: 'The coupon has expired.' },
  COUPON_EXHAUSTED: {
    status: 409,
    ko: '사용 가능 수량이 모두 소진된 쿠폰입니다.',
    en: 'The coupon has been used up.',
  },
  COUPON_WALLET_MISMATCH: {
    status: 400,
    ko: '이 쿠폰은 선택한 지갑에 사용할 수 없습니다.',
    en: 'This coupon cannot be used for the chosen wallet.',
  },
  CONTENT_NOT_FOUND: { status: 404, ko: '존재하지 않는 게시물입니다.', en: 'The post does not exist.' },
  MESSAGE_NOT_FOUND: {
    status: 404,
    ko: '존재하지 않는 메시지입니다.',
    en: 'The message does not exist.',
  },
  CONTACT_NOT_FOUND: {
    status: 404,
    ko: '존재하지 않는 문의입니다.',
    en: 'The inquiry does not exist.',
  },
  CONTACT_QUESTION_REQUIRED: {
    status: 400,
    ko: '문의 내용을 입력해주세요.',
    en: 'Please enter your question.',
  },
  CONTACT_QUESTION_TOO_LONG: {
    status: 400,
    ko: '문의 내용은 {max}자 이하로 입력해주세요.',
    en: 'Your question must be {max} characters or fewer.',
  },
  CONTACT_ALREADY_ANSWERED: {
    status: 409,
    ko: '이미 답변이 등록된 문의입니다.',
    en: 'This inquiry has already been answered.',
  },
  MESSAGE_AUDIENCE_EMPTY: {
    status: 400,
    ko: '메시지를 받을 회원이 없습니다.',
    en: 'No member matches the message audience.',
  },
  CONTENT_IMAGE_NOT_FOUND: {
    status: 400,
    ko: '본문의 이미지를 찾을 수 없습니다. 이미지를 다시 올려주세요.',
    en: "An image in the body is not one of the site's files. Upload it again.",
  },
  CONTENT_TOO_LONG: {
    status: 400,
    ko: '본문은 {max}자 이하로 입력해주세요.',
    en: 'The body must be {max} characters or fewer.',
  },
} as const satisfies Record<string, CatalogueEntry>;
