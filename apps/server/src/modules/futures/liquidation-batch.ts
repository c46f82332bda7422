import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { ledgerAssert, systemAccount, systemShardCount } from '../../ledger/index.ts';
import type { MarkSource } from './feed-prices.ts';
import { futuresAsset } from './futures-ledger.ts';
import type { LiquidationPushes } from './liquidation-events.ts';
import type { PhaseTimes } from '../../core/phase-times.ts';
import { timedPhase } from '../../core/phase-times.ts';
import { planLiquidations } from './liquidation-plan.ts';
import type { LiquidatedPosition, ShardAccounts, SweepTerms } from './liquidation-plan.ts';
import { lockSweep, writeSweepLedger, writeSweepRows } from './liquidation-writes.ts';

// The set-based liquidation sweep's transaction (docs/futures-engine.md "The liquidation sweep"): the
// positions a tick crossed are re-judged on what the database holds and settled in a few statements
// whatever their number, as a round's settlement is (modules/rounds/round-settlement.ts), instead of a
// transaction per position.

export interface BatchInput {
  readonly siteId: number;
  readonly positionIds: readonly number[];
  /** The option and deciding tick a candidate was crossed at (the sweep's option, or each its own). */
  readonly termsOf: (optionId: number) => SweepTerms | undefined;
  readonly nowMs: number;
  readonly marks: MarkSource;
  /** Where to add the time each step took (the bench prints them); none when not given. */
  readonly phases?: PhaseTimes | undefined;
}

export interface BatchOutcome {
  readonly liquidated: readonly LiquidatedPosition[];
  /** Still open after the check (saved by added margin or a topped-up wallet): to index again. */
  readonly survived: readonly number[];
  /**
   * What the batch's pushes are built from, to publish once its transaction has committed
   * (`publishLiquidationPushes`); none when nothing was liquidated.
   */
  readonly pushes?: LiquidationPushes;
}

/** The site's FUTURES_MARGIN, HOUSE, FEE and INSURANCE shards by shard number: one query, any missing made. */
async function siteShards(tx: Queryable, siteId: number): Promise<ShardAccounts[]> {
  const kinds = ['FUTURES_MARGIN', 'HOUSE', 'FEE', 'INSURANCE'] as const;
  const found = await tx.query<{ id: number; kind: (typeof kinds)[number]; shard: number }>(
    `SELECT id, kind, shard FROM ledger_account
     WHERE site_id = $1 AND asset = $2 AND kind = ANY($3::text[]) AND member_id IS NULL`,
    [siteId, futuresAsset, kinds],
  );
  const ids = new Map(found.rows.map((row) => [`${row.kind}:${row.shard}`, row.id]));
  const shards: ShardAccounts[] = [];
  for (let shard = 0; shard < systemShardCount; shard += 1) {
    const id = async (kind: (typeof kinds)[number]) =>
      ids.get(`${kind}:${shard}`) ??
      (await systemAccount(tx, { siteId, asset: futuresAsset, kind, shardKey: shard }));
    shards.push({
      margin: await id('FUTURES_MARGIN'),
      house: await id('HOUSE'),
      fee: await id('FEE'),
      insurance: await id('INSURANCE'),
    });
  }
  return shards;
}

/**
 * Liquidates, inside the caller's transaction, those of `positionIds` that still breach at their
 * deciding mark on what the database holds now: one statement that locks the TP/SL orders, the
 * wallets and the positions and reads what the batch decides on, the decision in memory
 * (`planLiquidations`), one statement for the rows, one that locks the site's shards and writes every
 * posting and balance. It answers what the pushes (ORDER_FILLED, POSITION_LIQUID, the cross figures)
 * are built from, the plan and the first statement's reads; the caller builds and publishes them after
 * the commit (liquidation-sweep.ts says why not inside).
 */
export async function liquidateBatch(tx: Queryable, input: BatchInput): Promise<BatchOutcome> {
  if (input.positionIds.length === 0) return { liquidated: [], survived: [] };
  const phase = <T>(name: string, step: () => Promise<T> | T) => timedPhase(input.phases, name, step);
  // Every statement below finds a few thousand rows by key among the site's hundreds of thousands
  // (positions, wallets): index lookups. The planner, handed arrays of unknown content, picks hash
  // joins over whole-table scans instead (EXPLAIN on the bench's 100,000 positions: a sequential scan
  // of every account in four of the statements, half the batch's time), and with JIT compiles plans
  // that cost more to compile than to run, as the rounds' settlement found. For the rest of this
  // transaction, nested index lookups only, no parallel workers, no JIT.
  await tx.exec(
    'SET LOCAL jit = off; SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off; SET LOCAL max_parallel_workers_per_gather = 0',
  );
  const shards = await phase('shards', () => siteShards(tx, input.siteId));
  const locked = await phase('lock', () =>
    lockSweep(tx, { siteId: input.siteId, positionIds: input.positionIds }),
  );
  const { wallets, positions } = locked;
  if (positions.length === 0) return { liquidated: [], survived: [] };
  const plan = await phase('plan', () =>
    planLiquidations(
      positions,
      (position) => {
        const terms = input.termsOf(position.optionId);
        ledgerAssert(terms !== undefined, `Liquidation sweep: no terms for option ${position.optionId}.`);
        return terms;
      },
      (memberId) => {
        const shard = shards[memberId % systemShardCount];
        ledgerAssert(shard !== undefined, `Liquidation sweep: no shard for member ${memberId}.`);
        return shard;
      },
    ),
  );
  if (plan.liquidated.length === 0) return { liquidated: [], survived: plan.survived };
  const orderIds = await phase('rows', () => writeSweepRows(tx, input, plan));
  // Last, so the site's shards it locks are held only for it and the commit (liquidation-writes.ts).
  await phase('ledger', () =>
    writeSweepLedger(tx, { siteId: input.siteId, transferId: randomUUID(), wallets }, plan),
  );
  const pushes: LiquidationPushes = {
    plan,
    orderIds,
    wallets,
    open: locked.open,
    siteId: input.siteId,
    nowMs: input.nowMs,
    marks: input.marks,
  };
  return { liquidated: plan.liquidated, survived: plan.survived, pushes };
}
