import type { copytrade } from '@baro/contracts';
import type { Caller, MemberCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import type { PageQuery } from '../../db/paged-reads.ts';
import { dailyCurveSql, traderFiguresSql } from './leaderboard-sql.ts';
import type { DailyCurveRow, sortColumns, TraderFiguresRow } from './leaderboard-sql.ts';
import { chartPoints, traderRecord } from './trader-records.ts';
import { traderOrderSelect, traderOrderRecord } from './copy-records.ts';
import type { TraderOrder, TraderOrderRow } from './copy-records.ts';

// The traders' public reads (spec §7, DOMAIN.md §5): a profile, the leaderboard, a trader's chart
// and shared positions. Every read is of the caller's site: a trader of another site is as absent as
// one that never existed.

type Ctx = Pick<AppContext, 'db' | 'clock'>;

type TraderSort = keyof typeof sortColumns;

/**
 * The traders `filter` keeps with their figures and 30-day sparklines: one query for the figures
 * (sorted and paged by the database), one for the page's daily curves.
 */
async function tradersWithFigures(
  ctx: Ctx,
  siteId: number,
  select: { filter: string; params: readonly unknown[]; sort?: TraderSort; tail?: string },
): Promise<{ traders: copytrade.Trader[]; total: number }> {
  const now = new Date(ctx.clock.nowMs());
  const rows = await ctx.db.query<TraderFiguresRow>(
    traderFiguresSql(select.filter, select.sort ?? 'roi30d', select.tail),
    [siteId, now, ...select.params],
  );
  const ids = rows.rows.map((row) => row.id);
  const days =
    ids.length === 0
      ? []
      : (await ctx.db.query<DailyCurveRow>(dailyCurveSql('$3::int[]', 30), [siteId, now, ids])).rows;
  const traders = rows.rows.map((row) =>
    traderRecord(
      row,
      days.filter((day) => day.trader_id === row.id),
    ),
  );
  return { traders, total: rows.rows[0]?.total ?? 0 };
}

async function traderById(ctx: Ctx, siteId: number, traderId: number): Promise<copytrade.Trader | null> {
  const { traders } = await tradersWithFigures(ctx, siteId, { filter: 't.id = $3', params: [traderId] });
  return traders[0] ?? null;
}

/**
 * GET /copytrade/trader: a trader of the site by id; without one, the caller's own trader profile
 * (null when the caller is no trader). That second form is about the caller, so a guest is refused.
 */
export async function getTrader(
  ctx: Ctx,
  caller: Caller | null,
  siteId: number,
  traderId: number | undefined,
): Promise<copytrade.Trader | null | Rejection> {
  if (traderId !== undefined) return (await traderById(ctx, siteId, traderId)) ?? reject('TRADER_NOT_FOUND');
  if (caller === null) return reject('UNAUTHORIZED');
  if (caller.kind !== 'member') return null;
  const { traders } = await tradersWithFigures(ctx, siteId, {
    filter: 't.member_id = $3',
    params: [caller.memberId],
  });
  return traders[0] ?? null;
}

export interface TraderListQuery extends PageQuery {
  readonly name?: string | undefined;
  readonly isHideFull?: boolean | undefined;
  readonly isActive?: boolean | undefined;
  readonly sort: TraderSort;
}

/**
 * GET /copytrade/trader/list: the leaderboard, best first by `sort`. `name` is a part of the nick
 * (case-insensitive, taken literally: `strpos`, so `%` and `_` are plain characters).
 */
export async function listTraders(ctx: Ctx, siteId: number, query: TraderListQuery) {
  const name = query.name === undefined || query.name === '' ? null : query.name;
  const [limit, offset] = pageWindow(query);
  const { traders, total } = await tradersWithFigures(ctx, siteId, {
    filter: `($3::text IS NULL OR strpos(lower(COALESCE(m.nick, m.username)), lower($3::text)) > 0)
      AND (NOT $4::boolean OR t.is_active)
      AND (NOT $5::boolean OR (SELECT count(*) FROM copytrade_follow f WHERE f.trader_id = t.id AND f.is_active)
        < t.follower_max)`,
    params: [name, query.isActive === true, query.isHideFull === true, limit, offset],
    sort: query.sort,
    tail: 'LIMIT $6 OFFSET $7',
  });
  return pageAnswer(traders, query, total);
}

/** GET /copytrade/follower/my_traders: the traders the caller follows now or followed, latest follow first. */
export async function listMyTraders(ctx: Ctx, caller: MemberCaller): Promise<copytrade.Trader[]> {
  const follows = await ctx.db.query<{ trader_id: number }>(
    `SELECT trader_id FROM copytrade_follow WHERE member_id = $1 AND site_id = $2
     GROUP BY trader_id ORDER BY max(id) DESC`,
    [caller.memberId, caller.siteId],
  );
  const ids = follows.rows.map((row) => row.trader_id);
  if (ids.length === 0) return [];
  const { traders } = await tradersWithFigures(ctx, caller.siteId, {
    filter: 't.id = ANY($3::int[])',
    params: [ids],
  });
  return ids.flatMap((id) => traders.filter((trader) => trader.id === id));
}

async function siteTrader(
  db: Queryable,
  siteId: number,
  traderId: number,
): Promise<{ shares_positions: boolean } | undefined> {
  const rows = await db.query<{ shares_positions: boolean }>(
    'SELECT shares_positions FROM copytrade_trader WHERE id = $1 AND site_id = $2',
    [traderId, siteId],
  );
  return rows.rows[0];
}

/** GET /copytrade/trader/chart: one point per KST day of the last 7, 30 or 90, oldest first. */
export async function traderChart(
  ctx: Ctx,
  siteId: number,
  traderId: number,
  days: 7 | 30 | 90,
): Promise<copytrade.TraderChartPoint[] | Rejection> {
  if ((await siteTrader(ctx.db, siteId, traderId)) === undefined) return reject('TRADER_NOT_FOUND');
  const rows = await ctx.db.query<DailyCurveRow>(dailyCurveSql('$3::int[]', days), [
    siteId,
    new Date(ctx.clock.nowMs()),
    [traderId],
  ]);
  return chartPoints(rows.rows);
}

/** GET /copytrade/trader/positions: the trader's open positions, newest first; none unless they share them. */
export async function traderPositions(
  db: Queryable,
  siteId: number,
  traderId: number,
): Promise<TraderOrder[] | Rejection> {
  const trader = await siteTrader(db, siteId, traderId);
  if (trader === undefined) return reject('TRADER_NOT_FOUND');
  if (!trader.shares_positions) return [];
  const rows = await db.query<TraderOrderRow>(
    `${traderOrderSelect} WHERE tor.trader_id = $1 AND tor.site_id = $2 AND tor.status = 'OPEN'
     ORDER BY tor.opened_at DESC, tor.id DESC`,
    [traderId, siteId],
  );
  return rows.rows.map(traderOrderRecord);
}
