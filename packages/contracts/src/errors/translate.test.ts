import { describe, expect, it } from 'vitest';
import { errorCatalogue } from './catalogue.ts';
import {
  followBalanceEnglish,
  investmentTooSmallEnglish,
  localizedMessage,
  messageLanguage,
  minimumUnitEnglish,
  spec8TranslationCodes,
  translateToEnglish,
} from './translate.ts';

describe('translateToEnglish: spec §8 table', () => {
  for (const code of spec8TranslationCodes) {
    const entry = errorCatalogue[code];
    if (entry.ko.includes('{')) continue;
    it(`translates the ${code} message '${entry.ko}'`, () => {
      expect(translateToEnglish(entry.ko)).toBe(entry.en);
    });
  }

  it('translates token expired', () => {
    expect(translateToEnglish('토큰이 만료되었습니다.')).toBe('Token expired.');
  });

  it('translates wrong approach', () => {
    expect(translateToEnglish('잘못된 접근입니다.')).toBe('Wrong approach.');
  });

  it('translates investment time closed', () => {
    expect(translateToEnglish('투자 시간이 마감되었습니다.')).toBe('Investment time is closed.');
  });

  it('translates insufficient balance', () => {
    expect(translateToEnglish('잔액이 부족합니다.')).toBe('Insufficient balance.');
  });

  it('translates the refusal to change leverage with a position open', () => {
    expect(translateToEnglish(errorCatalogue.LEVERAGE_CHANGE_WITH_POSITION.ko)).toBe(
      'Cannot change leverage while a position is open.',
    );
  });

  it('translates an order above the maximum position at the leverage', () => {
    expect(translateToEnglish(errorCatalogue.MAX_POSITION_EXCEEDED.ko)).toBe(
      'The order exceeds the maximum position at the current leverage.',
    );
  });

  it('translates duplicate username, nickname and phone number', () => {
    expect(translateToEnglish('중복된 아이디입니다.')).toBe('Duplicate username.');
    expect(translateToEnglish('중복된 닉네임입니다.')).toBe('Duplicate nickname.');
    expect(translateToEnglish('중복된 휴대폰번호입니다.')).toBe('Duplicate phone number.');
  });

  it('translates an OTP code mismatch', () => {
    expect(translateToEnglish('인증번호가 일치하지 않습니다.')).toBe('OTP code mismatch.');
  });

  it('translates a username or password mismatch', () => {
    expect(translateToEnglish('아이디 또는 비밀번호가 일치하지 않습니다.')).toBe(
      'Username or password does not match.',
    );
  });

  it('translates a closed market with the stock the server named', () => {
    expect(translateToEnglish('NQ종목이 현재 휴장중입니다.')).toBe('The NQ market is currently closed.');
  });

  it('translates maximum contracts exceeded', () => {
    expect(translateToEnglish('최대 계약수를 초과하였습니다.')).toBe('Maximum contracts exceeded.');
  });

  it('translates a missing wallet', () => {
    expect(translateToEnglish('지갑이 존재하지 않습니다.')).toBe('The wallet does not exist.');
  });

  it('translates a coupon that does not exist', () => {
    expect(translateToEnglish('존재하지 않는 쿠폰입니다.')).toBe('The coupon does not exist.');
  });

  it('translates a full follower quota', () => {
    expect(translateToEnglish(errorCatalogue.FOLLOW_QUOTA_FULL.ko)).toBe('The follower quota is full.');
  });

  it('translates a trader who is not accepting followers', () => {
    expect(translateToEnglish(errorCatalogue.TRADER_NOT_ACCEPTING.ko)).toBe(
      'This trader is not accepting followers.',
    );
  });
});

describe('translateToEnglish: spec §8 pattern rules', () => {
  it("turns any '투자는 … 이상 가능합니다.' into the too-small message", () => {
    expect(translateToEnglish('투자는 1,000원 이상 가능합니다.')).toBe(investmentTooSmallEnglish);
    expect(translateToEnglish('투자는 최소 5,000원 이상 가능합니다.')).toBe(investmentTooSmallEnglish);
  });

  it("leaves a '투자는' message with another ending to the other rules", () => {
    expect(translateToEnglish('투자는 1,000,000원 이하로 가능합니다.')).toBe(
      'The investment amount is too large (at most 1,000,000원).',
    );
  });

  it('turns a message ending with unit wording into the minimum-unit message', () => {
    expect(translateToEnglish('금액은 1,000원 단위로 입력해주세요.')).toBe(minimumUnitEnglish);
    expect(translateToEnglish('주문 수량을 최소 단위에 맞춰주세요.')).toBe(minimumUnitEnglish);
    expect(translateToEnglish('출금은 10,000원 단위로만 가능합니다.')).toBe(minimumUnitEnglish);
  });

  it('turns a message ending with minimum wording into the minimum-unit message', () => {
    expect(translateToEnglish('주문 금액의 최소 단위입니다.')).toBe(minimumUnitEnglish);
    expect(translateToEnglish('최소금액을 확인해주세요.')).toBe(minimumUnitEnglish);
  });

  it('does not treat a message that mentions a unit mid-sentence as a unit message', () => {
    expect(translateToEnglish(errorCatalogue.FOLLOW_RATIO_INVALID.ko)).toBe(
      errorCatalogue.FOLLOW_RATIO_INVALID.en,
    );
  });

  it('turns the follow-balance message into the follow-balance English', () => {
    expect(translateToEnglish('잔액이 부족하여 팔로우할 수 없습니다.')).toBe(followBalanceEnglish);
  });

  it('turns a follow-balance message worded with amounts into the same English', () => {
    expect(translateToEnglish('팔로우에 필요한 잔고가 부족합니다. (필요 10 USDT)')).toBe(
      followBalanceEnglish,
    );
  });

  it("gives every catalogue message a rule matches the rule's own English", () => {
    const ruled = Object.values(errorCatalogue).filter((entry) =>
      [investmentTooSmallEnglish, minimumUnitEnglish, followBalanceEnglish].includes(
        translateToEnglish(entry.ko),
      ),
    );
    expect(ruled.length).toBeGreaterThan(0);
    expect(ruled.filter((entry) => entry.en !== translateToEnglish(entry.ko))).toEqual([]);
  });
});

describe('translateToEnglish: other messages', () => {
  it('passes an unknown message through unchanged', () => {
    expect(translateToEnglish('알 수 없는 공급자 오류')).toBe('알 수 없는 공급자 오류');
  });

  it('passes an English message through unchanged', () => {
    expect(translateToEnglish('Provider timeout')).toBe('Provider timeout');
  });

  it('ignores surrounding whitespace when matching', () => {
    expect(translateToEnglish(' 잔액이 부족합니다. \n')).toBe('Insufficient balance.');
  });

  it('translates the all-closed alert rather than reading 모든 as a stock', () => {
    expect(translateToEnglish('현재 모든종목이 휴장처리되었습니다.')).toBe(
      errorCatalogue.OVERSEA_ALL_CLOSED.en,
    );
  });

  it('translates the one-option-closed alert with its stock', () => {
    expect(translateToEnglish('현재 ES이 휴장처리되었습니다.')).toBe('ES has now been closed for trading.');
  });
});

describe('messageLanguage', () => {
  it('answers English on sites 15 and 33 for members and guests alike', () => {
    for (const siteId of [15, 33]) {
      expect(messageLanguage(siteId, false)).toBe('en');
      expect(messageLanguage(siteId, true)).toBe('en');
    }
  });

  it('answers English on site 25 for guests only', () => {
    expect(messageLanguage(25, true)).toBe('en');
    expect(messageLanguage(25, false)).toBe('ko');
  });

  it('answers Korean on every other site', () => {
    expect(messageLanguage(1, true)).toBe('ko');
    expect(messageLanguage(16, false)).toBe('ko');
  });
});

describe('localizedMessage', () => {
  it('returns the Korean message for ko', () => {
    expect(localizedMessage('WALLET_NOT_FOUND', 'ko')).toBe('지갑이 존재하지 않습니다.');
  });

  it('returns the English message for en', () => {
    expect(localizedMessage('WALLET_NOT_FOUND', 'en')).toBe('The wallet does not exist.');
  });

  it('fills a templated message with its values', () => {
    expect(localizedMessage('OVERSEA_MARKET_CLOSED', 'ko', { stock: 'CL' })).toBe(
      'CL종목이 현재 휴장중입니다.',
    );
  });
});
