import { errorCatalogue, fillTemplate } from '@baro/contracts';
import type { ErrorBody, MessageLanguage } from '@baro/contracts';
import type { Rejection } from '../core/rejection.ts';

export type { MessageLanguage } from '@baro/contracts';

/** The stable failure body of spec §7: `{ status, code, message, data? }`, in the caller's language. */
export function errorBody(rejection: Rejection, lang: MessageLanguage): ErrorBody {
  const entry = errorCatalogue[rejection.code];
  return {
    status: entry.status,
    code: rejection.code,
    message: fillTemplate(lang === 'en' ? entry.en : entry.ko, rejection.params ?? {}),
    ...(rejection.data === undefined ? {} : { data: rejection.data }),
  };
}
