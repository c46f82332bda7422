import { describe, expect, it } from 'vitest';
import { gameTypeLabel, gameTypeLength } from './game-type-label.ts';

describe('gameTypeLabel', () => {
  it('labels binary types 바이너리 with their length, so B1, B2 and B5 are told apart', () => {
    expect(gameTypeLabel('B1')).toBe('바이너리 1min');
    expect(gameTypeLabel('B5')).toBe('바이너리 5min');
    expect(gameTypeLabel('B')).toBe('바이너리');
  });

  it("labels whole lengths '{n}min'", () => {
    expect(gameTypeLabel('R1')).toBe('1min');
    expect(gameTypeLabel('R2')).toBe('2min');
    expect(gameTypeLabel('R5')).toBe('5min');
  });

  it("labels lengths below one minute as 60 times n 'sec'", () => {
    expect(gameTypeLabel('R.5')).toBe('30sec');
    expect(gameTypeLabel('R.25')).toBe('15sec');
  });

  it('puts 비트볼 before bitball types (codes starting with P)', () => {
    expect(gameTypeLabel('P1')).toBe('비트볼 1min');
    expect(gameTypeLabel('P.5')).toBe('비트볼 30sec');
  });

  it('shows a code without a length as it is', () => {
    expect(gameTypeLabel('ONETRADING')).toBe('ONETRADING');
  });
});

describe('gameTypeLength', () => {
  it('reads the number after the letters of a code', () => {
    expect(gameTypeLength('R.5')).toBe(0.5);
    expect(gameTypeLength('R10')).toBe(10);
    expect(gameTypeLength('R')).toBeNull();
    expect(gameTypeLength('R0')).toBeNull();
  });
});
