import { z } from 'zod';
import type { ErrorCode } from './errors/catalogue.ts';
import { ID_MAX } from './ids.ts';
import { formatScaled, readRequestAmount } from './money.ts';
import type { RequestAmountProblem } from './money.ts';

/**
 * Shared wire pieces for every route and socket definition. Money travels as decimal strings so that
 * no amount ever passes through a binary float (DOMAIN.md §1); ids are JSON numbers; query values
 * arrive as strings and are coerced here, once.
 */

/** A signed decimal number written as a string, e.g. `-12.5`. Every money value on the wire uses it. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

/**
 * The issue a refused request amount answers with. An amount that is missing, malformed or not above
 * zero is the field's own alert when it has one (`requiredCode`), else a plain input error; the others
 * name what is wrong, with the value the member needs (the finest unit, the maximum).
 */
function amountIssue(
  problem: RequestAmountProblem,
  requiredCode: ErrorCode | undefined,
): { message: string; params?: Record<string, string> } {
  switch (problem.reason) {
    case 'SYNTAX':
      return { message: requiredCode ?? 'Expected a decimal amount (digits and an optional point).' };
    case 'NOT_POSITIVE':
      return { message: requiredCode ?? 'Expected an amount above zero.' };
    case 'TOO_MANY_DECIMALS':
      return { message: 'AMOUNT_UNIT_MISMATCH', params: { unit: formatScaled(1n, problem.scale) } };
    case 'TOO_LARGE':
      return { message: 'AMOUNT_TOO_LARGE', params: { max: formatScaled(problem.maxMinor, problem.scale) } };
    case 'NUMBER_INEXACT':
      return { message: 'AMOUNT_NUMBER_INEXACT' };
  }
}

function requestAmount(requiredCode?: ErrorCode): z.ZodType<string, string | number> {
  return z
    .union([z.string(), z.number()], requiredCode === undefined ? undefined : { error: requiredCode })
    .transform((value, ctx) => {
      const read = readRequestAmount(value);
      if (read.ok) return read.text;
      ctx.issues.push({ code: 'custom', input: value, ...amountIssue(read, requiredCode) });
      return z.NEVER;
    });
}

/**
 * An amount a member asks to move: a decimal string or a JSON number (the spec's clients send
 * `point: 1000`), above zero, at most 8 decimals (the finest asset scale, DOMAIN.md §1) and at most
 * the largest request amount of any asset (`readRequestAmount` in the money codec). It arrives in the
 * handler as the decimal string; the server checks the asset's own scale and maximum once it knows
 * the asset.
 */
export const amountString = requestAmount();

/**
 * The same as `amountString`, but a missing, malformed or zero amount answers with one catalogue
 * code. The spec shows a specific alert when a deposit or withdrawal amount is left empty (§5), and
 * the server turns an issue whose message is a catalogue code into that code (see
 * `errors/schema-error.ts`). An amount over the maximum or with too many decimals still says so.
 */
export function requiredAmount(code: ErrorCode): z.ZodType<string, string | number> {
  return requestAmount(code);
}

export { ID_MAX, parseId } from './ids.ts';

/** A row id in a JSON body or response. */
export const idSchema = z.number().int().positive().max(ID_MAX);

/** A row id in a query string or path, where it arrives as text. */
export const idQuery = z.coerce.number<string | number>().int().positive().max(ID_MAX);

/** A whole number in a query string (counts, leverage, milliseconds). */
export const intQuery = z.coerce.number<string | number>().int();

/**
 * The caller's own player id, which the spec's clients send on some calls. The server always acts for
 * the member the token names and never reads this field, so a member cannot reach another member's
 * data by changing it.
 */
export const ownPlayerIdQuery = idQuery
  .optional()
  .describe('Ignored: the server always uses the id of the signed-in member.');

/** The body form of `ownPlayerIdQuery`. */
export const ownPlayerIdBody = idSchema
  .optional()
  .describe('Ignored: the server always uses the id of the signed-in member.');

/**
 * A yes/no flag in a query string. The spec's clients send `'1'`/`'0'` (isPlay, isFirst) and URL
 * encoders turn booleans into `'true'`/`'false'`; all four spellings mean the same thing.
 */
export const queryFlag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === '1' || value === 'true');

/** A 0/1 flag in a response, as the spec writes `isPlay` and `isStop` (spec §7: "both are 1"). */
export const flag01 = z.union([z.literal(0), z.literal(1)]);

/**
 * How the spec's clients ask for a list: as a page or as a plain list. Baro answers every call with
 * the one shape its definition declares (a page for paged calls, a list otherwise), so the value is
 * validated and accepted but never changes the answer; this keeps one response type per call.
 */
export const resultType = z.enum(['PAGE', 'LIST']).optional();

/** A comma-separated list in a query string (`statusStrs=1,2`), split into its items. */
export function commaList(tokenPattern: string, maxItems = 50): z.ZodType<string[], string> {
  const list = new RegExp(`^(?:${tokenPattern})(?:,(?:${tokenPattern}))*$`);
  return z
    .string()
    .regex(list)
    .transform((value) => value.split(','))
    .pipe(z.array(z.string()).max(maxItems));
}

/** A comma-separated list whose items come from a closed set, e.g. dnw type codes. */
export function commaEnumList<const T extends readonly [string, ...string[]]>(
  values: T,
  maxItems = 50,
): z.ZodType<T[number][], string> {
  return z
    .string()
    .transform((value) => value.split(','))
    .pipe(z.array(z.enum(values)).min(1).max(maxItems));
}

/** A stock symbol as the feeds name it: `BTCUSDT`, `NQ`, `6E`, `EUR.USD`. */
export const stockSymbol = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/);

/** A comma list of stock symbols (`stockListStrs`). */
export const stockList = commaList('[A-Za-z0-9][A-Za-z0-9._-]{0,31}', 100);

/**
 * A wallet key: `BINARY`, `FUTURES` or a coin code (`USDT`, `BTC`). Coin codes are upper-case letters
 * and digits, as in the site's used-coin list.
 */
export const walletType = z.string().regex(/^[A-Z][A-Z0-9]{1,15}$/);

function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day `YYYY-MM-DD` (KST trading days, report ranges). Impossible dates are refused. */
export const ymdDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDate, { error: 'Not a calendar date.' });

/** An instant in a response, ISO 8601 with an offset (`2025-01-31T09:00:00.000Z`). */
export const timestamp = z.iso.datetime({ offset: true });

/** An instant in milliseconds since the epoch, as market data and the spec's `beginMillis` use. */
export const epochMs = z.number().int().nonnegative();

/**
 * A client-chosen id that makes a money-moving call safe to retry: the same id with the same body gets
 * the first answer back, with another body it is refused (ARCHITECTURE.md §3).
 */
export const requestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .optional();

/** Page selection for list calls. Pages count from 1; 20 rows by default, never more than 100. */
export const pageQuery = z.object({
  page: z.coerce.number<string | number>().int().min(1).default(1),
  size: z.coerce.number<string | number>().int().min(1).max(100).default(20),
});

/** One page of a list, the answer of every paged call. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    content: z.array(item),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
    totalElements: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  });
}

/** The answer of calls that only report how many rows they changed or found. */
export const countResponse = z.object({ count: z.number().int().nonnegative() });

/** The answer of a call whose only result is that it was done. */
export const doneResponse = z.object({ ok: z.literal(true) });

/** The answer of calls that hand the client a page to open (payment providers, P2P desks). */
export const urlResponse = z.object({ url: z.url() });

/** `LONG` buys, `SHORT` sells (spec §3). */
export const tradeType = z.enum(['LONG', 'SHORT']);

/**
 * The price tick that decided a settlement: which feed published it, when, and at what price.
 * Rounds, fills, liquidations and losscuts carry it so a member can audit them (DOMAIN.md §0).
 */
export const decidingTick = z.object({ source: z.string(), at: timestamp, price: decimalString });

/**
 * A text a person types (an inquiry, a message): trimmed, not empty (`required`, the field's own
 * alert), at most `max` characters (`tooLong`, its message filled with the limit, "{max}자 이하").
 */
export function typedText(max: number, codes: { required: ErrorCode; tooLong: ErrorCode }) {
  return z
    .string({ error: codes.required })
    .trim()
    .min(1, { error: codes.required })
    .check((ctx) => {
      if (ctx.value.length <= max) return;
      ctx.issues.push({ code: 'custom', input: ctx.value, message: codes.tooLong, params: { max } });
    });
}
