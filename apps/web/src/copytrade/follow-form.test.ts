import { describe, expect, it } from 'vitest';
import { followProblem } from './follow-form.ts';

const valid = { followStock: ['BTCUSDT'], multiplyPer: 50, maxBet: '100', oneMaxBet: '10' };

describe('followProblem', () => {
  it('accepts a draft at the limits: ratio 0 and 100, both amounts exactly 10 USDT', () => {
    expect(followProblem(valid)).toBeNull();
    expect(followProblem({ ...valid, multiplyPer: 0, maxBet: '10' })).toBeNull();
    expect(followProblem({ ...valid, multiplyPer: 100 })).toBeNull();
  });

  it('answers the catalogue code of the first field wrong, in the contract body order', () => {
    expect(followProblem({ ...valid, followStock: [], maxBet: '' })).toBe('FOLLOW_STOCK_REQUIRED');
    expect(followProblem({ ...valid, multiplyPer: 101 })).toBe('FOLLOW_RATIO_INVALID');
    expect(followProblem({ ...valid, multiplyPer: 12.5 })).toBe('FOLLOW_RATIO_INVALID');
    expect(followProblem({ ...valid, multiplyPer: -1 })).toBe('FOLLOW_RATIO_INVALID');
    expect(followProblem({ ...valid, maxBet: '9.99999999', oneMaxBet: '' })).toBe('FOLLOW_MAX_BET_TOO_SMALL');
    expect(followProblem({ ...valid, maxBet: '' })).toBe('FOLLOW_MAX_BET_TOO_SMALL');
    expect(followProblem({ ...valid, oneMaxBet: '9.99999999' })).toBe('FOLLOW_ONE_MAX_BET_TOO_SMALL');
  });
});
