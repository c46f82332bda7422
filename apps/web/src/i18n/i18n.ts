import { errorCatalogue, translateToEnglish } from '@baro/contracts';
import type { ErrorCode, MessageLanguage } from '@baro/contracts';
import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The interface is Korean (spec §1): screens are written in Korean, and those strings are the source.
 * What changes by site is the language of messages (spec §6: sites 15 and 33 always English, 25
 * English for guests), so the one translated namespace is `messages`, built from the contracts' error
 * catalogue, where every message the server or the client shows has its Korean and English.
 */
export const MESSAGES_NAMESPACE = 'messages';

function catalogueIn(lang: MessageLanguage): Record<string, string> {
  const entries = Object.entries(errorCatalogue) as [ErrorCode, { ko: string; en: string }][];
  return Object.fromEntries(entries.map(([code, entry]) => [code, entry[lang]]));
}

/** A fresh i18next instance in `lang`; the app makes one at start, tests make their own. */
export function createI18n(lang: MessageLanguage = 'ko'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'ko',
    supportedLngs: ['ko', 'en'],
    ns: [MESSAGES_NAMESPACE],
    defaultNS: MESSAGES_NAMESPACE,
    resources: {
      ko: { [MESSAGES_NAMESPACE]: catalogueIn('ko') },
      en: { [MESSAGES_NAMESPACE]: catalogueIn('en') },
    },
    // The catalogue writes its values `{stock}`, as the server fills them.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** The catalogued message of `code` in the instance's language, with its `{name}` values filled in. */
export function messageOf(
  i18n: I18n,
  code: ErrorCode,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return i18n.t(code, { ns: MESSAGES_NAMESPACE, ...values });
}

/**
 * A message text from the server or the socket, in the instance's language. The server already
 * answers calls in the caller's language; texts that arrive in Korean anyway (a notification written
 * by an operator, a message cached before sign-in) go through the spec §8 translation table.
 */
export function serverText(i18n: I18n, text: string): string {
  return i18n.language === 'en' ? translateToEnglish(text) : text;
}
