import { describe, expect, it } from 'vitest';
import { catalogueAreas, errorCatalogue, isErrorCode, type ErrorCode } from './catalogue.ts';
import { formatMessage, placeholdersIn } from './format.ts';

const entries = Object.entries(errorCatalogue);
const koreanMessages = new Set<string>(entries.map(([, entry]) => entry.ko));

/** Korean sentences the spec writes out itself (§2, §4, §5, §8); templates keep their placeholder. */
const specKoreanMessages = [
  '계정이 이용이 불가능합니다. 자세한 사항은 관리자에게 문의해주시기 바랍니다.',
  '모바일 디바이스 접속이 불가합니다.',
  '출금신청금액을 입력해주세요.',
  '출금신청금액이 보유금액을 초과합니다.',
  '입금신청금액을 입력해주세요.',
  '{stock}종목이 현재 휴장중입니다.',
  '현재 {stock}이 휴장처리되었습니다.',
  '현재 모든종목이 휴장처리되었습니다.',
  '청산',
  '주문 체결완료',
  '회원가입을 멈추시겠습니까?',
  '준비중입니다.',
];

/** Messages the spec describes in English; the catalogue must have a code for each. */
const specDescribedCodes: readonly ErrorCode[] = [
  'TOKEN_REVOKED',
  'SOCKET_RECONNECTING',
  'SOCKET_RECONNECT_FAILED',
  'NEW_MESSAGE_ARRIVED',
  'CONTACT_ANSWER_ARRIVED',
  'UNREAD_MESSAGES_ON_START',
  'FOLLOW_MAX_BET_TOO_SMALL',
  'FOLLOW_ONE_MAX_BET_TOO_SMALL',
  'FOLLOW_RATIO_INVALID',
  'FOLLOW_ONE_TRADER_ONLY',
  'FOLLOW_STOCK_REQUIRED',
  'FOLLOW_QUOTA_FULL',
  'TRADER_NOT_ACCEPTING',
  'TRADER_CANNOT_FOLLOW',
  'TRADER_CANNOT_SET_TPSL',
  'TRADER_CANNOT_SELL',
  'TRADER_CANNOT_OPPOSE_POSITION',
  'INSUFFICIENT_BALANCE',
  'LEVERAGE_CHANGE_WITH_POSITION',
  'MAX_POSITION_EXCEEDED',
  'INVESTMENT_TIME_CLOSED',
  'MAX_CONTRACTS_EXCEEDED',
  'WALLET_NOT_FOUND',
  'COUPON_NOT_FOUND',
  'INVESTMENT_AMOUNT_TOO_SMALL',
  'AMOUNT_UNIT_MISMATCH',
  'QUANTITY_UNIT_MISMATCH',
  'FOLLOW_INSUFFICIENT_BALANCE',
  'ORDER_PLACED_NOTICE',
  'ORDER_CANCELLED_NOTICE',
  'POSITION_WARN_NOTICE',
  'LEVERAGE_CHANGED_NOTICE',
];

describe('error catalogue', () => {
  it('answers every code with a status from 400 to 599', () => {
    const wrong = entries.filter(([, entry]) => entry.status < 400 || entry.status > 599);
    expect(wrong).toEqual([]);
  });

  it('gives every code a non-empty Korean and English message', () => {
    const wrong = entries.filter(([, entry]) => entry.ko.trim() === '' || entry.en.trim() === '');
    expect(wrong).toEqual([]);
  });

  it('names codes in upper snake case', () => {
    expect(entries.map(([code]) => code).filter((code) => !/^[A-Z][A-Z0-9_]*$/.test(code))).toEqual([]);
  });

  it('defines each code in one area file only', () => {
    const areaCodeCount = Object.values(catalogueAreas).reduce(
      (sum, area) => sum + Object.keys(area).length,
      0,
    );
    expect(areaCodeCount).toBe(entries.length);
  });

  it('holds every Korean sentence the spec writes out', () => {
    expect(specKoreanMessages.filter((message) => !koreanMessages.has(message))).toEqual([]);
  });

  it("holds the force-logout alert the spec abbreviates as '접속이 끊겼습니다...'", () => {
    expect(errorCatalogue.TOKEN_REVOKED.ko.startsWith('접속이 끊겼습니다.')).toBe(true);
  });

  it('holds a code for every message the spec describes in English', () => {
    expect(specDescribedCodes.filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('states the 10 USDT minimum in both follow-limit messages', () => {
    expect(errorCatalogue.FOLLOW_MAX_BET_TOO_SMALL.ko).toContain('10 USDT');
    expect(errorCatalogue.FOLLOW_ONE_MAX_BET_TOO_SMALL.ko).toContain('10 USDT');
  });

  it('states the 0% floor and the 1% step in the follow-ratio message', () => {
    expect(errorCatalogue.FOLLOW_RATIO_INVALID.ko).toContain('0%');
    expect(errorCatalogue.FOLLOW_RATIO_INVALID.ko).toContain('1% 단위');
  });

  it('uses in English only placeholders its Korean template has', () => {
    const wrong = entries.filter(([, entry]) => {
      const korean = new Set(placeholdersIn(entry.ko));
      return placeholdersIn(entry.en).some((name) => !korean.has(name));
    });
    expect(wrong).toEqual([]);
  });

  it('translates the same Korean message to the same English everywhere', () => {
    const englishByKorean = new Map<string, Set<string>>();
    for (const [, entry] of entries) {
      const english = englishByKorean.get(entry.ko) ?? new Set<string>();
      english.add(entry.en);
      englishByKorean.set(entry.ko, english);
    }
    const conflicting = [...englishByKorean].filter(([, english]) => english.size > 1);
    expect(conflicting).toEqual([]);
  });
});

describe('formatMessage', () => {
  it('fills a Korean template with its values', () => {
    expect(formatMessage('OVERSEA_MARKET_CLOSED', { stock: 'NQ' }, 'ko')).toBe('NQ종목이 현재 휴장중입니다.');
  });

  it('fills the English template with the same values', () => {
    expect(formatMessage('OVERSEA_MARKET_CLOSED', { stock: 'NQ' }, 'en')).toBe(
      'The NQ market is currently closed.',
    );
  });

  it('writes numbers as given', () => {
    expect(formatMessage('LEVERAGE_OUT_OF_RANGE', { max: 125 }, 'ko')).toBe(
      '레버리지는 1배부터 125배까지 설정할 수 있습니다.',
    );
  });

  it('returns a message without placeholders unchanged', () => {
    expect(formatMessage('INSUFFICIENT_BALANCE', {}, 'ko')).toBe('잔액이 부족합니다.');
  });

  it('throws when a value is missing, rather than showing a brace to a member', () => {
    const params = {} as { stock: string };
    expect(() => formatMessage('OVERSEA_MARKET_CLOSED', params, 'ko')).toThrow(/\{stock\}/);
  });
});
