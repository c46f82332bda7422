import { assert } from '../assert.ts';
import { betCloseAtMs } from './schedule.ts';
import type { BetDecision, BetSide, RoundTerms, RoundTimes } from './types.ts';

export interface BetDecisionInput {
  readonly times: RoundTimes;
  /**
   * Whether the round still takes bets as far as its own state goes: opened by its clock, not locked,
   * its option running. Time is checked separately, from `nowMs`.
   */
  readonly roundOpen: boolean;
  readonly terms: Pick<RoundTerms, 'minStakeMinor' | 'maxStakeMinor' | 'betCutoffMs'>;
  /** The member's bet on this round so far, if any. */
  readonly existing: { readonly side: BetSide; readonly stakeMinor: bigint } | null;
  readonly side: BetSide;
  readonly stakeMinor: bigint;
  /** The member's available balance (`point`) in the round's currency. */
  readonly availableMinor: bigint;
  /** The server's clock: it decides the cut-off, not the client's countdown. */
  readonly nowMs: number;
}

/**
 * Whether a bet is accepted (DOMAIN.md §2). Checked in this order, which both round engines and the
 * server follow so that a bet breaking several rules is refused for the same reason everywhere: the
 * time (cut-off first, then whether the round has opened), the side, the stake limits, the balance.
 */
export function decideBet(input: BetDecisionInput): BetDecision {
  const { times, terms, existing, side, stakeMinor, nowMs } = input;
  assert(stakeMinor > 0n, `A stake is positive, got ${stakeMinor}.`);
  if (nowMs >= betCloseAtMs(times, terms.betCutoffMs)) return { ok: false, code: 'INVESTMENT_TIME_CLOSED' };
  if (!input.roundOpen || nowMs < times.openAtMs) return { ok: false, code: 'ROUND_NOT_OPEN' };
  if (existing !== null && existing.side !== side) return { ok: false, code: 'BET_SIDE_CONFLICT' };
  if (stakeMinor < terms.minStakeMinor) {
    return { ok: false, code: 'INVESTMENT_AMOUNT_TOO_SMALL', limitMinor: terms.minStakeMinor };
  }
  if (stakeMinor > terms.maxStakeMinor) {
    return { ok: false, code: 'INVESTMENT_AMOUNT_TOO_LARGE', limitMinor: terms.maxStakeMinor };
  }
  const totalStakeMinor = (existing?.stakeMinor ?? 0n) + stakeMinor;
  if (totalStakeMinor > terms.maxStakeMinor) {
    return { ok: false, code: 'ROUND_STAKE_LIMIT_EXCEEDED', limitMinor: terms.maxStakeMinor };
  }
  if (input.availableMinor < stakeMinor) return { ok: false, code: 'INSUFFICIENT_BALANCE' };
  return { ok: true, totalStakeMinor, adds: existing !== null };
}
