import type { Database } from '../../db/database.ts';
import type { Bus } from '../../realtime/bus.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import type { MarkSource } from './feed-prices.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import { liquidateBatch } from './liquidation-batch.ts';
import { addPhase, timedPhase } from './liquidation-phases.ts';
import type { PhaseTimes } from './liquidation-phases.ts';
import type { DecidingTick } from './position-writes.ts';
import { yieldToEventLoop } from './yield-to-event-loop.ts';

/**
 * How many positions one transaction of a sweep settles. Big enough that a crash liquidating 20 % of
 * 100,000 positions is a handful of commits, small enough that the wallets it locks are held for a
 * fraction of a second, so members' own orders queue behind it only briefly.
 */
export const liquidationBatchSize = 5_000;

export interface SweepOutcome {
  /** Liquidated, in ascending id. */
  readonly liquidated: readonly number[];
  /** Crossed but saved by what backs them now, or in a batch that failed: the loop indexes them again. */
  readonly survived: readonly number[];
  readonly insurancePaid: bigint;
  /** Why a batch failed (rolled back, its positions in `survived`), for the log. */
  readonly errors: readonly unknown[];
}

/**
 * Liquidates the positions one mark tick crossed on one option, set-based (docs/futures-engine.md "The
 * liquidation sweep"): in batches of `batchSize` (`liquidationBatchSize` by default), each one transaction of a few statements
 * (`liquidateBatch`) whose pushes go out after its commit. A batch that fails rolls back alone: its
 * positions stay open, are answered as `survived` so the loop indexes them again, and are swept at the
 * next tick that reaches them; the other batches go on.
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
    /** Where to add each step's time (the bench prints them). */
    readonly phases?: PhaseTimes | undefined;
  },
): Promise<SweepOutcome> {
  const batchSize = input.batchSize ?? liquidationBatchSize;
  const ids = [...input.positionIds].sort((a, b) => a - b);
  const terms = { option: input.option, tick: input.tick };
  const liquidated: number[] = [];
  const survived: number[] = [];
  const errors: unknown[] = [];
  let insurancePaid = 0n;
  for (let start = 0; start < ids.length; start += batchSize) {
    await yieldToEventLoop();
    const batch = ids.slice(start, start + batchSize);
    let workEndedAt = 0;
    const outcome = await timedPhase(input.phases, 'transaction', async () => {
      const done = await transactionWithEvents(deps, async (tx, events) => {
        const batchDone = await liquidateBatch(tx, events, {
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
      // The commit and the pushes after it: what the transaction took after its last statement.
      addPhase(input.phases, 'commit+publish', performance.now() - workEndedAt);
      return done;
    }).catch((error: unknown) => {
      errors.push(error);
      return { liquidated: [], survived: batch };
    });
    for (const row of outcome.liquidated) {
      liquidated.push(row.position.id);
      insurancePaid += row.insurancePaid;
    }
    survived.push(...outcome.survived);
  }
  return { liquidated, survived, insurancePaid, errors };
}
