import type { Database } from '../../db/database.ts';
import type { Bus } from '../../realtime/bus.ts';
import type { MarkSource } from './feed-prices.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import { liquidateBatch } from './liquidation-batch.ts';
import { publishLiquidationPushes } from './liquidation-events.ts';
import type { LiquidationPushes } from './liquidation-events.ts';
import { addPhase, timedPhase } from '../../core/phase-times.ts';
import type { PhaseTimes } from '../../core/phase-times.ts';
import type { DecidingTick } from './position-writes.ts';
import { yieldToEventLoop } from './yield-to-event-loop.ts';

/**
 * How many positions one transaction of a sweep settles. Big enough that a crash liquidating 20 % of
 * 100,000 positions is a handful of commits, small enough that the wallets it locks are held for a
 * fraction of a second, so members' own orders queue behind it only briefly.
 */
export const liquidationBatchSize = 5_000;

/**
 * How many batches of a sweep run at once, each its own transaction on its own connection. Two: while
 * one batch's statements run in the database, the other's plan and the pushes run here, or its locks
 * and rows in the database's other process. The site's shards, which every batch moves, are the one thing
 * they share: each batch locks them last, in its ledger statement (liquidation-writes.ts), so the
 * second waits there only for the first's commit, and the two cannot deadlock (the same lock order).
 * Three at once measured no faster on the bench's two CPUs and holds more members' wallets waiting.
 */
export const liquidationBatchesInFlight = 2;

export interface SweepOutcome {
  /** Liquidated, in ascending id. */
  readonly liquidated: readonly number[];
  /** Crossed but saved by what backs them now, or in a batch that failed: the loop indexes them again. */
  readonly survived: readonly number[];
  readonly insurancePaid: bigint;
  /**
   * Why a batch failed (rolled back, its positions in `survived`) or its committed liquidations'
   * pushes could not be sent, for the log.
   */
  readonly errors: readonly unknown[];
}

/**
 * Liquidates the positions one mark tick crossed on one option, set-based (docs/futures-engine.md "The
 * liquidation sweep"): in batches of `batchSize` (`liquidationBatchSize` by default), `batchesInFlight`
 * at a time, each one transaction of a few statements (`liquidateBatch`) whose pushes go out after its
 * commit. A batch that fails rolls back alone: its positions stay open, are answered as `survived` so
 * the loop indexes them again, and are swept at the next tick that reaches them; the other batches go
 * on.
 */
export async function sweepLiquidations(
  deps: { readonly db: Database; readonly bus: Bus },
  input: {
    readonly option: FuturesOptionTerms;
    readonly positionIds: readonly number[];
    readonly tick: DecidingTick;
    readonly nowMs: number;
    readonly marks: MarkSource;
    readonly batchSize?: number | undefined;
    /** How many batches run at once; `liquidationBatchesInFlight` by default. */
    readonly batchesInFlight?: number | undefined;
    /** Where to add each step's time (the bench prints them). */
    readonly phases?: PhaseTimes | undefined;
  },
): Promise<SweepOutcome> {
  const batchSize = input.batchSize ?? liquidationBatchSize;
  const ids = [...input.positionIds].sort((a, b) => a - b);
  const terms = { option: input.option, tick: input.tick };
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += batchSize)
    batches.push(ids.slice(start, start + batchSize));
  const errors: unknown[] = [];
  // A batch's pushes (three per liquidation) are built from its plan after its commit, not queued in
  // its transaction as `transactionWithEvents` queues an action's few: 15,000 messages held until a
  // commit outlive the young generation and cost the sweep old-generation collections, and building
  // them in the transaction kept the site's shards locked, and the other batch in flight waiting for
  // them, meanwhile. Their targets are fixed (the member's own queues), so no wrong target can fail
  // after the commit; a failure to publish is logged and leaves the liquidation committed. They are
  // published while the worker goes on to its next batch, a hundred liquidations per turn of the
  // event loop, so the statements of the batches in flight are sent on as soon as they answer: the
  // database works while the pushes are built. The sweep answers once every push is out.
  const publishing: Promise<void>[] = [];
  const publishAfterCommit = async (pushes: LiquidationPushes) => {
    const startedAt = performance.now();
    try {
      await publishLiquidationPushes(deps.bus, pushes);
    } catch (error) {
      errors.push(error);
    }
    addPhase(input.phases, 'publish', performance.now() - startedAt);
  };
  const sweepBatch = async (batch: number[]) => {
    let workEndedAt = 0;
    return timedPhase(input.phases, 'transaction', async () => {
      const done = await deps.db.transaction(async (tx) => {
        const batchDone = await liquidateBatch(tx, {
          siteId: input.option.siteId,
          positionIds: batch,
          termsOf: (optionId) => (optionId === input.option.id ? terms : undefined),
          nowMs: input.nowMs,
          marks: input.marks,
          phases: input.phases,
        });
        workEndedAt = performance.now();
        return batchDone;
      });
      addPhase(input.phases, 'commit', performance.now() - workEndedAt);
      if (done.pushes !== undefined) publishing.push(publishAfterCommit(done.pushes));
      // Not the pushes' data (the batch's reads), which the sweep's answer has no use for.
      return { liquidated: done.liquidated, survived: done.survived };
    }).catch((error: unknown) => {
      errors.push(error);
      return { liquidated: [], survived: batch };
    });
  };
  // Each batch's outcome in its place, so the answer stays in ascending id whichever finishes first.
  const outcomes: Awaited<ReturnType<typeof sweepBatch>>[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < batches.length; index = next++) {
      await yieldToEventLoop();
      outcomes[index] = await sweepBatch(batches[index] ?? []);
    }
  };
  await Promise.all(
    Array.from(
      { length: Math.min(input.batchesInFlight ?? liquidationBatchesInFlight, batches.length) },
      worker,
    ),
  );
  await Promise.all(publishing);
  const liquidated: number[] = [];
  const survived: number[] = [];
  let insurancePaid = 0n;
  for (const outcome of outcomes) {
    for (const row of outcome.liquidated) {
      liquidated.push(row.position.id);
      insurancePaid += row.insurancePaid;
    }
    survived.push(...outcome.survived);
  }
  return { liquidated, survived, insurancePaid, errors };
}
