import type { ErrorCode, MessageLanguage, MessageParamsArg } from '@baro/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { useServices } from '../app/services-context.tsx';
import { messageOf, serverText } from './i18n.ts';

export interface Messages {
  readonly language: MessageLanguage;
  /** The catalogued message of `code`, with its values. */
  message<Code extends ErrorCode>(code: Code, ...values: MessageParamsArg<Code>): string;
  /** A Korean text from the server, translated on an English site. */
  server(text: string): string;
}

/** Messages in the site's message language; the component re-renders when the language changes. */
export function useMessages(): Messages {
  const { i18n } = useServices();
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  return useMemo(
    () => ({
      language,
      message: (code, ...values) => messageOf(i18n, code, ...values),
      server: (text) => serverText(i18n, text),
    }),
    [i18n, language],
  );
}
