import type { futures } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import { isRejection } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { ledgerAssert, systemShardCount } from '../../ledger/index.ts';
import type { Bus, EventSink } from '../../realtime/bus.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import type { Site } from '../sites/find-site.ts';
import { feedTick, marksNow } from './feed-prices.ts';
import type { MarkSource } from './feed-prices.ts';
import { futuresAsset } from './futures-ledger.ts';
import type { FuturesAccounts } from './futures-ledger.ts';
import type { CachedOption } from './futures-option.ts';
import { FailedAfterCommit, MarketBatchGatherer, placeAlone } from './market-batch-gatherer.ts';
import type { GathererStats } from './market-batch-gatherer.ts';
import { batchWriteSql, lockBatchSql } from './market-batch-sql.ts';
import type { BatchWriteRow, EarlierJson, LockBatchRow, LockedMemberJson } from './market-batch-sql.ts';
import { fundsRefusal, planFill, publishFill, shardsOf } from './market-fill.ts';
import type { FillPlan, MarketFillInput } from './market-fill.ts';
import type { WriteRow } from './market-fill-sql.ts';
import type { OrderInput } from './order-input.ts';
import { lockedFigures, withOrderDates } from './order-lock.ts';
import type { LockedForOrder } from './order-lock.ts';
import { orderRowOf } from './order-records.ts';
import { answerOfEarlier, placedMeanwhile } from './order-request.ts';
import type { FuturesContext, OrderBody } from './place-order.ts';
import type { DecidingTick } from './position-writes.ts';
import { fillsInOneStatement } from './market-fill.ts';
import { tierCapProblem } from './tier-cap.ts';

// A batch of plain MARKET placements (no TP/SL at entry, not close-only) of one site's option, of
// distinct members, in ONE transaction with two statements (market-batch-sql.ts): the locking read
// for all of them, each order decided on its own in memory by the functions the one-order path uses
// (the tier cap, `planFill`, the wallet's balance), then one write for every order that fills. A
// refusal writes nothing for its member and fails no one else; an order the batch cannot decide
// exactly as the one-order path would (a trader's, a flip, a member's first futures action, a
// stale option, no price) is handed back to that path (`placeAlone`). See docs/futures-batching.md.

/** A placement as place-order.ts has checked it, waiting for its batch. */
export interface GatheredOrder {
  readonly ctx: FuturesContext;
  readonly site: Site;
  readonly caller: MemberCaller;
  readonly option: CachedOption;
  readonly input: OrderInput;
  readonly request: { readonly id: string; readonly hash: string } | null;
  readonly hash: string | null;
  readonly body: OrderBody;
}

export type BatchAnswer = futures.FuturesOrder | Rejection | typeof placeAlone;

/** True for the placements a batch may take: MARKET, no TP/SL at entry, not close-only. */
export function batchable(input: OrderInput): boolean {
  return (
    input.type === 'MARKET' &&
    input.takeProfit === null &&
    input.stopLoss === null &&
    input.closePositionId === null
  );
}

/** One fill the write makes: its order's index in the batch, what it decided, on what. */
interface DecidedFill {
  readonly index: number;
  readonly caller: MemberCaller;
  readonly fill: MarketFillInput;
  readonly plan: FillPlan;
  readonly legs: FillPlan['movements'];
}

/**
 * Places the batch (orders of one site's option, distinct members) in one transaction; answers each
 * order in the batch's order. Throws (rolling everything back) when the write did not do what was
 * decided: the gatherer then places each order again on the one-order path.
 */
export async function placeMarketBatch(orders: readonly GatheredOrder[]): Promise<BatchAnswer[]> {
  const [first] = orders;
  if (first === undefined) return [];
  const { ctx, site, option } = first;
  // The first publish happens after the commit: from then on a throw must not send the batch's orders
  // down the one-order path again (FailedAfterCommit).
  const after = { committed: false };
  const bus: Bus = {
    publish(definition, payload, target) {
      after.committed = true;
      ctx.bus.publish(definition, payload, target);
    },
    subscribe: (listener) => ctx.bus.subscribe(listener),
  };
  try {
    return await transactionWithEvents({ db: ctx.db, bus }, async (tx, events) => {
      // The time and price are read inside the transaction, as the one-order path reads them: a batch
      // that waited for a connection stamps its rows when it runs, and a retry reads them afresh.
      const nowMs = ctx.clock.nowMs();
      const tick = feedTick(ctx.market, option.stock, nowMs);
      // No price now: the one-order path refuses each (PRICE_UNAVAILABLE) and answers retries as it does.
      if (tick === null) return orders.map(() => placeAlone);
      const marks = marksNow(ctx.market, nowMs, { stock: option.stock, mark: tick.markPrice });
      const deciding: DecidingTick = { source: tick.source, atMs: tick.atMs, price: tick.lastPrice };
      // The batch's statements take arrays whose lengths vary: one generic plan, not one planned per call.
      await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
      const locked = await lockBatch(tx, site.id, option, orders);
      // The option changed since it was remembered: the one-order path reads it again (StaleOption).
      if (locked.optionVersion !== option.version) return orders.map(() => placeAlone);
      const answers: BatchAnswer[] = [];
      const fills: DecidedFill[] = [];
      orders.forEach((order, index) => {
        const member = locked.members.get(order.caller.memberId);
        const fill =
          member === undefined ? undefined : fillInputOf(order, member, { deciding, tick, marks, nowMs });
        const decided = member === undefined || fill === undefined ? placeAlone : decide(order, member, fill);
        if (decided === 'fills' && fill !== undefined) {
          const plan = planFill(fill);
          if (isRejection(plan)) answers.push(plan);
          else {
            const legs = plan.movements.filter((leg) => leg.amountMinor > 0n);
            for (const leg of legs)
              ledgerAssert(
                leg.from !== leg.to,
                `A futures posting needs two different accounts (batch order ${index}).`,
              );
            const refused = fundsRefusal(fill, legs);
            if (refused !== null) answers.push(refused);
            else {
              answers.push(placeAlone); // replaced by the fill's answer after the write
              fills.push({ index, caller: order.caller, fill, plan, legs });
            }
          }
        } else answers.push(decided === 'fills' ? placeAlone : decided);
      });
      if (fills.length === 0) return answers;
      const row = await writeBatch(tx, site.id, option.id, deciding, fills);
      for (const decidedFill of fills)
        answers[decidedFill.index] = await answerFill(tx, events, decidedFill, row);
      return answers;
    });
  } catch (error) {
    if (after.committed) throw new FailedAfterCommit(error);
    throw error;
  }
}

/** What the one-order path decides after its lock, for a plain MARKET order: a refusal, or it fills. */
function decide(
  order: GatheredOrder,
  member: LockedMember,
  fill: MarketFillInput,
): futures.FuturesOrder | Rejection | typeof placeAlone | 'fills' {
  if (member.earlier !== undefined) return answerEarlier(member.earlier, order);
  // A trader's orders go through the trader restrictions and the copy fan-out on the one-order path.
  if (member.isTrader) return placeAlone;
  const capProblem = tierCapProblem(
    fill.locked.used,
    order.option,
    order.input,
    fill.locked.setting.leverage,
  );
  if (capProblem !== null) return capProblem;
  // A flip is the general fill (fill-order.ts), not the one statement's.
  return fillsInOneStatement(order.input, fill.locked.position) ? 'fills' : placeAlone;
}

function answerEarlier(earlier: EarlierJson, order: GatheredOrder): futures.FuturesOrder | Rejection {
  const row = orderRowOf(withOrderDates(earlier), order.option);
  return answerOfEarlier({ ...row, request_hash: earlier.request_hash }, order.hash);
}

interface LockedMember {
  readonly locked: LockedForOrder | undefined;
  readonly earlier: EarlierJson | undefined;
  readonly isTrader: boolean;
}

interface LockedBatch {
  readonly optionVersion: string | null;
  readonly members: Map<number, LockedMember>;
}

async function lockRead(tx: Queryable, params: unknown[]): Promise<LockBatchRow> {
  const found = await tx.query<LockBatchRow>(lockBatchSql, params);
  const row = found.rows[0];
  if (row === undefined) throw new Error('The batch lock answered no row.');
  return row;
}

/** Every member's wallet unchanged between the statement's snapshot and its lock (order-lock.ts). */
function snapshotCurrent(row: LockBatchRow): boolean {
  return (row.members ?? []).every(
    (member) => member.wallet === null || member.wallet.version === member.wallet.seen,
  );
}

/** `lockBatchSql` for the batch's members, read once more when a commit it waited on changed a wallet. */
async function lockBatch(
  tx: Queryable,
  siteId: number,
  option: CachedOption,
  orders: readonly GatheredOrder[],
): Promise<LockedBatch> {
  const memberIds = orders.map((order) => order.caller.memberId);
  const shards = [...new Set(memberIds.map((id) => id % systemShardCount))];
  const params = [
    memberIds,
    orders.map((order) => order.request?.id ?? null),
    siteId,
    futuresAsset,
    option.id,
    shards,
  ];
  let row = await lockRead(tx, params);
  if (!snapshotCurrent(row)) row = await lockRead(tx, params);
  const shardIds = new Map((row.shards ?? []).map((shard) => [`${shard.shard}:${shard.kind}`, shard.id]));
  const members = new Map<number, LockedMember>();
  for (const member of row.members ?? []) {
    members.set(member.member_id, {
      locked: lockedOf(member, siteId, option, shardIds),
      earlier: member.earlier ?? undefined,
      isTrader: member.is_trader,
    });
  }
  return { optionVersion: row.option_version, members };
}

/**
 * The member's read as `lockForOrder` answers it, or undefined when its accounts are not all there
 * yet (its first futures action: the one-order path creates them) or its wallet is not this site's.
 */
function lockedOf(
  member: LockedMemberJson,
  siteId: number,
  option: CachedOption,
  shardIds: ReadonlyMap<string, number>,
): LockedForOrder | undefined {
  const { wallet } = member;
  const shard = member.member_id % systemShardCount;
  const margin = shardIds.get(`${shard}:FUTURES_MARGIN`);
  const house = shardIds.get(`${shard}:HOUSE`);
  const fee = shardIds.get(`${shard}:FEE`);
  const insurance = shardIds.get(`${shard}:INSURANCE`);
  if (
    wallet === null ||
    margin === undefined ||
    house === undefined ||
    fee === undefined ||
    insurance === undefined
  )
    return undefined;
  if (wallet.site_id !== siteId || wallet.asset !== futuresAsset) return undefined;
  const accounts: FuturesAccounts = {
    siteId,
    memberId: member.member_id,
    available: wallet.id,
    margin,
    house,
    fee,
    insurance,
  };
  return {
    accounts,
    available: BigInt(wallet.balance),
    ...lockedFigures(member, option),
    optionVersion: null,
    earlier: undefined,
    isTrader: member.is_trader,
  };
}

function fillInputOf(
  order: GatheredOrder,
  member: LockedMember,
  now: {
    deciding: DecidingTick;
    tick: { markPrice: number };
    marks: MarkSource;
    nowMs: number;
  },
): MarketFillInput | undefined {
  if (member.locked === undefined) return undefined;
  return {
    siteId: order.site.id,
    memberId: order.caller.memberId,
    option: order.option,
    input: order.input,
    request: order.request,
    tick: now.deciding,
    markPrice: now.tick.markPrice,
    marks: now.marks,
    nowMs: now.nowMs,
    locked: member.locked,
  };
}

/** The batch's one write (`batchWriteSql`); throws when it did not write what was decided. */
async function writeBatch(
  tx: Queryable,
  siteId: number,
  optionId: number,
  tick: DecidingTick,
  fills: readonly DecidedFill[],
): Promise<BatchWriteRow> {
  const fillsOf = fills.map(({ fill, plan }) => ({ fill, plan, write: plan.write }));
  const legs = fills.flatMap(({ legs: its }, n) => its.map((leg) => ({ n: n + 1, leg })));
  const shards = [
    ...new Set(fills.flatMap(({ fill, legs: its }) => shardsOf(fill.locked.accounts, its))),
  ].sort((a, b) => a - b);
  const [firstFill] = fills;
  const params = [
    siteId,
    optionId,
    futuresAsset,
    new Date(firstFill?.fill.nowMs ?? 0),
    tick.price,
    new Date(tick.atMs),
    tick.source,
    'MARKET',
    fillsOf.map(({ fill }) => fill.memberId),
    fillsOf.map(({ fill }) => fill.input.side),
    fillsOf.map(({ fill }) => fill.input.qty.toString()),
    fillsOf.map(({ fill }) => fill.locked.setting.leverage),
    fillsOf.map(({ fill }) => fill.locked.setting.marginType),
    fillsOf.map(({ fill }) => fill.request?.id ?? null),
    fillsOf.map(({ fill }) => fill.request?.hash ?? null),
    fillsOf.map(({ plan }) => plan.fee.toString()),
    fillsOf.map(({ plan }) => plan.margin.toString()),
    fillsOf.map(({ plan }) => plan.realizedPnl.toString()),
    fillsOf.map(({ write }) => (write.kind === 'open' ? null : write.position.id)),
    fillsOf.map(({ write }) => write.kind),
    fillsOf.map(({ write }) => (write.kind === 'open' || write.kind === 'add' ? write.entryPrice : null)),
    fillsOf.map(({ write }) => (write.kind === 'reduce' ? write.released.toString() : '0')),
    fillsOf.map(({ fill }) => fill.input.isMarkTp),
    fillsOf.map(({ fill }) => fill.input.isMarkSl),
    legs.map(({ n }) => n),
    legs.map(({ leg }) => leg.from),
    legs.map(({ leg }) => leg.to),
    legs.map(({ leg }) => leg.amountMinor.toString()),
    legs.map(({ leg }) => leg.dnwType ?? null),
    shards,
  ];
  const withClose = fills.some(({ plan }) => plan.write.kind === 'close');
  const found = await tx.query<BatchWriteRow>(batchWriteSql(withClose), params);
  const row = found.rows[0];
  if (row === undefined) throw new Error('The batch write answered no row.');
  // Decided under the locks: a posting the guard refused here is a bug; the batch rolls back whole.
  const written = row.orders?.length ?? 0;
  if (row.moved !== row.accounts || row.posted !== row.legs || (row.positions?.length ?? 0) !== written)
    throw new Error('The batch write did not write what it decided.');
  return row;
}

/** One fill's answer from the batch's write: its pushes queued, the order as the wire shows it. */
async function answerFill(
  tx: Queryable,
  events: EventSink,
  { caller, fill, plan }: DecidedFill,
  row: BatchWriteRow,
): Promise<futures.FuturesOrder | Rejection> {
  const { memberId } = fill;
  const order = row.orders?.find((candidate) => candidate.member_id === memberId);
  if (order === undefined) return placedMeanwhile(tx, caller, fill.request);
  const position = row.positions?.find((candidate) => candidate.member_id === memberId);
  if (position === undefined) throw new Error(`The batch wrote order ${order.id} without its position.`);
  const one: WriteRow & {
    order: NonNullable<WriteRow['order']>;
    position: NonNullable<WriteRow['position']>;
  } = {
    order,
    position,
    accounts: row.accounts,
    moved: row.moved,
    posted: row.posted,
    available: row.balances?.find((balance) => balance.member_id === memberId)?.balance ?? null,
    tpsl: (row.tpsl ?? []).filter((tpsl) => tpsl.position_id === position.id),
    others: (row.others ?? []).filter((other) => other.member_id === memberId),
  };
  return publishFill(tx, events, fill, one, plan);
}

/** The most orders one batch takes: the HTTP bench's 32 clients fit in one. */
const maxBatch = 64;

/**
 * Batches of one option in flight at once: while one waits for its commit (the WAL flush) or for the
 * site's shards, the next reads and locks its own members' rows. Two batches lock distinct members'
 * rows table by table in the same order, then the shards by id, so they queue, never deadlock.
 */
const batchesInFlight = 2;

const gatherers = new WeakMap<
  object,
  Map<string, MarketBatchGatherer<GatheredOrder, futures.FuturesOrder | Rejection>>
>();

/**
 * The gatherer of one site's option (one per database: the shards are per site, so sites batch in
 * parallel), made on first use with `alone`, the one-order path.
 */
export function marketGatherer(
  ctx: FuturesContext,
  siteId: number,
  optionId: number,
  alone: (order: GatheredOrder) => Promise<futures.FuturesOrder | Rejection>,
): MarketBatchGatherer<GatheredOrder, futures.FuturesOrder | Rejection> {
  let ofDb = gatherers.get(ctx.db);
  if (ofDb === undefined) {
    ofDb = new Map();
    gatherers.set(ctx.db, ofDb);
  }
  const key = `${siteId}:${optionId}`;
  let gatherer = ofDb.get(key);
  if (gatherer === undefined) {
    gatherer = new MarketBatchGatherer({ alone, together: placeMarketBatch }, maxBatch, batchesInFlight);
    ofDb.set(key, gatherer);
  }
  return gatherer;
}

/** What the gatherer of the site's option has done so far, if it exists (tests, the bench). */
export function gathererStats(
  ctx: FuturesContext,
  siteId: number,
  optionId: number,
): GathererStats | undefined {
  return gatherers.get(ctx.db)?.get(`${siteId}:${optionId}`)?.stats;
}
