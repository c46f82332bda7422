import { moveManyLocked } from '../../ledger/index.ts';
import type { MoveLeg } from '../../ledger/index.ts';
import type { Queryable } from '../../db/database.ts';
import type { FuturesTerms } from '@baro/domain';
import { futuresAsset } from '../futures/futures-ledger.ts';
import { closeMovements } from '../futures/position-writes.ts';
import type { DecidingTick } from '../futures/position-writes.ts';
import {
  lockFuturesWallets,
  lockOpenPositions,
  lockShardAccounts,
  lockTpslOrders,
  numerics,
} from './copy-locks.ts';
import type { LockedWallets } from './copy-locks.ts';
import { planCopyClose } from './copy-close-plan.ts';
import type { CopyClosePlan, CopyToClose } from './copy-close-plan.ts';

/** An open copy as the close reads it before its locks. */
export interface OpenCopyRow {
  readonly copyId: number;
  readonly followId: number;
  readonly memberId: number;
  readonly traderOrderId: number;
  readonly side: 'LONG' | 'SHORT';
  readonly qty: bigint;
  readonly margin: bigint;
  readonly positionId: number | null;
}

export interface CloseCopiesInput {
  readonly siteId: number;
  readonly optionId: number;
  readonly terms: FuturesTerms;
  readonly tick: DecidingTick;
  readonly traderMemberId: number;
  readonly shareBps: bigint;
  /** The trader fill's signal, or null for a follower's early close. */
  readonly signalId: number | null;
  /** Each copy with how much of it to close (its whole quantity when the trader closes all). */
  readonly copies: readonly { readonly row: OpenCopyRow; readonly closeQty: bigint }[];
  readonly nowMs: number;
}

export interface ClosedCopy {
  readonly memberId: number;
  readonly copyId: number;
  readonly traderOrderId: number;
  readonly positionId: number | null;
  readonly side: 'LONG' | 'SHORT';
  readonly realizedPnl: bigint;
  /** The follower's closing order, when the close moved their position. */
  readonly orderId: number | null;
}

/**
 * Closes (part of) each copy at the tick's price, set-based: the locks in the futures lock order
 * (copy-locks.ts), every follower's closing order, position write, posting, copy and follow update in
 * one statement each, the trader's profit shares among the postings (follower → trader, FUTURES).
 */
export async function closeCopies(tx: Queryable, input: CloseCopiesInput): Promise<ClosedCopy[]> {
  if (input.copies.length === 0) return [];
  const memberIds = [...new Set(input.copies.map((copy) => copy.row.memberId))];
  await lockTpslOrders(tx, memberIds, input.optionId);
  const wallets = await lockFuturesWallets(tx, input.siteId, [...memberIds, input.traderMemberId]);
  const positions = await lockOpenPositions(tx, memberIds, input.optionId);
  const follows = await tx.query<{ id: number; cumulative_pnl: string; high_water: string }>(
    `SELECT id, cumulative_pnl::text AS cumulative_pnl, high_water::text AS high_water FROM copytrade_follow
     WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [[...new Set(input.copies.map((copy) => copy.row.followId))]],
  );
  // The copies as they are now, locked: an early close may have ended or cut one since it was read.
  const current = await tx.query<{ id: number; qty: string; margin: string }>(
    `SELECT id, qty::text AS qty, margin::text AS margin FROM futures_follower_order
     WHERE id = ANY($1::int[]) AND status = 'OPEN' ORDER BY id FOR UPDATE`,
    [input.copies.map((copy) => copy.row.copyId)],
  );
  const held = new Map(
    current.rows.map((row) => [row.id, { qty: BigInt(row.qty), margin: BigInt(row.margin) }]),
  );
  const shareOf = new Map(
    follows.rows.map((row) => [
      row.id,
      { cumulativeMinor: BigInt(row.cumulative_pnl), highWaterMinor: BigInt(row.high_water) },
    ]),
  );
  const plans = input.copies.flatMap(({ row, closeQty }) => {
    const copyNow = held.get(row.copyId);
    if (copyNow === undefined) return [];
    const copy: CopyToClose = {
      copyId: row.copyId,
      followId: row.followId,
      memberId: row.memberId,
      traderOrderId: row.traderOrderId,
      side: row.side,
      copyQty: copyNow.qty,
      copyMargin: copyNow.margin,
      positionId: row.positionId,
      closeQty: closeQty < copyNow.qty ? closeQty : copyNow.qty,
      position: positions.get(row.memberId),
      available: wallets.available.get(row.memberId) ?? 0n,
      share: shareOf.get(row.followId) ?? { cumulativeMinor: 0n, highWaterMinor: 0n },
    };
    return [planCopyClose(copy, input.tick, input.terms, input.shareBps)];
  });
  if (plans.length === 0) return [];
  const orderOf = await writeCloses(tx, input, plans);
  await writeCopyCloseRows(tx, input, plans, orderOf);
  await payCloses(tx, input, plans, wallets);
  return plans.map((plan) => ({
    memberId: plan.copy.memberId,
    copyId: plan.copy.copyId,
    traderOrderId: plan.copy.traderOrderId,
    positionId: plan.copy.positionId,
    side: plan.copy.side,
    realizedPnl: plan.net,
    orderId: orderOf.get(plan.copy.memberId) ?? null,
  }));
}

type Moving = CopyClosePlan & { readonly figures: NonNullable<CopyClosePlan['figures']> };

function movingOf(plans: readonly CopyClosePlan[]): Moving[] {
  return plans.filter((plan): plan is Moving => plan.figures !== undefined);
}

/** The followers' closing orders and positions; answers each follower's order id. */
async function writeCloses(
  tx: Queryable,
  input: CloseCopiesInput,
  plans: readonly CopyClosePlan[],
): Promise<Map<number, number>> {
  const moving = movingOf(plans);
  const orderOf = new Map<number, number>();
  if (moving.length === 0) return orderOf;
  const now = new Date(input.nowMs);
  const tickAt = new Date(input.tick.atMs);
  const orders = await tx.query<{ id: number; member_id: number }>(
    `INSERT INTO futures_order (site_id, member_id, futures_option_id, futures_position_id, trade_type, market_type,
       status, qty, leverage, margin_type, margin, fee, realized_pnl, fill_price, fill_tick_at, fill_source,
       created_at, updated_at)
     SELECT $1, n.member_id, $2, n.position_id, n.side, 'MARKET', 'FILLED', n.qty, n.leverage, n.margin_type, 0,
       n.fee, n.pnl, $3, $4, $5, $6, $6
     FROM unnest($7::int[], $8::int[], $9::text[], $10::numeric[], $11::int[], $12::text[], $13::numeric[],
       $14::numeric[]) AS n(member_id, position_id, side, qty, leverage, margin_type, fee, pnl)
     RETURNING id, member_id`,
    [
      input.siteId,
      input.optionId,
      input.tick.price,
      tickAt,
      input.tick.source,
      now,
      moving.map((plan) => plan.copy.memberId),
      moving.map((plan) => plan.copy.positionId),
      moving.map((plan) => (plan.copy.side === 'LONG' ? 'SHORT' : 'LONG')),
      numerics(moving.map((plan) => plan.figures.closeQty)),
      moving.map((plan) => plan.copy.position?.leverage ?? 1),
      moving.map((plan) => plan.copy.position?.marginType ?? 'ISOLATED'),
      numerics(moving.map((plan) => plan.figures.feePaid)),
      numerics(moving.map((plan) => plan.figures.pnl)),
    ],
  );
  for (const row of orders.rows) orderOf.set(row.member_id, row.id);
  await tx.query(
    `UPDATE futures_position p SET changed_at = now(),
       qty = CASE WHEN n.closed THEN p.qty ELSE p.qty - n.qty END,
       margin = CASE WHEN n.closed THEN 0 ELSE p.margin - n.released END,
       realized_pnl = p.realized_pnl + n.pnl,
       status = CASE WHEN n.closed THEN 'CLOSED' ELSE 'OPEN' END,
       close_type = CASE WHEN n.closed THEN 'MARKET' END,
       close_price = CASE WHEN n.closed THEN $1::bigint END,
       close_tick_at = CASE WHEN n.closed THEN $2::timestamptz END,
       close_source = CASE WHEN n.closed THEN $3::text END,
       closed_at = CASE WHEN n.closed THEN $4::timestamptz END,
       updated_at = $4
     FROM unnest($5::int[], $6::numeric[], $7::numeric[], $8::numeric[], $9::boolean[])
       AS n(id, qty, released, pnl, closed)
     WHERE p.id = n.id`,
    [
      input.tick.price,
      tickAt,
      input.tick.source,
      now,
      moving.map((plan) => plan.copy.positionId),
      numerics(moving.map((plan) => plan.figures.closeQty)),
      numerics(moving.map((plan) => plan.figures.released)),
      numerics(moving.map((plan) => plan.figures.pnl)),
      moving.map((plan) => plan.figures.closed),
    ],
  );
  // A position closed whole takes its TP/SL orders with it, as any close does (`closePart`).
  const closedIds = moving.filter((plan) => plan.figures.closed).map((plan) => plan.copy.positionId);
  if (closedIds.length > 0)
    await tx.query(
      `UPDATE futures_order SET status = 'CANCELLED', updated_at = $2
       WHERE futures_position_id = ANY($1::int[]) AND status = 'OPEN' AND market_type IN ('TAKEPROFIT', 'STOPLOSS')`,
      [closedIds, now],
    );
  return orderOf;
}

/**
 * Every posting of the closes (margin back, pnl, insurance, fee, the trader's profit shares) in one
 * statement, the site's shards locked right before it (last in the lock order, held only from here
 * to the commit).
 */
async function payCloses(
  tx: Queryable,
  input: CloseCopiesInput,
  plans: readonly CopyClosePlan[],
  wallets: LockedWallets,
): Promise<void> {
  const moving = movingOf(plans);
  if (moving.length === 0) return;
  const trader = wallets.accounts.get(input.traderMemberId);
  const legs: MoveLeg[] = moving.flatMap((plan) => {
    const accounts = wallets.accounts.get(plan.copy.memberId);
    if (accounts === undefined)
      throw new Error(`Follower ${plan.copy.memberId} holds a copy without a wallet.`);
    if (plan.profitShare === 0n) return closeMovements(accounts, plan.figures);
    // The trader's fills came from their FUTURES wallet, so it is there to take the share.
    if (trader === undefined) throw new Error(`Trader ${input.traderMemberId} has no FUTURES wallet.`);
    const share: MoveLeg = { from: accounts.available, to: trader.available, amountMinor: plan.profitShare };
    return [...closeMovements(accounts, plan.figures), share];
  });
  await lockShardAccounts(tx, wallets);
  const ref =
    input.signalId === null
      ? `copytrade-close:${moving[0]?.copy.copyId}`
      : `copytrade-signal:${input.signalId}`;
  const paid = await moveManyLocked(tx, { siteId: input.siteId, asset: futuresAsset, ref, legs });
  if (paid !== null) throw new Error(`Copy close (${ref}) could not pay what it decided.`);
}

/** The copies, the follows' used margin and profit-share state, and what this close did per copy. */
async function writeCopyCloseRows(
  tx: Queryable,
  input: CloseCopiesInput,
  plans: readonly CopyClosePlan[],
  orderOf: ReadonlyMap<number, number>,
): Promise<void> {
  const now = new Date(input.nowMs);
  await tx.query(
    `UPDATE futures_follower_order c SET
       qty = c.qty - n.qty, margin = c.margin - n.released, realized_pnl = c.realized_pnl + n.net,
       profit_share = c.profit_share + n.share,
       status = CASE WHEN n.closed THEN 'CLOSED' ELSE c.status END,
       close_price = CASE WHEN n.closed THEN $1::bigint ELSE c.close_price END,
       closed_at = CASE WHEN n.closed THEN $2::timestamptz ELSE c.closed_at END,
       updated_at = $2
     FROM unnest($3::int[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::boolean[])
       AS n(id, qty, released, net, share, closed)
     WHERE c.id = n.id`,
    [
      input.tick.price,
      now,
      plans.map((plan) => plan.copy.copyId),
      numerics(plans.map((plan) => plan.copyQtyClosed)),
      numerics(plans.map((plan) => plan.copyMarginReleased)),
      numerics(plans.map((plan) => plan.net)),
      numerics(plans.map((plan) => plan.profitShare)),
      plans.map((plan) => plan.copyClosed),
    ],
  );
  await tx.query(
    `UPDATE copytrade_follow f SET used_bet = GREATEST(f.used_bet - n.released, 0), cumulative_pnl = n.cumulative,
       high_water = n.high_water
     FROM unnest($1::int[], $2::numeric[], $3::numeric[], $4::numeric[]) AS n(id, released, cumulative, high_water)
     WHERE f.id = n.id`,
    [
      plans.map((plan) => plan.copy.followId),
      numerics(plans.map((plan) => plan.copyMarginReleased)),
      numerics(plans.map((plan) => plan.shareAfter.cumulativeMinor)),
      numerics(plans.map((plan) => plan.shareAfter.highWaterMinor)),
    ],
  );
  await tx.query(
    `INSERT INTO copytrade_copy_fill (site_id, signal_id, futures_follower_order_id, member_id, trader_member_id,
       kind, outcome, futures_order_id, qty, margin, price, realized_pnl, profit_share, created_at)
     SELECT $1, $2, n.copy_id, n.member_id, $3, 'CLOSE', 'COPIED', n.order_id, n.qty, n.released, $4, n.net, n.share, $5
     FROM unnest($6::int[], $7::int[], $8::int[], $9::numeric[], $10::numeric[], $11::numeric[], $12::numeric[])
       AS n(copy_id, member_id, order_id, qty, released, net, share)`,
    [
      input.siteId,
      input.signalId,
      input.traderMemberId,
      input.tick.price,
      now,
      plans.map((plan) => plan.copy.copyId),
      plans.map((plan) => plan.copy.memberId),
      plans.map((plan) => (plan.figures === undefined ? null : (orderOf.get(plan.copy.memberId) ?? null))),
      numerics(plans.map((plan) => plan.copyQtyClosed)),
      numerics(plans.map((plan) => plan.copyMarginReleased)),
      numerics(plans.map((plan) => plan.net)),
      numerics(plans.map((plan) => plan.profitShare)),
    ],
  );
}
