import { isRoundStart, roundsToOpen } from '@baro/domain';
import type { DecidingTick } from '@baro/domain';
import type { Logger } from 'pino';
import type { Clock } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import type { Scheduler, TimerHandle } from '../../market/feeds/timers.ts';
import type { Bus } from '../../realtime/bus.ts';
import { loadRoundOption } from './round-option.ts';
import type { RoundOption } from './round-option.ts';
import type { LastPrices } from '../oversea/wallet-figures.ts';
import type { RoundPhase } from './round-records.ts';
import { closeRound, lockRound, openRounds } from './round-steps.ts';
import { settleRound } from './settle-round.ts';

/** Where a round clock reads its deciding ticks: the market service's last tick at or before. */
export interface DecidingTicks {
  tickAtOrBefore(stock: string, atMs: number): DecidingTick | null;
}

export interface RoundClockDeps {
  readonly db: Database;
  readonly bus: Bus;
  readonly clock: Clock;
  /** The deciding ticks, and the last prices the bettors' overseas pnl is pushed at. */
  readonly market: DecidingTicks & LastPrices;
  readonly log: Logger;
  readonly scheduler: Scheduler;
}

export const roundClockTiming = {
  /**
   * How long after a lock or close the clock reads its tick: a tick stamped at or before the instant
   * may still be on its way (the simulated feed delivers every 100 ms, a venue's stream a few hundred
   * ms late). A tick arriving later than this does not count.
   */
  tickGraceMs: 1_000,
  /** The next round is opened this early, so the screen has its id when the countdown reaches it. */
  openAheadMs: 2_000,
  /** The longest sleep: an operator's change (a stopped option, a new payout) shows within it. */
  pollMs: 5_000,
  /** After a failed step (the database away), the next try. */
  retryMs: 2_000,
} as const;

const minSleepMs = 50;

interface UnfinishedRound {
  id: number;
  open_at: Date;
  lock_at: Date;
  close_at: Date;
  phase: Exclude<RoundPhase, 'SETTLED'>;
}

async function unfinishedRounds(db: Database, optionId: number): Promise<UnfinishedRound[]> {
  const rows = await db.query<UnfinishedRound>(
    `SELECT id, open_at, lock_at, close_at, phase FROM trade_round
     WHERE trade_option_id = $1 AND phase <> 'SETTLED' ORDER BY open_at`,
    [optionId],
  );
  return rows.rows;
}

/**
 * The round clock of one trade option (DOMAIN.md §2, ARCHITECTURE.md §5). Its state is the option's
 * rounds in the database, not its timers: every pass reads the unfinished rounds and does what is due
 * by the clock (lock, close, settle, oldest first), then opens the round taking bets, and sleeps until
 * the next stored time falls due. A clock started after a restart, or on another node, therefore goes
 * on exactly where the last one stopped: no round is skipped and, the steps being guarded in SQL, none
 * is settled twice. Run by the node that owns the option's key (rounds-runtime.ts).
 */
export class RoundClock {
  private timer: TimerHandle | null = null;
  private turn: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly deps: RoundClockDeps,
    readonly optionId: number,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** Stops the clock; resolves once a pass in progress has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.cancel();
    this.timer = null;
    await this.turn;
  }

  /** One pass: every step due now, in order. Answers when the next one falls due (epoch ms). */
  async runDue(): Promise<number> {
    const { db, clock } = this.deps;
    const nowMs = clock.nowMs();
    const option = await loadRoundOption(db, this.optionId);
    if (option === undefined) return nowMs + roundClockTiming.pollMs;
    for (const round of await unfinishedRounds(db, this.optionId)) {
      if (this.stopped) break;
      await this.advance(option, round, nowMs);
    }
    if (option.running && !this.stopped) await this.openDue(option, nowMs);
    return this.nextDueMs(option, nowMs);
  }

  private async advance(option: RoundOption, round: UnfinishedRound, nowMs: number): Promise<void> {
    const { db, bus, market, log } = this.deps;
    const { tickGraceMs } = roundClockTiming;
    let phase: RoundPhase = round.phase;
    const lockAtMs = round.lock_at.getTime();
    const closeAtMs = round.close_at.getTime();
    if (phase === 'OPEN' && nowMs >= lockAtMs + tickGraceMs) {
      await lockRound(
        { db, bus },
        { id: round.id, lockAtMs },
        market.tickAtOrBefore(option.stock, lockAtMs),
        option,
        nowMs,
      );
      phase = 'LOCKED';
    }
    if (phase === 'LOCKED' && nowMs >= closeAtMs + tickGraceMs) {
      await closeRound(db, round.id, market.tickAtOrBefore(option.stock, closeAtMs), option, nowMs);
      phase = 'CLOSED';
    }
    if (phase !== 'CLOSED') return;
    // Every option settles a round every 30 s to 5 min whether or not anyone bet: at info, the rounds
    // nobody bet on would bury the log's real lines, so only a round with bets is logged at info.
    log.debug({ tradeRoundId: round.id, tradeOptionId: option.id }, 'settling round');
    const settled = await settleRound({ db, bus, market }, round.id, option, nowMs);
    if (settled === null) return;
    const line = { tradeRoundId: round.id, tradeOptionId: option.id, ...settled };
    if (settled.bets > 0) log.info(line, 'round settled');
    else log.debug(line, 'round settled');
  }

  private async lastOpenAtMs(): Promise<number | null> {
    const last = await this.deps.db.query<{ open_at: Date | null }>(
      'SELECT max(open_at) AS open_at FROM trade_round WHERE trade_option_id = $1',
      [this.optionId],
    );
    return last.rows[0]?.open_at?.getTime() ?? null;
  }

  private async openDue(option: RoundOption, nowMs: number): Promise<void> {
    const { db, bus } = this.deps;
    const roundMs = option.terms.roundMs;
    const lastOpenAt = await this.lastOpenAtMs();
    // A round length changed by the operator starts afresh on the new length's boundaries.
    const next =
      lastOpenAt === null || !isRoundStart(lastOpenAt + roundMs, roundMs) ? null : lastOpenAt + roundMs;
    // Rounds whose whole betting window passed while no clock ran are not made up afterwards: nobody
    // could have bet on them (catchUpMs 0). The round taking bets now is always opened.
    const opens = roundsToOpen(next, nowMs, roundMs, { aheadMs: roundClockTiming.openAheadMs, catchUpMs: 0 });
    if (opens.length > 0) await openRounds({ db, bus }, option, opens, nowMs);
  }

  private async nextDueMs(option: RoundOption, nowMs: number): Promise<number> {
    const { tickGraceMs, openAheadMs, pollMs } = roundClockTiming;
    let due = nowMs + pollMs;
    for (const round of await unfinishedRounds(this.deps.db, this.optionId)) {
      const at = round.phase === 'OPEN' ? round.lock_at : round.close_at;
      due = Math.min(due, round.phase === 'CLOSED' ? nowMs : at.getTime() + tickGraceMs);
    }
    const lastOpenAt = await this.lastOpenAtMs();
    if (option.running && lastOpenAt !== null) {
      due = Math.min(due, lastOpenAt + option.terms.roundMs - openAheadMs);
    }
    // Never a busy loop: what is due now (a settlement that must be tried again) waits a moment.
    return Math.max(due, nowMs + minSleepMs);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = this.deps.scheduler.setTimeout(() => {
      this.turn = this.pass();
    }, delayMs);
  }

  private async pass(): Promise<void> {
    let dueMs: number;
    try {
      dueMs = await this.runDue();
    } catch (error) {
      this.deps.log.error({ err: error, tradeOptionId: this.optionId }, 'round clock step failed');
      dueMs = this.deps.clock.nowMs() + roundClockTiming.retryMs;
    }
    this.schedule(Math.max(0, dueMs - this.deps.clock.nowMs()));
  }
}
