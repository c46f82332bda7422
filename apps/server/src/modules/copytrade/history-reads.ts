import type { copytrade } from '@baro/contracts';
import type { z } from 'zod';
import type { MemberCaller } from '../../caller.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { kstDaysFilter, pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import type { DaysPageQuery, PageQuery } from '../../db/paged-reads.ts';
import { maskUsername } from '../accounts/mask-username.ts';
import { copyOrderRecord, copyOrderSelect, traderOrderRecord, traderOrderSelect } from './copy-records.ts';
import type { CopyOrderRow, TraderOrder, TraderOrderRow } from './copy-records.ts';
import { traderIdOf } from './follows.ts';
import { usdtOf } from './trader-records.ts';

// The copy-trading histories (spec §7): a follower's own copies, a trader's own positions, the copies
// their followers hold of them and the profit shares they earned. Every read is scoped by the
// caller's member and site; a trader call from a member who is no trader answers NOT_A_TRADER.

type Page<Item> = ReturnType<typeof pageAnswer<Item>>;

/** A paged list: its rows (`select`), what it counts (`from`), its filter and order, its wire record. */
interface PagedSource<Row, Item> {
  readonly select: string;
  readonly from: string;
  readonly where: string;
  readonly orderBy: string;
  readonly record: (row: Row) => Item;
}

/** One page of `select … WHERE where` and the count of `from … WHERE where`, in the given order. */
async function pageOf<Row extends object, Item>(
  db: Queryable,
  sql: PagedSource<Row, Item>,
  params: readonly unknown[],
  query: PageQuery,
): Promise<Page<Item>> {
  const n = params.length;
  const rows = await db.query<Row>(
    `${sql.select} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, ...pageWindow(query)],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${sql.from} WHERE ${sql.where}`,
    params,
  );
  return pageAnswer(rows.rows.map(sql.record), query, count.rows[0]?.total ?? 0);
}

const copiesFrom = 'futures_follower_order c';
const traderOrdersFrom = 'futures_trader_order tor';

/** GET /copytrade/follower: what the caller's copies came to, and whether they follow someone now. */
export async function followerSummary(
  db: Queryable,
  caller: MemberCaller,
): Promise<z.infer<typeof copytrade.followerSummarySchema>> {
  const rows = await db.query<{ following: boolean; copies: number; realized: string; shared: string }>(
    `SELECT EXISTS (SELECT 1 FROM copytrade_follow f WHERE f.member_id = $1 AND f.site_id = $2 AND f.is_active)
        AS following,
      count(*) FILTER (WHERE c.status <> 'SKIPPED')::int AS copies,
      COALESCE(sum(c.realized_pnl), 0)::text AS realized, COALESCE(sum(c.profit_share), 0)::text AS shared
     FROM futures_follower_order c WHERE c.member_id = $1 AND c.site_id = $2`,
    [caller.memberId, caller.siteId],
  );
  const row = rows.rows[0];
  if (row === undefined) throw new Error('An aggregate without GROUP BY answered no row.');
  return {
    isFollowing: row.following,
    copyCount: row.copies,
    realizedPnl: usdtOf(row.realized),
    profitSharePaid: usdtOf(row.shared),
  };
}

/**
 * GET /copytrade/history/follower/list: the caller's closed and skipped copies, the latest finished
 * first; the dates are KST days of that last change.
 */
export async function followerHistory(db: Queryable, caller: MemberCaller, query: DaysPageQuery) {
  return pageOf(
    db,
    {
      select: copyOrderSelect,
      from: copiesFrom,
      where: `c.member_id = $1 AND c.site_id = $2 AND c.status <> 'OPEN' AND ${kstDaysFilter('c.updated_at', '$3', '$4')}`,
      orderBy: 'c.updated_at DESC, c.id DESC',
      record: (row: CopyOrderRow) => copyOrderRecord(row),
    },
    [caller.memberId, caller.siteId, query.startDate ?? null, query.endDate ?? null],
    query,
  );
}

/** GET /copytrade/history/follower/open: the caller's open copies, newest first. */
export async function followerOpenCopies(
  db: Queryable,
  caller: MemberCaller,
): Promise<copytrade.CopyOrder[]> {
  const rows = await db.query<CopyOrderRow>(
    `${copyOrderSelect} WHERE c.member_id = $1 AND c.site_id = $2 AND c.status = 'OPEN' ORDER BY c.id DESC`,
    [caller.memberId, caller.siteId],
  );
  return rows.rows.map((row) => copyOrderRecord(row));
}

/** The caller's trader id, or the refusal of a trader call from a member who is none. */
async function callerTrader(db: Queryable, caller: MemberCaller): Promise<number | Rejection> {
  return (await traderIdOf(db, caller)) ?? reject('NOT_A_TRADER');
}

/** GET /copytrade/history/trader/list: the caller's closed trader positions, the latest closed first. */
export async function traderHistory(
  db: Queryable,
  caller: MemberCaller,
  query: DaysPageQuery,
): Promise<Page<TraderOrder> | Rejection> {
  const traderId = await callerTrader(db, caller);
  if (typeof traderId !== 'number') return traderId;
  return pageOf(
    db,
    {
      select: traderOrderSelect,
      from: traderOrdersFrom,
      where: `tor.trader_id = $1 AND tor.status = 'CLOSED' AND ${kstDaysFilter('tor.closed_at', '$2', '$3')}`,
      orderBy: 'tor.closed_at DESC, tor.id DESC',
      record: traderOrderRecord,
    },
    [traderId, query.startDate ?? null, query.endDate ?? null],
    query,
  );
}

/** GET /copytrade/history/trader/open: the caller's open trader positions, newest first. */
export async function traderOpenPositions(
  db: Queryable,
  caller: MemberCaller,
): Promise<TraderOrder[] | Rejection> {
  const traderId = await callerTrader(db, caller);
  if (typeof traderId !== 'number') return traderId;
  const rows = await db.query<TraderOrderRow>(
    `${traderOrderSelect} WHERE tor.trader_id = $1 AND tor.status = 'OPEN' ORDER BY tor.opened_at DESC, tor.id DESC`,
    [traderId],
  );
  return rows.rows.map(traderOrderRecord);
}

/** GET /copytrade/history/trader/my_open_follower_history: the open copies of the caller's positions, names masked. */
export async function traderFollowersOpenCopies(
  db: Queryable,
  caller: MemberCaller,
): Promise<copytrade.CopyOrder[] | Rejection> {
  const traderId = await callerTrader(db, caller);
  if (typeof traderId !== 'number') return traderId;
  const rows = await db.query<CopyOrderRow>(
    `${copyOrderSelect} WHERE tor.trader_id = $1 AND c.status = 'OPEN' ORDER BY c.id DESC`,
    [traderId],
  );
  return rows.rows.map((row) => copyOrderRecord(row, true));
}

/**
 * GET /copytrade/history/trader/follower_position: every copy of one of the caller's trader
 * positions, names masked. A position of another trader is as absent as one that never existed.
 */
export async function traderOrderCopies(
  db: Queryable,
  caller: MemberCaller,
  query: PageQuery & { readonly futuresTraderOrderId: number },
): Promise<Page<copytrade.CopyOrder> | Rejection> {
  const traderId = await callerTrader(db, caller);
  if (typeof traderId !== 'number') return traderId;
  const owned = await db.query('SELECT 1 FROM futures_trader_order WHERE id = $1 AND trader_id = $2', [
    query.futuresTraderOrderId,
    traderId,
  ]);
  if (owned.rows.length === 0) return reject('NOT_FOUND');
  return pageOf(
    db,
    {
      select: copyOrderSelect,
      from: copiesFrom,
      where: 'c.futures_trader_order_id = $1',
      orderBy: 'c.id DESC',
      record: (row: CopyOrderRow) => copyOrderRecord(row, true),
    },
    [query.futuresTraderOrderId],
    query,
  );
}

interface ProfitShareRow {
  id: string;
  futures_follower_order_id: number;
  follower_nick: string;
  amount: string;
  created_at: Date;
}

/**
 * GET /copytrade/history/trader/fee_history: the profit shares the caller earned, one per
 * profitable copy close (`copytrade_copy_fill` with a share), newest first; follower names masked.
 */
export async function traderProfitShares(
  db: Queryable,
  caller: MemberCaller,
  query: DaysPageQuery,
): Promise<Page<z.infer<typeof copytrade.profitShareSchema>> | Rejection> {
  const traderId = await callerTrader(db, caller);
  if (typeof traderId !== 'number') return traderId;
  return pageOf(
    db,
    {
      select: `SELECT cf.id::text AS id, cf.futures_follower_order_id, COALESCE(fm.nick, fm.username) AS follower_nick,
          cf.profit_share::text AS amount, cf.created_at
        FROM copytrade_copy_fill cf JOIN member fm ON fm.id = cf.member_id`,
      from: 'copytrade_copy_fill cf',
      // By copytrade_copy_fill_share_idx (trader_member_id, id) WHERE profit_share > 0.
      where: `cf.trader_member_id = $1 AND cf.site_id = $2 AND cf.profit_share > 0
        AND ${kstDaysFilter('cf.created_at', '$3', '$4')}`,
      orderBy: 'cf.id DESC',
      record: (row: ProfitShareRow) => ({
        id: Number(row.id),
        futuresFollowerOrderId: row.futures_follower_order_id,
        followerNick: maskUsername(row.follower_nick),
        amount: usdtOf(row.amount),
        createdAt: row.created_at.toISOString(),
      }),
    },
    [caller.memberId, caller.siteId, query.startDate ?? null, query.endDate ?? null],
    query,
  );
}
