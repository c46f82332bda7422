import { moveManyLocked } from '../../ledger/index.ts';
import type { MoveLeg } from '../../ledger/index.ts';
import type { Queryable } from '../../db/database.ts';
import { averageEntryPrice } from '@baro/domain';
import type { FuturesTerms } from '@baro/domain';
import { spendableAfterCrossLosses } from '../futures/cross-loss.ts';
import type { MarkSource } from '../futures/feed-prices.ts';
import { futuresAsset } from '../futures/futures-ledger.ts';
import { openMovements } from '../futures/position-writes.ts';
import { lockFuturesWallets, lockOpenPositions, lockShardAccounts, numerics } from './copy-locks.ts';
import type { LockedWallets } from './copy-locks.ts';
import { planCopyOpen } from './copy-open-plan.ts';
import type { CopyOpenPlan, FollowState } from './copy-open-plan.ts';
import type { TraderFill } from './copy-signal.ts';

/** What a fan-out of an opening fill did, for its pushes after the commit. */
export interface OpenedCopies {
  readonly traderOrderId: number;
  readonly copies: readonly {
    readonly memberId: number;
    readonly copyId: number;
    readonly positionId: number | null;
    readonly margin: bigint;
    readonly skipReason: string | null;
  }[];
}

/**
 * The trader's position as followers copy it (`futures_trader_order`): made by its first opening fill,
 * grown by each add (quantity, margin, mean entry). Locked, so its copies' rows are written once.
 */
export async function recordTraderOpen(
  tx: Queryable,
  fill: TraderFill,
  positionId: number,
  nowMs: number,
): Promise<number> {
  const found = await tx.query<{ id: number; qty: string; open_price: string }>(
    `SELECT id, qty::text AS qty, open_price::text AS open_price FROM futures_trader_order
     WHERE futures_position_id = $1 FOR UPDATE`,
    [positionId],
  );
  const existing = found.rows[0];
  if (existing === undefined) {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO futures_trader_order (site_id, trader_id, member_id, futures_option_id, futures_position_id,
         trade_type, leverage, qty, margin, open_price, opened_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9::numeric, $10, $11) RETURNING id`,
      [
        fill.siteId,
        fill.traderId,
        fill.traderMemberId,
        fill.optionId,
        positionId,
        fill.side,
        fill.leverage,
        fill.qty.toString(),
        fill.margin.toString(),
        fill.tick.price,
        new Date(nowMs),
      ],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) throw new Error('The trader order row was not written.');
    return id;
  }
  const entry = averageEntryPrice(
    fill.side === 'LONG' ? 1 : -1,
    BigInt(existing.qty),
    Number(existing.open_price),
    fill.qty,
    fill.tick.price,
  );
  await tx.query(
    `UPDATE futures_trader_order SET qty = qty + $2::numeric, margin = margin + $3::numeric, open_price = $4
     WHERE id = $1`,
    [existing.id, fill.qty.toString(), fill.margin.toString(), entry],
  );
  return existing.id;
}

interface FollowRow {
  id: number;
  member_id: number;
  multiply_per: number;
  max_bet: string;
  one_max_bet: string;
  used_bet: string;
  copy_id: number | null;
  copy_qty: string | null;
  copy_margin: string | null;
  copy_open_price: string | null;
  copy_status: string | null;
  copy_position_id: number | null;
}

/**
 * The fan-out of one opening fill of a trader (DOMAIN.md §5, docs/copytrade-design.md), inside the
 * signal's transaction: every active follow of the trader that copies the pair gets a copy at the
 * fill's price and leverage (`planCopyOpen`), or a skip with its reason, written set-based: one
 * statement per table whatever the number of followers, the postings of every copy in one.
 */
export async function fanOutOpen(
  tx: Queryable,
  fill: TraderFill,
  terms: FuturesTerms,
  nowMs: number,
  marks: MarkSource,
): Promise<OpenedCopies> {
  if (fill.positionId === null) throw new Error(`Trader order ${fill.orderId} opened no position.`);
  const traderOrderId = await recordTraderOpen(tx, fill, fill.positionId, nowMs);
  const members = await tx.query<{ member_id: number }>(
    `SELECT member_id FROM copytrade_follow WHERE trader_id = $1 AND is_active AND $2 = ANY(follow_stock)`,
    [fill.traderId, fill.stock],
  );
  const memberIds = members.rows.map((row) => row.member_id);
  if (memberIds.length === 0) return { traderOrderId, copies: [] };
  const wallets = await lockFuturesWallets(tx, fill.siteId, memberIds);
  const positions = await lockOpenPositions(tx, memberIds, fill.optionId);
  // A copy takes from the follower's wallet as an order does, so it leaves there what backs the
  // follower's CROSS losses at mark (cross-loss.ts): the copy is sized on what is left.
  const spendable = await spendableAfterCrossLosses(tx, wallets.available, marks);
  // The follows (their used_bet) and each one's copy of this trader position, locked last: a follow
  // that ended meanwhile is not copied.
  const follows = await tx.query<FollowRow>(
    `SELECT f.id, f.member_id, f.multiply_per, f.max_bet::text AS max_bet, f.one_max_bet::text AS one_max_bet,
       f.used_bet::text AS used_bet, c.id AS copy_id, c.qty::text AS copy_qty, c.margin::text AS copy_margin, c.open_price::text AS copy_open_price,
       c.status AS copy_status, c.futures_position_id AS copy_position_id
     FROM copytrade_follow f
     LEFT JOIN futures_follower_order c ON c.follow_id = f.id AND c.futures_trader_order_id = $3
     WHERE f.trader_id = $1 AND f.is_active AND $2 = ANY(f.follow_stock)
     ORDER BY f.id FOR UPDATE OF f`,
    [fill.traderId, fill.stock, traderOrderId],
  );
  const plans = follows.rows.map((row) =>
    planCopyOpen(
      { side: fill.side, margin: fill.margin, leverage: fill.leverage, price: fill.tick.price },
      followStateOf(row, spendable.get(row.member_id) ?? 0n, positions.get(row.member_id)),
      terms,
    ),
  );
  return { traderOrderId, copies: await writeCopies(tx, { fill, traderOrderId, plans, wallets, nowMs }) };
}

function followStateOf(row: FollowRow, available: bigint, position: FollowState['position']): FollowState {
  return {
    followId: row.id,
    memberId: row.member_id,
    multiplyPer: row.multiply_per,
    maxBet: BigInt(row.max_bet),
    oneMaxBet: BigInt(row.one_max_bet),
    usedBet: BigInt(row.used_bet),
    available,
    position,
    copy:
      row.copy_id === null
        ? undefined
        : {
            id: row.copy_id,
            qty: BigInt(row.copy_qty ?? '0'),
            margin: BigInt(row.copy_margin ?? '0'),
            openPrice: row.copy_open_price === null ? null : Number(row.copy_open_price),
            status: row.copy_status ?? 'SKIPPED',
            positionId: row.copy_position_id,
          },
  };
}

type Copied = Extract<CopyOpenPlan, { kind: 'COPIED' }>;

async function writeCopies(
  tx: Queryable,
  input: {
    fill: TraderFill;
    traderOrderId: number;
    plans: readonly CopyOpenPlan[];
    wallets: LockedWallets;
    nowMs: number;
  },
): Promise<OpenedCopies['copies']> {
  const { fill, traderOrderId, plans, wallets, nowMs } = input;
  const now = new Date(nowMs);
  const copied = plans.filter((plan): plan is Copied => plan.kind === 'COPIED');
  const positionOf = new Map<number, number>();
  // The followers' positions: new ones inserted, held ones grown (one statement each).
  const opening = copied.filter((plan) => plan.follow.position === undefined);
  if (opening.length > 0) {
    const inserted = await tx.query<{ id: number; member_id: number }>(
      `INSERT INTO futures_position (site_id, member_id, futures_option_id, trade_type, margin_type, leverage, qty,
         entry_price, margin, opened_at, updated_at)
       SELECT $1, n.member_id, $2, $3, 'ISOLATED', $4, n.qty, $5, n.margin, $6, $6
       FROM unnest($7::int[], $8::numeric[], $9::numeric[]) AS n(member_id, qty, margin)
       RETURNING id, member_id`,
      [
        fill.siteId,
        fill.optionId,
        fill.side,
        fill.leverage,
        fill.tick.price,
        now,
        opening.map((plan) => plan.follow.memberId),
        numerics(opening.map((plan) => plan.qty)),
        numerics(opening.map((plan) => plan.margin)),
      ],
    );
    for (const row of inserted.rows) positionOf.set(row.member_id, row.id);
  }
  const adding = copied.filter((plan) => plan.follow.position !== undefined);
  if (adding.length > 0) {
    await tx.query(
      `UPDATE futures_position p SET changed_at = now(), qty = p.qty + n.qty, entry_price = n.entry, margin = p.margin + n.margin,
         updated_at = $1
       FROM unnest($2::int[], $3::numeric[], $4::bigint[], $5::numeric[]) AS n(id, qty, entry, margin)
       WHERE p.id = n.id`,
      [
        now,
        adding.map((plan) => plan.follow.position?.id),
        numerics(adding.map((plan) => plan.qty)),
        adding.map((plan) => plan.entryPrice),
        numerics(adding.map((plan) => plan.margin)),
      ],
    );
    for (const plan of adding)
      if (plan.follow.position) positionOf.set(plan.follow.memberId, plan.follow.position.id);
  }
  // The followers' own orders, filled at the trader's tick, so their history shows each copy.
  const orderOf = new Map<number, number>();
  if (copied.length > 0) {
    const orders = await tx.query<{ id: number; member_id: number }>(
      `INSERT INTO futures_order (site_id, member_id, futures_option_id, futures_position_id, trade_type, market_type,
         status, qty, leverage, margin_type, margin, fee, realized_pnl, fill_price, fill_tick_at, fill_source,
         created_at, updated_at)
       SELECT $1, n.member_id, $2, n.position_id, $3, 'MARKET', 'FILLED', n.qty, $4, n.margin_type, n.margin, n.fee, 0,
         $5, $6, $7, $8, $8
       FROM unnest($9::int[], $10::int[], $11::numeric[], $12::numeric[], $13::numeric[], $14::text[])
         AS n(member_id, position_id, qty, margin, fee, margin_type)
       RETURNING id, member_id`,
      [
        fill.siteId,
        fill.optionId,
        fill.side,
        fill.leverage,
        fill.tick.price,
        new Date(fill.tick.atMs),
        fill.tick.source,
        now,
        copied.map((plan) => plan.follow.memberId),
        copied.map((plan) => positionOf.get(plan.follow.memberId)),
        numerics(copied.map((plan) => plan.qty)),
        numerics(copied.map((plan) => plan.margin)),
        numerics(copied.map((plan) => plan.fee)),
        copied.map((plan) => plan.follow.position?.marginType ?? 'ISOLATED'),
      ],
    );
    for (const row of orders.rows) orderOf.set(row.member_id, row.id);
    await tx.query(
      `UPDATE copytrade_follow f SET used_bet = f.used_bet + n.margin
       FROM unnest($1::int[], $2::numeric[]) AS n(id, margin) WHERE f.id = n.id`,
      [copied.map((plan) => plan.follow.followId), numerics(copied.map((plan) => plan.margin))],
    );
  }
  const copies = await writeCopyRows(tx, { fill, traderOrderId, plans, positionOf, orderOf, now });
  await payCopies(tx, fill, copied, wallets);
  return copies;
}

/**
 * Every copy's margin and fee in one statement, the site's shards locked right before it (last in
 * the lock order, held only from here to the commit). Guarded: the plans were decided on the
 * balances under this transaction's locks, so a refusal here is a bug, and throwing rolls the
 * fan-out back.
 */
async function payCopies(
  tx: Queryable,
  fill: TraderFill,
  copied: readonly Copied[],
  wallets: LockedWallets,
): Promise<void> {
  if (copied.length === 0) return;
  const legs: MoveLeg[] = copied.flatMap((plan) => {
    const accounts = wallets.accounts.get(plan.follow.memberId);
    if (accounts === undefined)
      throw new Error(`Follower ${plan.follow.memberId} was copied without a wallet.`);
    return openMovements(accounts, { margin: plan.margin, fee: plan.fee, entryPrice: plan.entryPrice });
  });
  await lockShardAccounts(tx, wallets);
  const paid = await moveManyLocked(tx, {
    siteId: fill.siteId,
    asset: futuresAsset,
    ref: `copytrade-signal:${fill.signalId}`,
    legs,
  });
  if (paid !== null)
    throw new Error(`Copy fan-out of signal ${fill.signalId} could not pay what it decided.`);
}

/**
 * Each follow's copy of the trader position (made, grown, or marked skipped while nothing was ever
 * copied) and what this fill did for it, one statement each.
 */
async function writeCopyRows(
  tx: Queryable,
  input: {
    fill: TraderFill;
    traderOrderId: number;
    plans: readonly CopyOpenPlan[];
    positionOf: ReadonlyMap<number, number>;
    orderOf: ReadonlyMap<number, number>;
    now: Date;
  },
): Promise<OpenedCopies['copies']> {
  const { fill, traderOrderId, plans, positionOf, orderOf, now } = input;
  if (plans.length === 0) return [];
  // Each copy as it stands after this fill (absolute values, from the copy read under the locks).
  const row = (plan: CopyOpenPlan) => {
    const copy = plan.follow.copy;
    const held = copy?.status === 'OPEN' ? copy : undefined;
    if (plan.kind === 'COPIED')
      return {
        qty: (held?.qty ?? 0n) + plan.qty,
        margin: (held?.margin ?? 0n) + plan.margin,
        status: 'OPEN',
        openPrice: plan.copyOpenPrice,
        reason: null,
      };
    // A skip leaves an open copy as it is; only a copy that never had a fill shows the skip.
    if (copy?.status === 'OPEN' || copy?.status === 'CLOSED') return undefined;
    return { qty: 0n, margin: 0n, status: 'SKIPPED', openPrice: null, reason: plan.reason };
  };
  const rows = plans.map((plan) => ({ plan, values: row(plan) }));
  const written = rows.filter((entry) => entry.values !== undefined);
  const copyIds = new Map<number, number>();
  for (const plan of plans) if (plan.follow.copy) copyIds.set(plan.follow.followId, plan.follow.copy.id);
  if (written.length > 0) {
    const upserted = await tx.query<{ id: number; follow_id: number }>(
      `INSERT INTO futures_follower_order AS c (site_id, futures_trader_order_id, follow_id, member_id,
         futures_option_id, futures_position_id, trade_type, leverage, qty, margin, open_price, status, skip_reason,
         opened_at, updated_at)
       SELECT $1, $2, n.follow_id, n.member_id, $3, n.position_id, $4, $5, n.qty, n.margin, n.open_price, n.status,
         n.reason, $6, $6
       FROM unnest($7::int[], $8::int[], $9::int[], $10::numeric[], $11::numeric[], $12::bigint[], $13::text[],
         $14::text[]) AS n(follow_id, member_id, position_id, qty, margin, open_price, status, reason)
       ON CONFLICT (futures_trader_order_id, follow_id) DO UPDATE SET
         futures_position_id = COALESCE(EXCLUDED.futures_position_id, c.futures_position_id),
         qty = EXCLUDED.qty, margin = EXCLUDED.margin, open_price = EXCLUDED.open_price,
         status = EXCLUDED.status, skip_reason = EXCLUDED.skip_reason, updated_at = EXCLUDED.updated_at
       RETURNING id, follow_id`,
      [
        fill.siteId,
        traderOrderId,
        fill.optionId,
        fill.side,
        fill.leverage,
        now,
        written.map((entry) => entry.plan.follow.followId),
        written.map((entry) => entry.plan.follow.memberId),
        written.map((entry) => positionOf.get(entry.plan.follow.memberId) ?? null),
        numerics(written.map((entry) => entry.values?.qty ?? 0n)),
        numerics(written.map((entry) => entry.values?.margin ?? 0n)),
        written.map((entry) => entry.values?.openPrice ?? null),
        written.map((entry) => entry.values?.status),
        written.map((entry) => entry.values?.reason ?? null),
      ],
    );
    for (const upsert of upserted.rows) copyIds.set(upsert.follow_id, upsert.id);
  }
  const fills = plans.filter((plan) => copyIds.has(plan.follow.followId));
  await tx.query(
    `INSERT INTO copytrade_copy_fill (site_id, signal_id, futures_follower_order_id, member_id, trader_member_id,
       kind, outcome, skip_reason, futures_order_id, qty, margin, price, created_at)
     SELECT $1, $2, n.copy_id, n.member_id, $3, 'OPEN', n.outcome, n.reason, n.order_id, n.qty, n.margin, $4, $5
     FROM unnest($6::int[], $7::int[], $8::text[], $9::text[], $10::int[], $11::numeric[], $12::numeric[])
       AS n(copy_id, member_id, outcome, reason, order_id, qty, margin)`,
    [
      fill.siteId,
      fill.signalId,
      fill.traderMemberId,
      fill.tick.price,
      now,
      fills.map((plan) => copyIds.get(plan.follow.followId)),
      fills.map((plan) => plan.follow.memberId),
      fills.map((plan) => plan.kind),
      fills.map((plan) => (plan.kind === 'SKIPPED' ? plan.reason : null)),
      fills.map((plan) => orderOf.get(plan.follow.memberId) ?? null),
      numerics(fills.map((plan) => (plan.kind === 'COPIED' ? plan.qty : 0n))),
      numerics(fills.map((plan) => (plan.kind === 'COPIED' ? plan.margin : 0n))),
    ],
  );
  return fills.map((plan) => ({
    memberId: plan.follow.memberId,
    copyId: copyIds.get(plan.follow.followId) ?? 0,
    positionId: positionOf.get(plan.follow.memberId) ?? null,
    margin: plan.kind === 'COPIED' ? plan.margin : 0n,
    skipReason: plan.kind === 'SKIPPED' ? plan.reason : null,
  }));
}
