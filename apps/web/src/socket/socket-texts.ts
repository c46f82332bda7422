import { errorCatalogue } from '@baro/contracts/errors/catalogue';
import type { MessageLanguage } from '@baro/contracts';

// Every user-facing sentence lives in the contracts' catalogue with its English (notices.ts); these
// names only say which one the socket code shows, so a wording change happens in one place.

/** The blocking loader while reconnecting (spec §4). */
export const reconnectingText: string = errorCatalogue.SOCKET_RECONNECTING.ko;

/** The alert before the reload once every attempt failed (spec §4). */
export const reconnectFailedText: string = errorCatalogue.SOCKET_RECONNECT_FAILED.ko;

/** The force-logout alert (spec §4 '접속이 끊겼습니다...'), when the event carries no message of its own. */
export const forceLogoutText: string = errorCatalogue.TOKEN_REVOKED.ko;

/** A new inquiry message (spec §4). */
export const newMessageText: string = errorCatalogue.NEW_MESSAGE_ARRIVED.ko;

/** An answer to the member's inquiry (spec §4). */
export const contactAnswerText: string = errorCatalogue.CONTACT_ANSWER_ARRIVED.ko;

export type SocketTextCode =
  | 'SOCKET_RECONNECTING'
  | 'SOCKET_RECONNECT_FAILED'
  | 'TOKEN_REVOKED'
  | 'NEW_MESSAGE_ARRIVED'
  | 'CONTACT_ANSWER_ARRIVED';

/** One of the texts above in the site's language (spec §6: some sites get English). */
export function socketText(code: SocketTextCode, lang: MessageLanguage): string {
  const entry = errorCatalogue[code];
  return lang === 'en' ? entry.en : entry.ko;
}
