import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import { ReferenceRoundBook } from './reference-round-book.ts';
import { RoundBook } from './round-book.ts';
import type { RoundEngine } from './round-engine.ts';
import type { DecidingTick, RoundTerms } from './types.ts';

// One suite, two engines (STYLE.md: exchange-core's OrderBookBaseTest): every expectation below holds
// for the indexed RoundBook and for the naive ReferenceRoundBook alike.

const L = 30_000;
const terms: RoundTerms = {
  roundMs: L,
  payoutBps: 19_500n,
  minStakeMinor: 1_000n,
  maxStakeMinor: 1_000_000n,
  betCutoffMs: 3_000,
  feedGapMs: 5_000,
};
const window = { aheadMs: 0, catchUpMs: 3_600_000 };
// 2026-11-25 01:00:00 UTC, a multiple of 30 s.
const T = Date.UTC(2026, 10, 25, 1, 0, 0);
const rich = 100_000_000n;

function tick(price: number, atMs: number): DecidingTick {
  return { price, atMs, source: 'simulated' };
}

const engines: [string, (t: RoundTerms) => RoundEngine][] = [
  ['RoundBook', (t) => new RoundBook(t)],
  ['ReferenceRoundBook', (t) => new ReferenceRoundBook(t)],
];

describe.each(engines)('%s', (_name, create) => {
  function opened(nowMs = T + 1_000): RoundEngine {
    const engine = create(terms);
    engine.openDue(nowMs, window);
    return engine;
  }

  function bet(
    engine: RoundEngine,
    memberId: string,
    side: 'B' | 'S',
    stakeMinor: bigint,
    nowMs = T + 1_000,
  ) {
    return engine.placeBet({ memberId, openAtMs: T, side, stakeMinor, availableMinor: rich, nowMs });
  }

  it('opens the round whose start is the last multiple of L, and the next one as its time comes', () => {
    const engine = create(terms);
    expect(engine.openDue(T + 12_345, window)).toEqual([
      { openAtMs: T, lockAtMs: T + L, closeAtMs: T + 2 * L },
    ]);
    expect(engine.openDue(T + 20_000, window)).toEqual([]);
    expect(engine.openDue(T + L, window).map((round) => round.openAtMs)).toEqual([T + L]);
  });

  it('opens the next round aheadMs early but takes no bet on it before it opens', () => {
    const engine = create(terms);
    const opens = engine.openDue(T + L - 2_000, { aheadMs: 2_000, catchUpMs: 0 });
    expect(opens.map((round) => round.openAtMs)).toEqual([T, T + L]);
    const early = engine.placeBet({
      memberId: 'kim',
      openAtMs: T + L,
      side: 'B',
      stakeMinor: 1_000n,
      availableMinor: rich,
      nowMs: T + L - 1,
    });
    expect(early).toEqual({ ok: false, code: 'ROUND_NOT_OPEN' });
  });

  it('opens the rounds missed in a short outage and passes over those older than catchUpMs', () => {
    const engine = create(terms);
    engine.openDue(T, window);
    expect(engine.openDue(T + 3 * L + 5, window).map((round) => round.openAtMs)).toEqual([
      T + L,
      T + 2 * L,
      T + 3 * L,
    ]);
    const opens = engine.openDue(T + 100 * L, { aheadMs: 0, catchUpMs: 2 * L });
    expect(opens.map((round) => round.openAtMs)).toEqual([T + 98 * L, T + 99 * L, T + 100 * L]);
  });

  it('accepts a bet in the window and answers the member stake', () => {
    const engine = opened();
    expect(bet(engine, 'kim', 'B', 5_000n)).toEqual({ ok: true, totalStakeMinor: 5_000n, adds: false });
    expect(engine.betOf(T, 'kim')).toEqual({ side: 'B', stakeMinor: 5_000n });
  });

  it('refuses a bet from the cut-off on and accepts one a millisecond before it', () => {
    const engine = opened();
    const cutoff = T + L - terms.betCutoffMs;
    expect(bet(engine, 'kim', 'B', 1_000n, cutoff)).toEqual({ ok: false, code: 'INVESTMENT_TIME_CLOSED' });
    expect(bet(engine, 'kim', 'B', 1_000n, cutoff + 2_000)).toEqual({
      ok: false,
      code: 'INVESTMENT_TIME_CLOSED',
    });
    expect(bet(engine, 'kim', 'B', 1_000n, cutoff - 1).ok).toBe(true);
  });

  it('refuses a bet on a round that was never opened', () => {
    const engine = opened();
    const answer = engine.placeBet({
      memberId: 'kim',
      openAtMs: T + 5 * L,
      side: 'B',
      stakeMinor: 1_000n,
      availableMinor: rich,
      nowMs: T + 1_000,
    });
    expect(answer).toEqual({ ok: false, code: 'ROUND_NOT_OPEN' });
  });

  it('adds a further bet on the same side and refuses the other side', () => {
    const engine = opened();
    bet(engine, 'kim', 'S', 2_000n);
    expect(bet(engine, 'kim', 'B', 2_000n)).toEqual({ ok: false, code: 'BET_SIDE_CONFLICT' });
    expect(bet(engine, 'kim', 'S', 3_000n)).toEqual({ ok: true, totalStakeMinor: 5_000n, adds: true });
    expect(bet(engine, 'lee', 'B', 2_000n).ok).toBe(true);
    expect(engine.betOf(T, 'kim')).toEqual({ side: 'S', stakeMinor: 5_000n });
  });

  it('refuses stakes outside the limits and names the limit', () => {
    const engine = opened();
    expect(bet(engine, 'kim', 'B', 999n)).toEqual({
      ok: false,
      code: 'INVESTMENT_AMOUNT_TOO_SMALL',
      limitMinor: 1_000n,
    });
    expect(bet(engine, 'kim', 'B', 1_000_001n)).toEqual({
      ok: false,
      code: 'INVESTMENT_AMOUNT_TOO_LARGE',
      limitMinor: 1_000_000n,
    });
    bet(engine, 'kim', 'B', 600_000n);
    expect(bet(engine, 'kim', 'B', 400_001n)).toEqual({
      ok: false,
      code: 'ROUND_STAKE_LIMIT_EXCEEDED',
      limitMinor: 1_000_000n,
    });
    expect(bet(engine, 'kim', 'B', 400_000n)).toEqual({ ok: true, totalStakeMinor: 1_000_000n, adds: true });
  });

  it('refuses a stake above the available balance', () => {
    const engine = opened();
    const answer = engine.placeBet({
      memberId: 'kim',
      openAtMs: T,
      side: 'B',
      stakeMinor: 5_000n,
      availableMinor: 4_999n,
      nowMs: T + 1_000,
    });
    expect(answer).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE' });
    expect(engine.betOf(T, 'kim')).toBeNull();
  });

  it('takes no bet once the round is locked', () => {
    const engine = opened();
    engine.openDue(T + L, window);
    engine.lock(T, tick(100, T + L - 10), T + L);
    expect(engine.phaseOf(T)).toBe('LOCKED');
    expect(bet(engine, 'kim', 'B', 1_000n, T + L + 1)).toEqual({ ok: false, code: 'INVESTMENT_TIME_CLOSED' });
  });

  function settled(lock: DecidingTick | null, close: DecidingTick | null) {
    const engine = opened();
    bet(engine, 'kim', 'B', 1_001n);
    bet(engine, 'lee', 'S', 10_000n);
    engine.lock(T, lock, T + L);
    return engine.settle(T, close, T + 2 * L);
  }

  it('pays a buy stake × 1.95, rounded down, when the close is above the lock, and takes the sell stake', () => {
    const result = settled(tick(100, T + L - 1), tick(101, T + 2 * L));
    expect(result.outcome).toEqual({ status: 1, result: 'B', voidReason: null });
    expect(result.bets).toEqual([
      { memberId: 'kim', side: 'B', stakeMinor: 1_001n, status: 1, paidMinor: 1_951n },
      { memberId: 'lee', side: 'S', stakeMinor: 10_000n, status: 2, paidMinor: 0n },
    ]);
    expect(result.stakedMinor).toBe(11_001n);
    expect(result.houseResultMinor).toBe(11_001n - 1_951n);
  });

  it('pays the sell side when the close is below the lock', () => {
    const result = settled(tick(100, T + L - 1), tick(99, T + 2 * L - 4_000));
    expect(result.outcome.result).toBe('S');
    expect(result.bets.map((b) => [b.status, b.paidMinor])).toEqual([
      [2, 0n],
      [1, 19_500n],
    ]);
  });

  it('voids every bet and refunds the stakes when the prices are equal', () => {
    const result = settled(tick(100, T + L - 1), tick(100, T + 2 * L - 1));
    expect(result.outcome).toEqual({ status: 3, result: null, voidReason: 'EQUAL_PRICES' });
    expect(result.bets.map((b) => [b.status, b.paidMinor])).toEqual([
      [3, 1_001n],
      [3, 10_000n],
    ]);
    expect(result.houseResultMinor).toBe(0n);
  });

  it('voids the round when the close tick is older than feedGapMs, and decides it at exactly feedGapMs', () => {
    const stale = settled(tick(100, T + L), tick(105, T + 2 * L - 5_001));
    expect(stale.outcome).toEqual({ status: 3, result: null, voidReason: 'CLOSE_TICK_MISSING' });
    expect(stale.bets.every((b) => b.status === 3)).toBe(true);
    expect(settled(tick(100, T + L), tick(105, T + 2 * L - 5_000)).outcome.result).toBe('B');
  });

  it('voids the round when there is no lock tick, or no close tick', () => {
    expect(settled(null, tick(105, T + 2 * L)).outcome.voidReason).toBe('LOCK_TICK_MISSING');
    expect(settled(tick(100, T + L - 6_000), tick(105, T + 2 * L)).outcome.voidReason).toBe(
      'LOCK_TICK_MISSING',
    );
    expect(settled(tick(100, T + L), null).outcome.voidReason).toBe('CLOSE_TICK_MISSING');
  });

  it('keeps the deciding ticks with the settlement', () => {
    const lock = tick(100, T + L - 1);
    const close = tick(101, T + 2 * L);
    expect(settled(lock, close)).toMatchObject({ lockTick: lock, closeTick: close });
  });

  it('settles a round once: a second settlement, or one before its close, is a bug', () => {
    const engine = opened();
    bet(engine, 'kim', 'B', 1_000n);
    expect(() => {
      engine.lock(T, tick(1, T), T + L - 1);
    }).toThrow(DomainAssertionError);
    engine.lock(T, tick(1, T + L), T + L);
    expect(() => {
      engine.lock(T, tick(1, T + L), T + L);
    }).toThrow(DomainAssertionError);
    expect(() => engine.settle(T, tick(2, T + 2 * L), T + 2 * L - 1)).toThrow(DomainAssertionError);
    expect(engine.settle(T, tick(2, T + 2 * L), T + 2 * L).bets).toHaveLength(1);
    expect(() => engine.settle(T, tick(2, T + 2 * L), T + 2 * L)).toThrow(DomainAssertionError);
    expect(engine.phaseOf(T)).toBe('SETTLED');
  });
});
