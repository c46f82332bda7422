import { errorCatalogue, type ErrorCode } from './catalogue.ts';
import { fillTemplate, placeholdersIn } from './format.ts';
import type { MessageLanguage, MessageParamsArg } from './format.ts';

/**
 * The rows of spec §8's English translation table, as catalogue codes. Their Korean is what the server
 * sends and their English what English sites show; `translateToEnglish` covers them and every other
 * catalogued message.
 */
export const spec8TranslationCodes = [
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'INVESTMENT_TIME_CLOSED',
  'INSUFFICIENT_BALANCE',
  'LEVERAGE_CHANGE_WITH_POSITION',
  'MAX_POSITION_EXCEEDED',
  'USERNAME_TAKEN',
  'NICK_TAKEN',
  'PHONE_TAKEN',
  'CODE_MISMATCH',
  'LOGIN_FAILED',
  'OVERSEA_MARKET_CLOSED',
  'MAX_CONTRACTS_EXCEEDED',
  'WALLET_NOT_FOUND',
  'COUPON_NOT_FOUND',
  'FOLLOW_QUOTA_FULL',
  'TRADER_NOT_ACCEPTING',
] as const satisfies readonly ErrorCode[];

/** English for a message starting 투자는 and ending 이상 가능합니다. (spec §8). */
export const investmentTooSmallEnglish = 'The investment amount is too small.';
/** English for a message ending with unit or minimum wording (spec §8). */
export const minimumUnitEnglish = 'Please match the minimum unit of the amount.';
/** English for the follow-balance message, whatever amounts it names (spec §8). */
export const followBalanceEnglish = 'Unable to follow due to insufficient balance.';

/**
 * The endings spec §8 calls "unit or minimum wording". They are the closing phrases of Korean
 * amount-unit prompts ("…단위로 입력해주세요.", "…최소 단위에 맞춰주세요."), so a message that merely
 * mentions a unit elsewhere (the follow ratio's "1% 단위로 설정해주세요.") is not caught.
 */
const minimumUnitEnding =
  /(?:단위로 입력해주세요|단위에 맞춰주세요|단위로만 가능합니다|단위로 가능합니다|최소 ?단위입니다|최소 ?금액을 확인해주세요|최소 ?금액 이상 입력해주세요)\.?$/;

/** The follow-balance message: it speaks of following and of a balance that is short. */
const followBalance = /팔로우/;
const shortBalance = /(?:잔액|잔고|보유금액)[이가]? ?부족/;

/** The spec §8 pattern rules, in the order they apply; the first that matches decides. */
function patternRuleEnglish(message: string): string | undefined {
  if (message.startsWith('투자는') && message.endsWith('이상 가능합니다.')) return investmentTooSmallEnglish;
  if (minimumUnitEnding.test(message)) return minimumUnitEnglish;
  if (followBalance.test(message) && shortBalance.test(message)) return followBalanceEnglish;
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface TemplateMatcher {
  readonly pattern: RegExp;
  readonly names: readonly string[];
  readonly en: string;
}

/**
 * The catalogue's messages, so that a Korean message the server filled in
 * ('NQ종목이 현재 휴장중입니다.') still finds its English with the same values.
 */
const englishByKorean = new Map<string, string>();
const templateMatchers: TemplateMatcher[] = [];
for (const entry of Object.values(errorCatalogue)) {
  const names = placeholdersIn(entry.ko);
  if (names.length === 0) {
    englishByKorean.set(entry.ko, entry.en);
    continue;
  }
  const source = entry.ko
    .split(/\{\w+\}/)
    .map(escapeRegExp)
    .join('(.+?)');
  templateMatchers.push({ pattern: new RegExp(`^${source}$`), names, en: entry.en });
}

function templateEnglish(message: string): string | undefined {
  for (const matcher of templateMatchers) {
    const match = matcher.pattern.exec(message);
    if (match === null) continue;
    const params: Record<string, string> = {};
    matcher.names.forEach((name, index) => {
      params[name] = match[index + 1] ?? '';
    });
    return fillTemplate(matcher.en, params);
  }
  return undefined;
}

/**
 * The English of a Korean server message, for the sites that show English (spec §8). An exact
 * catalogue message comes first, then the spec's pattern rules, then a filled-in catalogue template.
 * A message nobody knows (a payment provider's own text, say) is passed through unchanged: a Korean
 * sentence is better than a wrong English one.
 */
export function translateToEnglish(koreanMessage: string): string {
  const message = koreanMessage.trim();
  return (
    englishByKorean.get(message) ?? patternRuleEnglish(message) ?? templateEnglish(message) ?? koreanMessage
  );
}

/** Sites whose messages are always English (spec §6). */
const englishSiteIds: ReadonlySet<number> = new Set([15, 33]);
/** Sites whose messages are English for visitors who are not signed in (spec §6). */
const englishForGuestsSiteIds: ReadonlySet<number> = new Set([25]);

/** The language a caller's messages are written in, decided by the site and whether they signed in. */
export function messageLanguage(siteId: number, isGuest: boolean): MessageLanguage {
  if (englishSiteIds.has(siteId)) return 'en';
  if (isGuest && englishForGuestsSiteIds.has(siteId)) return 'en';
  return 'ko';
}

/**
 * The message of a catalogued code for a caller, e.g.
 * `localizedMessage('OVERSEA_MARKET_CLOSED', messageLanguage(siteId, isGuest), { stock: 'NQ' })`.
 */
export function localizedMessage<Code extends ErrorCode>(
  code: Code,
  lang: MessageLanguage,
  ...params: MessageParamsArg<Code>
): string {
  const entry = errorCatalogue[code];
  const values: Readonly<Record<string, string | number>> = params[0] ?? {};
  return fillTemplate(lang === 'en' ? entry.en : entry.ko, values);
}
