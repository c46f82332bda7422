import { tradeRoundTopic } from '@baro/contracts';
import { decideOutcome, isDecidingTick, roundTimes } from '@baro/domain';
import type { DecidingTick } from '@baro/domain';
import type { Database, Queryable } from '../../db/database.ts';
import type { Bus, EventSink } from '../../realtime/bus.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { roundRecord, roundSelect, storedTick } from './round-records.ts';
import type { RoundRow } from './round-records.ts';
import type { RoundOption } from './round-option.ts';

// The round clock's steps (DOMAIN.md §2): open, lock, close. Each is one transaction with a guarded
// UPDATE on the round's phase, so a step done twice (two clocks overlapping for a moment during an
// ownership handover, or a retry after a crash) changes nothing the second time. Settlement is in
// settle-round.ts.

/**
 * The advisory lock class of a round (the two-int key space, apart from the bigint keys others use):
 * bets hold it shared while they write, the lock step takes it exclusively, so a bet either commits
 * before the round locks or sees it locked.
 */
export const roundLockClass = 74_726_008;

/**
 * The advisory lock class of an option's round numbering: two clocks of one option overlapping for a
 * moment (an ownership handover) take turns, so the second reads the first's number and never both
 * the same one.
 */
export const roundNumberLockClass = 74_726_009;

export interface RoundStepContext {
  readonly db: Database;
  readonly bus: Bus;
}

async function loadRound(tx: Queryable, roundId: number): Promise<RoundRow> {
  const rows = await tx.query<RoundRow>(`${roundSelect} WHERE r.id = $1`, [roundId]);
  const row = rows.rows[0];
  if (row === undefined) throw new Error(`Round ${roundId} vanished inside its own transaction.`);
  return row;
}

/**
 * Publishes a round's state on its option's topic (`/topic/trade_round/{tradeOptionId}`). Only
 * sessions of the option's site may subscribe to it; the site target keeps it so at delivery too.
 */
export function publishRound(
  events: EventSink,
  type: 'ROUND_OPEN' | 'ROUND_LOCK' | 'ROUND_SETTLE',
  row: RoundRow,
) {
  events.publish(
    tradeRoundTopic,
    { type, round: roundRecord(row) },
    { kind: 'site', siteId: row.site_id, params: { tradeOptionId: row.trade_option_id } },
  );
}

/**
 * Opens the option's rounds at `openAts` (ascending). A round another clock opened already is left
 * as it is. Answers the rounds this call created.
 */
export async function openRounds(
  ctx: RoundStepContext,
  option: RoundOption,
  openAts: readonly number[],
  nowMs: number,
): Promise<number[]> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const created: number[] = [];
    await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [roundNumberLockClass, option.id]);
    for (const openAtMs of openAts) {
      const times = roundTimes(openAtMs, option.terms.roundMs);
      // The option's next number (migration 0012): rounds open in time order, so numbers read in it.
      // A round another clock opened already keeps its number, and the one computed here goes unused.
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO trade_round (site_id, trade_option_id, open_at, lock_at, close_at, payout, round_no)
         VALUES ($1, $2, $3, $4, $5, $6,
           (SELECT COALESCE(max(round_no), 0) + 1 FROM trade_round WHERE trade_option_id = $2))
         ON CONFLICT (trade_option_id, open_at) DO NOTHING RETURNING id`,
        [
          option.siteId,
          option.id,
          new Date(times.openAtMs),
          new Date(times.lockAtMs),
          new Date(times.closeAtMs),
          option.payout,
        ],
      );
      const id = inserted.rows[0]?.id;
      if (id === undefined) continue;
      created.push(id);
      // A round opened late (its lock already passed) took no bet; announcing it would only flicker.
      if (times.lockAtMs > nowMs) publishRound(events, 'ROUND_OPEN', await loadRound(tx, id));
    }
    return created;
  });
}

/** The deciding tick as stored: a tick older than the gap limit at its instant is no tick at all. */
function usable(tick: DecidingTick | null, atMs: number, feedGapMs: number): DecidingTick | null {
  return isDecidingTick(tick, atMs, feedGapMs) ? tick : null;
}

/**
 * Locks a round with its lock tick (the last tick at or before `lockAt`, null when the feed had none
 * usable). Waits for bets in flight on the round to commit first. Answers whether this call locked it.
 */
export async function lockRound(
  ctx: RoundStepContext,
  round: { readonly id: number; readonly lockAtMs: number },
  tick: DecidingTick | null,
  option: RoundOption,
  nowMs: number,
): Promise<boolean> {
  const deciding = usable(tick, round.lockAtMs, option.terms.feedGapMs);
  return transactionWithEvents(ctx, async (tx, events) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [roundLockClass, round.id]);
    const locked = await tx.query(
      `UPDATE trade_round SET phase = 'LOCKED', lock_price = $2, lock_tick_at = $3, lock_source = $4,
         locked_at = $5
       WHERE id = $1 AND phase = 'OPEN'`,
      [
        round.id,
        deciding?.price ?? null,
        deciding === null ? null : new Date(deciding.atMs),
        deciding?.source ?? null,
        new Date(nowMs),
      ],
    );
    if (locked.rowCount === 0) return false;
    publishRound(events, 'ROUND_LOCK', await loadRound(tx, round.id));
    return true;
  });
}

/**
 * Records a round's close tick and decides its outcome (DOMAIN.md §2), in a transaction of its own
 * before the settlement: a process killed during the settlement settles, after its restart, with the
 * very tick it had recorded, never with one read again from a feed that moved on.
 */
export async function closeRound(
  db: Database,
  roundId: number,
  tick: DecidingTick | null,
  option: RoundOption,
  nowMs: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await loadRound(tx, roundId);
    if (row.phase !== 'LOCKED') return false;
    // The stored times decide, even if the option's round length was changed since the round opened.
    const times = {
      openAtMs: row.open_at.getTime(),
      lockAtMs: row.lock_at.getTime(),
      closeAtMs: row.close_at.getTime(),
    };
    const closeTick = usable(tick, times.closeAtMs, option.terms.feedGapMs);
    const outcome = decideOutcome({
      times,
      lockTick: storedTick(row.lock_price, row.lock_tick_at, row.lock_source),
      closeTick,
      feedGapMs: option.terms.feedGapMs,
    });
    const closed = await tx.query(
      `UPDATE trade_round SET phase = 'CLOSED', close_price = $2, close_tick_at = $3, close_source = $4,
         status = $5, result = $6, void_reason = $7, closed_at = $8
       WHERE id = $1 AND phase = 'LOCKED'`,
      [
        roundId,
        closeTick?.price ?? null,
        closeTick === null ? null : new Date(closeTick.atMs),
        closeTick?.source ?? null,
        outcome.status,
        outcome.result,
        outcome.voidReason,
        new Date(nowMs),
      ],
    );
    return closed.rowCount > 0;
  });
}
