import { z } from 'zod';
import { accountErrors } from './accounts.ts';
import { chatErrors } from './chat.ts';
import { commonErrors } from './common.ts';
import { contentErrors } from './content.ts';
import { copytradeErrors } from './copytrade.ts';
import { economicErrors } from './economic.ts';
import type { CatalogueEntry } from './entry.ts';
import { futuresErrors } from './futures.ts';
import { httpErrors } from './http.ts';
import { inputErrors } from './input.ts';
import { limitErrors } from './limits.ts';
import { marketErrors } from './market.ts';
import { noticeMessages } from './notices.ts';
import { overseaErrors } from './oversea.ts';
import { partnerErrors } from './partner.ts';
import { requestLimitErrors } from './request-limits.ts';
import { siteErrors } from './site.ts';
import { tradeErrors } from './trade.ts';
import { walletErrors } from './wallet.ts';

export type { CatalogueEntry } from './entry.ts';

/**
 * The catalogue's area files, by name. A code written in two areas would silently keep only the last
 * spread below; the catalogue test compares these with the merged catalogue to forbid that.
 */
export const catalogueAreas = {
  common: commonErrors,
  input: inputErrors,
  accounts: accountErrors,
  site: siteErrors,
  trade: tradeErrors,
  market: marketErrors,
  futures: futuresErrors,
  oversea: overseaErrors,
  copytrade: copytradeErrors,
  wallet: walletErrors,
  content: contentErrors,
  chat: chatErrors,
  economic: economicErrors,
  partner: partnerErrors,
  limits: limitErrors,
  requestLimits: requestLimitErrors,
  notices: noticeMessages,
  http: httpErrors,
} as const;

/**
 * Every failure a call can answer with, one file per area. Handlers name a code; the edge looks up
 * status and message here, so a message is written once. Korean messages are the spec's own wording
 * where it has one. Templated messages name their values in braces (`{stock}`); `formatMessage` in
 * `format.ts` fills them.
 */
export const errorCatalogue = {
  ...commonErrors,
  ...inputErrors,
  ...accountErrors,
  ...siteErrors,
  ...tradeErrors,
  ...marketErrors,
  ...futuresErrors,
  ...overseaErrors,
  ...copytradeErrors,
  ...walletErrors,
  ...contentErrors,
  ...chatErrors,
  ...economicErrors,
  ...partnerErrors,
  ...limitErrors,
  ...requestLimitErrors,
  ...noticeMessages,
  ...httpErrors,
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}

/** The body of every failed call (spec §7: the client reads it without catching). */
export const errorBodySchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  data: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
