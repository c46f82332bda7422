import type { CatalogueEntry } from './entry.ts';

/**
 * Alerts, confirmations and toasts the web client shows on its own (spec §2, §4). They are not server
 * failures, but writing them here keeps every user-facing sentence in one place with its English.
 * Their status is never sent; 400 is used for prompts and notices and 503 for connection trouble, so
 * the catalogue keeps one shape.
 */
export const noticeMessages = {
  SIGNUP_LEAVE_CONFIRM: {
    status: 400,
    ko: '회원가입을 멈추시겠습니까?',
    en: 'Do you want to stop signing up?',
  },
  CONTACT_LEAVE_CONFIRM: {
    status: 400,
    ko: '작성 중인 문의는 저장되지 않습니다. 나가시겠습니까?',
    en: 'The inquiry you are writing will not be saved. Do you want to leave?',
  },
  CONTACT_CREATED_NOTICE: {
    status: 400,
    ko: '문의가 등록되었습니다.',
    en: 'Your inquiry has been sent.',
  },
  MESSAGE_DELETE_CONFIRM: {
    status: 400,
    ko: '메시지를 삭제하시겠습니까?',
    en: 'Do you want to delete this message?',
  },
  SOCKET_RECONNECTING: {
    status: 503,
    ko: '연결이 불안정하여 재연결 중입니다.',
    en: 'Reconnecting due to an unstable connection.',
  },
  SOCKET_RECONNECT_FAILED: {
    status: 503,
    ko: '재연결에 실패했습니다. 새로고침 후 다시 시도해주세요.',
    en: 'Reconnection failed. Please refresh and try again.',
  },
  NEW_MESSAGE_ARRIVED: {
    status: 400,
    ko: '새로운 메시지가 도착했습니다.',
    en: 'A new message has arrived.',
  },
  CONTACT_ANSWER_ARRIVED: {
    status: 400,
    ko: '문의하신 내용에 대한 답변이 도착했습니다.',
    en: 'An answer to your inquiry has arrived.',
  },
  UNREAD_MESSAGES_ON_START: {
    status: 400,
    ko: '읽지 않은 메시지가 있습니다.',
    en: 'You have unread messages.',
  },
  ORDER_PLACED_NOTICE: { status: 400, ko: '주문이 완료되었습니다.', en: 'Order placed.' },
  ORDER_CANCELLED_NOTICE: { status: 400, ko: '주문이 취소되었습니다.', en: 'Order cancelled.' },
  ORDER_FILLED_NOTICE: { status: 400, ko: '주문 체결완료', en: 'Order filled' },
  POSITION_WARN_NOTICE: {
    status: 400,
    ko: '청산 위험이 있습니다. 증거금을 확인해주세요.',
    en: 'Your position is at risk of liquidation. Please check your margin.',
  },
  LIQUIDATED_NOTICE: { status: 400, ko: '청산', en: 'Liquidated' },
  LEVERAGE_CHANGED_NOTICE: {
    status: 400,
    ko: '레버리지가 변경되었습니다.',
    en: 'Leverage changed.',
  },
} as const satisfies Record<string, CatalogueEntry>;
