import type { ErrorCode } from '@baro/contracts';
import { useTranslation } from 'react-i18next';
import { messageOf, serverText } from './i18n.ts';

/** Messages in the site's message language; components re-render when it changes. */
export function useMessages() {
  const { i18n } = useTranslation();
  return {
    message: (code: ErrorCode, values?: Readonly<Record<string, string | number>>) =>
      messageOf(i18n, code, values),
    server: (text: string) => serverText(i18n, text),
  };
}
