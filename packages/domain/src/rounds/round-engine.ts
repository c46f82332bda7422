import type { BetDecision, BetSide, DecidingTick, RoundSettlement, RoundTerms, RoundTimes } from './types.ts';

/** A bet as a member places it; the engine decides it against the round and the member's stake. */
export interface PlaceBetCommand {
  readonly memberId: string;
  /** The round, by its open time. */
  readonly openAtMs: number;
  readonly side: BetSide;
  readonly stakeMinor: bigint;
  /** The member's available balance now; the caller reserves the stake when the bet is accepted. */
  readonly availableMinor: bigint;
  readonly nowMs: number;
}

/** Where a round stands: taking bets, live (lock price known or known missing), settled. */
export type RoundPhase = 'OPEN' | 'LOCKED' | 'SETTLED';

/** How far a clock opens ahead and catches up (see `roundsToOpen`). */
export interface ClockWindow {
  readonly aheadMs: number;
  readonly catchUpMs: number;
}

/**
 * One trade option's rounds as an engine: its clock opens rounds, members bet, the lock tick locks a
 * round, the close tick settles it. Two implementations answer to this, `RoundBook` (indexed, the
 * rules of `bet-rules.ts` and `outcome.ts`) and `ReferenceRoundBook` (naive scans, the rules written
 * out again from DOMAIN.md), and one test suite runs against both. Pure: time and ticks are passed in.
 * Locking or settling a round out of turn (twice, early, unopened) is a programmer error and throws.
 */
export interface RoundEngine {
  readonly terms: RoundTerms;
  /** Opens every round due at `nowMs` and answers the ones opened now, ascending. */
  openDue(nowMs: number, window: ClockWindow): RoundTimes[];
  placeBet(command: PlaceBetCommand): BetDecision;
  /** The round's lock tick (null: none usable); from now on it takes no bets. */
  lock(openAtMs: number, tick: DecidingTick | null, nowMs: number): void;
  /** Decides the round with its close tick and settles every bet on it, once. */
  settle(openAtMs: number, closeTick: DecidingTick | null, nowMs: number): RoundSettlement;
  phaseOf(openAtMs: number): RoundPhase | undefined;
  /** The member's side and stake on a round, or null. */
  betOf(openAtMs: number, memberId: string): { side: BetSide; stakeMinor: bigint } | null;
}
