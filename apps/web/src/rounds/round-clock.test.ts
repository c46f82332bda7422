import { describe, expect, it } from 'vitest';
import { bettingPhase, countdownText, livePhase, offsetFrom, remainingShare } from './round-clock.ts';
import { ROUND_T0, round30 } from './round-test-kit.ts';

describe('offsetFrom', () => {
  it('takes the middle of the round trip as the instant the server read its clock', () => {
    // Client clock 5 s behind the server; the trip took 200 ms.
    expect(offsetFrom(1_000_000, 1_000_200, 1_005_100)).toBe(5_000);
  });
});

describe('bettingPhase on the server clock', () => {
  const round = round30(0);

  it('counts down to the cut-off while bets are taken and raises the alarm in the last 5 s', () => {
    expect(bettingPhase(round, ROUND_T0 + 10_000)).toEqual({
      kind: 'betting',
      msLeft: 17_000,
      totalMs: 27_000,
      alarm: false,
    });
    expect(bettingPhase(round, ROUND_T0 + 22_500)).toMatchObject({ kind: 'betting', alarm: true });
  });

  it('enters the cut-off 3 s before lock, then locks', () => {
    expect(bettingPhase(round, ROUND_T0 + 27_000)).toEqual({ kind: 'cutoff', msLeft: 3_000, totalMs: 3_000 });
    expect(bettingPhase(round, ROUND_T0 + 30_000)).toEqual({ kind: 'locked' });
  });

  it('shows a round opened early as upcoming until its openAt', () => {
    expect(bettingPhase(round, ROUND_T0 - 1_500)).toMatchObject({ kind: 'upcoming', msLeft: 1_500 });
  });

  it('uses the server time it is given, so a client clock offset shifts the phase', () => {
    const clientNow = ROUND_T0 + 25_000;
    const offset = 3_000; // the server is 3 s ahead: its cut-off has already begun
    expect(bettingPhase(round, clientNow).kind).toBe('betting');
    expect(bettingPhase(round, clientNow + offset).kind).toBe('cutoff');
  });

  it('has no phase without a round', () => {
    expect(bettingPhase(null, ROUND_T0)).toEqual({ kind: 'none' });
  });
});

describe('livePhase', () => {
  it('counts to the close, then waits for the settlement', () => {
    const round = round30(0);
    expect(livePhase(round, ROUND_T0 + 45_000)).toEqual({ kind: 'live', msLeft: 15_000, totalMs: 30_000 });
    expect(livePhase(round, ROUND_T0 + 60_000)).toEqual({ kind: 'settling' });
  });
});

describe('countdown text and bar', () => {
  it('rounds seconds up and never goes below zero', () => {
    expect(countdownText(27_000)).toBe('0:27');
    expect(countdownText(26_001)).toBe('0:27');
    expect(countdownText(61_000)).toBe('1:01');
    expect(countdownText(-5)).toBe('0:00');
  });

  it('keeps the bar share within 0–1', () => {
    expect(remainingShare(13_500, 27_000)).toBe(0.5);
    expect(remainingShare(-1, 27_000)).toBe(0);
    expect(remainingShare(40_000, 27_000)).toBe(1);
  });
});
