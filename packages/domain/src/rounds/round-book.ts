import { assert } from '../assert.ts';
import { decideBet } from './bet-rules.ts';
import { decideOutcome, settleStake } from './outcome.ts';
import type { ClockWindow, PlaceBetCommand, RoundEngine, RoundPhase } from './round-engine.ts';
import { roundsToOpen, roundTimes } from './schedule.ts';
import type {
  BetDecision,
  BetSide,
  DecidingTick,
  RoundSettlement,
  RoundTerms,
  RoundTimes,
  SettledBet,
} from './types.ts';

interface MemberStake {
  side: BetSide;
  stakeMinor: bigint;
}

interface Round {
  readonly times: RoundTimes;
  phase: RoundPhase;
  lockTick: DecidingTick | null;
  /** One entry per member: a member bets one side per round, further bets add to it. */
  readonly stakes: Map<string, MemberStake>;
}

/**
 * The round engine of one trade option: rounds by open time, each with its members' stakes indexed
 * by member, so a bet is decided in O(1) and a round settles in one pass over its bets. The rules
 * themselves are `decideBet`, `decideOutcome` and `settleStake`, which the server's own load → decide
 * → write path calls too.
 */
export class RoundBook implements RoundEngine {
  private readonly rounds = new Map<number, Round>();
  private nextOpenAtMs: number | null = null;

  constructor(readonly terms: RoundTerms) {}

  openDue(nowMs: number, window: ClockWindow): RoundTimes[] {
    const opened: RoundTimes[] = [];
    for (const openAtMs of roundsToOpen(this.nextOpenAtMs, nowMs, this.terms.roundMs, window)) {
      const times = roundTimes(openAtMs, this.terms.roundMs);
      this.rounds.set(openAtMs, { times, phase: 'OPEN', lockTick: null, stakes: new Map() });
      this.nextOpenAtMs = openAtMs + this.terms.roundMs;
      opened.push(times);
    }
    return opened;
  }

  placeBet(command: PlaceBetCommand): BetDecision {
    const round = this.rounds.get(command.openAtMs);
    if (round === undefined) return { ok: false, code: 'ROUND_NOT_OPEN' };
    const existing = round.stakes.get(command.memberId) ?? null;
    const decision = decideBet({
      times: round.times,
      roundOpen: round.phase === 'OPEN',
      terms: this.terms,
      existing,
      side: command.side,
      stakeMinor: command.stakeMinor,
      availableMinor: command.availableMinor,
      nowMs: command.nowMs,
    });
    if (!decision.ok) return decision;
    if (existing === null) {
      round.stakes.set(command.memberId, { side: command.side, stakeMinor: command.stakeMinor });
    } else {
      existing.stakeMinor = decision.totalStakeMinor;
    }
    return decision;
  }

  lock(openAtMs: number, tick: DecidingTick | null, nowMs: number): void {
    const round = this.round(openAtMs);
    assert(round.phase === 'OPEN', `Round ${openAtMs} is ${round.phase}; only an open round locks.`);
    assert(
      nowMs >= round.times.lockAtMs,
      `Round ${openAtMs} locks at ${round.times.lockAtMs}, not ${nowMs}.`,
    );
    round.phase = 'LOCKED';
    round.lockTick = tick;
  }

  settle(openAtMs: number, closeTick: DecidingTick | null, nowMs: number): RoundSettlement {
    const round = this.round(openAtMs);
    assert(round.phase === 'LOCKED', `Round ${openAtMs} is ${round.phase}; only a locked round settles.`);
    assert(
      nowMs >= round.times.closeAtMs,
      `Round ${openAtMs} closes at ${round.times.closeAtMs}, not ${nowMs}.`,
    );
    round.phase = 'SETTLED';
    const outcome = decideOutcome({
      times: round.times,
      lockTick: round.lockTick,
      closeTick,
      feedGapMs: this.terms.feedGapMs,
    });
    const bets: SettledBet[] = [];
    let stakedMinor = 0n;
    let paidMinor = 0n;
    for (const [memberId, stake] of round.stakes) {
      const settled = settleStake(stake, outcome, this.terms.payoutBps);
      bets.push({ memberId, side: stake.side, stakeMinor: stake.stakeMinor, ...settled });
      stakedMinor += stake.stakeMinor;
      paidMinor += settled.paidMinor;
    }
    bets.sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0));
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
    return this.rounds.get(openAtMs)?.phase;
  }

  betOf(openAtMs: number, memberId: string): { side: BetSide; stakeMinor: bigint } | null {
    const stake = this.rounds.get(openAtMs)?.stakes.get(memberId);
    return stake === undefined ? null : { side: stake.side, stakeMinor: stake.stakeMinor };
  }

  private round(openAtMs: number): Round {
    const round = this.rounds.get(openAtMs);
    assert(round !== undefined, `No round opens at ${openAtMs}.`);
    return round;
  }
}
