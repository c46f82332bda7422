import { localizedMessage, translateToEnglish } from '@baro/contracts/errors/translate';
import type { ErrorCode, MessageLanguage, MessageParamsArg } from '@baro/contracts';

/**
 * The interface is Korean (spec §1): screens are written in Korean, and those strings are the source.
 * What changes by site is the language of messages (spec §6: sites 15 and 33 always English, 25
 * English for guests), and every message the server or the client shows has its Korean and English
 * in the contracts' error catalogue. So this layer is only the current message language, the
 * catalogue looked up in it, and the spec §8 translation of Korean server texts — not a translation
 * library (docs/spec-interpretations.md, "Web app").
 */
export interface I18n {
  /** The language messages are written in now. */
  readonly language: MessageLanguage;
  /** Switches the language; subscribers hear of it (components re-render through `useMessages`). */
  changeLanguage(language: MessageLanguage): void;
  /** Calls `listener` after each change of language; answers the function that removes it. */
  readonly subscribe: (listener: () => void) => () => void;
}

/** The message language of one app, starting in `lang`; the app makes one at start, tests their own. */
export function createI18n(lang: MessageLanguage = 'ko'): I18n {
  let language = lang;
  const listeners = new Set<() => void>();
  return {
    get language() {
      return language;
    },
    changeLanguage(next) {
      if (next === language) return;
      language = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The catalogued codes whose message has no `{name}` values: they can be shown by code alone. */
export type PlainMessageCode = {
  [Code in ErrorCode]: MessageParamsArg<Code> extends [] ? Code : never;
}[ErrorCode];

/**
 * The catalogued message of `code` in the current language, with its `{name}` values filled in. The
 * values a code needs are read from its Korean template's type, so a templated message cannot be
 * asked for without them.
 */
export function messageOf<Code extends ErrorCode>(
  i18n: I18n,
  code: Code,
  ...values: MessageParamsArg<Code>
): string {
  return localizedMessage(code, i18n.language, ...values);
}

/**
 * A message text from the server or the socket, in the current language. The server already
 * answers calls in the caller's language; texts that arrive in Korean anyway (a notification written
 * by an operator, a message cached before sign-in) go through the spec §8 translation table.
 */
export function serverText(i18n: I18n, text: string): string {
  return i18n.language === 'en' ? translateToEnglish(text) : text;
}
