import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import { betCloseAtMs, bettingRoundOpenAt, isRoundStart, roundsToOpen, roundTimes } from './schedule.ts';

const L = 60_000;
// 2026-11-25 01:00:00 UTC.
const T = Date.UTC(2026, 10, 25, 1, 0, 0);

describe('round schedule', () => {
  it('starts rounds on UTC epoch multiples of their length', () => {
    expect(bettingRoundOpenAt(T + 59_999, L)).toBe(T);
    expect(bettingRoundOpenAt(T + 60_000, L)).toBe(T + L);
    expect(isRoundStart(T, 30_000)).toBe(true);
    expect(isRoundStart(T + 15_000, 30_000)).toBe(false);
    expect(isRoundStart(T + 15_000, 5_000)).toBe(true);
  });

  it('locks a round one length after it opens and closes it one length later', () => {
    expect(roundTimes(T, L)).toEqual({ openAtMs: T, lockAtMs: T + L, closeAtMs: T + 2 * L });
    expect(betCloseAtMs(roundTimes(T, L), 3_000)).toBe(T + L - 3_000);
  });

  it('refuses a round that does not start on a boundary', () => {
    expect(() => roundTimes(T + 1, L)).toThrow(DomainAssertionError);
    expect(() => bettingRoundOpenAt(T, 0)).toThrow(DomainAssertionError);
  });

  it('opens only the betting round on a first start', () => {
    expect(roundsToOpen(null, T + 10_000, L, { aheadMs: 0, catchUpMs: 3_600_000 })).toEqual([T]);
  });

  it('opens every round since the last one, and the next one when it is due within aheadMs', () => {
    const window = { aheadMs: 2_000, catchUpMs: 3_600_000 };
    expect(roundsToOpen(T - 2 * L, T + 10_000, L, window)).toEqual([T - 2 * L, T - L, T]);
    expect(roundsToOpen(T + L, T + 57_999, L, window)).toEqual([]);
    expect(roundsToOpen(T + L, T + 58_000, L, window)).toEqual([T + L]);
  });

  it('passes over rounds that would have opened more than catchUpMs ago', () => {
    expect(roundsToOpen(T - 100 * L, T + 1, L, { aheadMs: 0, catchUpMs: 2 * L })).toEqual([
      T - 2 * L,
      T - L,
      T,
    ]);
  });
});
