import { assert } from '../assert.ts';
import type { ClockWindow, PlaceBetCommand, RoundEngine, RoundPhase } from './round-engine.ts';
import type {
  BetDecision,
  BetSide,
  DecidingTick,
  RoundOutcome,
  RoundSettlement,
  RoundTerms,
  RoundTimes,
  SettledBet,
} from './types.ts';

interface ReferenceRound {
  openAtMs: number;
  phase: RoundPhase;
  lockTick: DecidingTick | null;
}

interface Placement {
  readonly memberId: string;
  readonly openAtMs: number;
  readonly side: BetSide;
  readonly stakeMinor: bigint;
}

/**
 * The naive reference round engine: a list of rounds and a list of every accepted placement, every
 * question answered by scanning them, and the rules of DOMAIN.md §2 written out again here rather
 * than taken from `bet-rules.ts` and `outcome.ts`. It is slow on purpose and shares no rule code with
 * `RoundBook`, so the shared suite and the simulations catch a mistake in either.
 */
export class ReferenceRoundBook implements RoundEngine {
  private readonly rounds: ReferenceRound[] = [];
  private readonly placements: Placement[] = [];

  constructor(readonly terms: RoundTerms) {}

  openDue(nowMs: number, window: ClockWindow): RoundTimes[] {
    const length = this.terms.roundMs;
    const last = this.rounds.at(-1);
    // Rounds start on multiples of L; the oldest worth opening is the one taking bets catchUpMs ago.
    const earliest = Math.floor(Math.max(0, nowMs - window.catchUpMs) / length) * length;
    let start = last === undefined ? Math.floor(nowMs / length) * length : last.openAtMs + length;
    if (start < earliest) start = earliest;
    const opened: RoundTimes[] = [];
    for (let openAtMs = start; openAtMs <= nowMs + window.aheadMs; openAtMs += length) {
      this.rounds.push({ openAtMs, phase: 'OPEN', lockTick: null });
      opened.push(this.times(openAtMs));
    }
    return opened;
  }

  placeBet(command: PlaceBetCommand): BetDecision {
    const { memberId, openAtMs, side, stakeMinor, nowMs } = command;
    assert(stakeMinor > 0n, 'A stake is positive.');
    const round = this.rounds.find((candidate) => candidate.openAtMs === openAtMs);
    const times = this.times(openAtMs);
    // Refused from lock − cut-off on, whatever else is true of the round.
    if (round !== undefined && nowMs + this.terms.betCutoffMs >= times.lockAtMs) {
      return { ok: false, code: 'INVESTMENT_TIME_CLOSED' };
    }
    if (round?.phase !== 'OPEN' || nowMs < openAtMs) return { ok: false, code: 'ROUND_NOT_OPEN' };
    const mine = this.placements.filter((p) => p.openAtMs === openAtMs && p.memberId === memberId);
    if (mine.length > 0 && mine[0]?.side !== side) return { ok: false, code: 'BET_SIDE_CONFLICT' };
    const { minStakeMinor, maxStakeMinor } = this.terms;
    if (stakeMinor < minStakeMinor) {
      return { ok: false, code: 'INVESTMENT_AMOUNT_TOO_SMALL', limitMinor: minStakeMinor };
    }
    if (stakeMinor > maxStakeMinor) {
      return { ok: false, code: 'INVESTMENT_AMOUNT_TOO_LARGE', limitMinor: maxStakeMinor };
    }
    let total = stakeMinor;
    for (const placement of mine) total += placement.stakeMinor;
    if (total > maxStakeMinor)
      return { ok: false, code: 'ROUND_STAKE_LIMIT_EXCEEDED', limitMinor: maxStakeMinor };
    if (command.availableMinor < stakeMinor) return { ok: false, code: 'INSUFFICIENT_BALANCE' };
    this.placements.push({ memberId, openAtMs, side, stakeMinor });
    return { ok: true, totalStakeMinor: total, adds: mine.length > 0 };
  }

  lock(openAtMs: number, tick: DecidingTick | null, nowMs: number): void {
    const round = this.rounds.find((candidate) => candidate.openAtMs === openAtMs);
    assert(round?.phase === 'OPEN', `Round ${openAtMs} cannot lock now.`);
    assert(nowMs >= openAtMs + this.terms.roundMs, `Round ${openAtMs} locks later.`);
    round.phase = 'LOCKED';
    round.lockTick = tick;
  }

  settle(openAtMs: number, closeTick: DecidingTick | null, nowMs: number): RoundSettlement {
    const round = this.rounds.find((candidate) => candidate.openAtMs === openAtMs);
    assert(round?.phase === 'LOCKED', `Round ${openAtMs} cannot settle now.`);
    const times = this.times(openAtMs);
    assert(nowMs >= times.closeAtMs, `Round ${openAtMs} closes later.`);
    round.phase = 'SETTLED';
    const outcome = this.outcome(times, round.lockTick, closeTick);
    const members = [
      ...new Set(this.placements.filter((p) => p.openAtMs === openAtMs).map((p) => p.memberId)),
    ];
    members.sort();
    const bets: SettledBet[] = members.map((memberId) => {
      const placements = this.placements.filter((p) => p.openAtMs === openAtMs && p.memberId === memberId);
      const side = (placements[0] as Placement).side;
      const stakeMinor = placements.reduce((sum, p) => sum + p.stakeMinor, 0n);
      if (outcome.status === 3) return { memberId, side, stakeMinor, status: 3, paidMinor: stakeMinor };
      // A positive bigint quotient is truncated, which is the floor the house keeps the fraction by.
      if (side === outcome.result) {
        return {
          memberId,
          side,
          stakeMinor,
          status: 1,
          paidMinor: (stakeMinor * this.terms.payoutBps) / 10_000n,
        };
      }
      return { memberId, side, stakeMinor, status: 2, paidMinor: 0n };
    });
    const stakedMinor = bets.reduce((sum, bet) => sum + bet.stakeMinor, 0n);
    const paidMinor = bets.reduce((sum, bet) => sum + bet.paidMinor, 0n);
    return {
      openAtMs,
      outcome,
      lockTick: round.lockTick,
      closeTick,
      bets,
      stakedMinor,
      paidMinor,
      houseResultMinor: stakedMinor - paidMinor,
    };
  }

  phaseOf(openAtMs: number): RoundPhase | undefined {
    return this.rounds.find((round) => round.openAtMs === openAtMs)?.phase;
  }

  betOf(openAtMs: number, memberId: string): { side: BetSide; stakeMinor: bigint } | null {
    const mine = this.placements.filter((p) => p.openAtMs === openAtMs && p.memberId === memberId);
    if (mine.length === 0) return null;
    return { side: (mine[0] as Placement).side, stakeMinor: mine.reduce((sum, p) => sum + p.stakeMinor, 0n) };
  }

  private times(openAtMs: number): RoundTimes {
    return {
      openAtMs,
      lockAtMs: openAtMs + this.terms.roundMs,
      closeAtMs: openAtMs + 2 * this.terms.roundMs,
    };
  }

  /** DOMAIN.md §2, read directly: a tick older than feedGapMs at its instant is a gap. */
  private outcome(times: RoundTimes, lock: DecidingTick | null, close: DecidingTick | null): RoundOutcome {
    const gap = this.terms.feedGapMs;
    if (lock === null || lock.atMs > times.lockAtMs || lock.atMs + gap < times.lockAtMs) {
      return { status: 3, result: null, voidReason: 'LOCK_TICK_MISSING' };
    }
    if (close === null || close.atMs > times.closeAtMs || close.atMs + gap < times.closeAtMs) {
      return { status: 3, result: null, voidReason: 'CLOSE_TICK_MISSING' };
    }
    if (lock.price === close.price) return { status: 3, result: null, voidReason: 'EQUAL_PRICES' };
    return { status: 1, result: close.price > lock.price ? 'B' : 'S', voidReason: null };
  }
}
