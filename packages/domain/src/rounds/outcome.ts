import { assert } from '../assert.ts';
import { applyBps } from '../money/bps.ts';
import type { BetSide, DecidingTick, RoundOutcome, RoundTimes } from './types.ts';

/**
 * Whether `tick`, the last tick at or before `atMs`, may decide a price at `atMs`. One older than
 * `feedGapMs` means the feed was silent across the instant (a gap, DOMAIN.md §2): the price there is
 * unknown and is never guessed.
 */
export function isDecidingTick(tick: DecidingTick | null, atMs: number, feedGapMs: number): boolean {
  if (tick === null) return false;
  assert(tick.atMs <= atMs, `The tick at ${tick.atMs} is after the instant ${atMs} it would decide.`);
  return atMs - tick.atMs <= feedGapMs;
}

/**
 * A round's outcome from its lock and close ticks: buy wins if the close is above the lock, sell if
 * below; equal prices, or a missing tick at either instant, void every bet.
 */
export function decideOutcome(input: {
  readonly times: RoundTimes;
  readonly lockTick: DecidingTick | null;
  readonly closeTick: DecidingTick | null;
  readonly feedGapMs: number;
}): RoundOutcome {
  const { times, lockTick, closeTick, feedGapMs } = input;
  if (lockTick === null || !isDecidingTick(lockTick, times.lockAtMs, feedGapMs)) {
    return { status: 3, result: null, voidReason: 'LOCK_TICK_MISSING' };
  }
  if (closeTick === null || !isDecidingTick(closeTick, times.closeAtMs, feedGapMs)) {
    return { status: 3, result: null, voidReason: 'CLOSE_TICK_MISSING' };
  }
  if (closeTick.price === lockTick.price) return { status: 3, result: null, voidReason: 'EQUAL_PRICES' };
  return { status: 1, result: closeTick.price > lockTick.price ? 'B' : 'S', voidReason: null };
}

/**
 * What a won stake pays back: stake × payout, rounded down to the minor unit. The fraction of a won
 * stays with the house; that is the rounding a member can check by hand (1,001 × 1.95 = 1,951).
 */
export function winningPayoutMinor(stakeMinor: bigint, payoutBps: bigint): bigint {
  return applyBps(stakeMinor, payoutBps, 'floor');
}

/** One bet's status and what it pays back under the round's outcome. */
export function settleStake(
  bet: { readonly side: BetSide; readonly stakeMinor: bigint },
  outcome: RoundOutcome,
  payoutBps: bigint,
): { readonly status: 1 | 2 | 3; readonly paidMinor: bigint } {
  if (outcome.status === 3) return { status: 3, paidMinor: bet.stakeMinor };
  if (bet.side === outcome.result)
    return { status: 1, paidMinor: winningPayoutMinor(bet.stakeMinor, payoutBps) };
  return { status: 2, paidMinor: 0n };
}
