import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { depositProblem, problemMessage, withdrawProblem } from './wallet-validation.ts';

const ko = createI18n('ko');

describe('deposit and withdrawal checks (spec §5)', () => {
  it('requires a deposit amount', () => {
    const problem = depositProblem('KRW', '');
    expect(problem).toEqual({ code: 'DEPOSIT_AMOUNT_REQUIRED' });
    expect(problem && problemMessage(ko, problem)).toBe('입금신청금액을 입력해주세요.');
    expect(depositProblem('KRW', '0')).toEqual({ code: 'DEPOSIT_AMOUNT_REQUIRED' });
  });

  it('requires a withdrawal amount and refuses one above what the member holds', () => {
    expect(withdrawProblem('KRW', '', '100000')).toEqual({ code: 'WITHDRAW_AMOUNT_REQUIRED' });
    const over = withdrawProblem('KRW', '100001', '100000');
    expect(over && problemMessage(ko, over)).toBe('출금신청금액이 보유금액을 초과합니다.');
    expect(withdrawProblem('KRW', '100000', '100000')).toBeNull();
  });

  it("counts a coin withdrawal's fee against the balance", () => {
    expect(withdrawProblem('USDT', '10', '11', { fee: '1' })).toBeNull();
    expect(withdrawProblem('USDT', '10.5', '11', { fee: '1' })).toEqual({
      code: 'WITHDRAW_AMOUNT_EXCEEDS_BALANCE',
    });
  });

  it("applies the site's limits with the limit written as an amount", () => {
    const low = depositProblem('KRW', '5000', { min: '10000', max: '5000000' });
    expect(low && problemMessage(ko, low)).toBe('입금신청금액은 10,000 이상이어야 합니다.');
    const high = withdrawProblem('KRW', '6000000', '9000000', { limits: { min: '10000', max: '5000000' } });
    expect(high && problemMessage(ko, high)).toBe('출금신청금액은 5,000,000 이하여야 합니다.');
    expect(depositProblem('KRW', '20000', { min: '10000', max: null })).toBeNull();
  });

  it('speaks English on an English site', () => {
    expect(problemMessage(createI18n('en'), { code: 'WITHDRAW_AMOUNT_EXCEEDS_BALANCE' })).toBe(
      'The withdrawal amount exceeds your balance.',
    );
  });
});
