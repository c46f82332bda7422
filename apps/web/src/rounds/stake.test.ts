import { describe, expect, it } from 'vitest';
import { addWon } from '../wallet/amount-presets.tsx';
import { expectedReturn, groupWon, stakeOf, stakeProblem, stakeRoom } from './stake.ts';

const limits = { minPoint: '1000', maxPoint: '100000', alreadyStaked: 0n, balance: 50_000n };

describe('stake field', () => {
  it('adds presets to the typed stake and reads it as whole won', () => {
    expect(stakeOf(addWon(addWon('', 10_000n), 50_000n))).toBe(60_000n);
    expect(stakeOf('')).toBe(0n);
  });

  it('computes the expected return rounded down, as the server pays', () => {
    expect(expectedReturn(10_001n, '1.95')).toBe(19_501n);
    expect(expectedReturn(0n, '1.95')).toBe(0n);
  });

  it("refuses stakes outside the option's limits with the catalogue's words", () => {
    expect(stakeProblem(0n, limits)).toBe('투자 금액을 입력해주세요.');
    expect(stakeProblem(999n, limits)).toBe('투자는 1,000 이상 가능합니다.');
    expect(stakeProblem(100_001n, { ...limits, balance: undefined })).toBe(
      '투자는 100,000 이하로 가능합니다.',
    );
    expect(stakeProblem(60_000n, limits)).toBe('잔액이 부족합니다.');
    expect(stakeProblem(10_000n, limits)).toBeNull();
  });

  it('counts what the member already staked on the round against the per-round limit', () => {
    const staked = { ...limits, alreadyStaked: 95_000n, balance: 1_000_000n };
    expect(stakeProblem(10_000n, staked)).toBe('회차당 투자 한도를 초과하였습니다. (최대 100,000)');
    expect(stakeRoom(staked)).toBe(5_000n);
    expect(stakeRoom(limits)).toBe(50_000n);
  });

  it('groups thousands', () => {
    expect(groupWon(1_234_567n)).toBe('1,234,567');
  });
});
