import type { RouteResponse, oversea } from '@baro/contracts';
import { formatMinor } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import { kstDate, kstDaysFilter, pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import type { OverseaHistoryQuery } from './order-reads.ts';

interface DayRow {
  day: string;
  asset: string;
  realized_pnl: string;
  fee: string;
  trades: number;
}

/**
 * GET /oversea/history/daily_profit (DOMAIN.md §4): the caller's realised pnl and fees per KST trading
 * day, newest day first, on one option or on all. A trading day is the KST calendar date of the fill
 * (docs/spec-interpretations.md); every filled order is one trade — the member's own, and the TP/SL,
 * losscut and session-end closes the server made. Fees are opening and closing fees as charged; the
 * realised pnl is each close's, before fees; net is pnl less fees.
 */
export async function listOverseaDailyProfit(
  db: Queryable,
  caller: MemberCaller,
  query: OverseaHistoryQuery,
): Promise<RouteResponse<typeof oversea.listOverseaDailyProfit>> {
  const day = kstDate('o.updated_at');
  const where = `o.member_id = $1 AND o.site_id = $2 AND o.status = 'FILLED'
    AND ($3::int IS NULL OR o.oversea_option_id = $3) AND ${kstDaysFilter('o.updated_at', '$4', '$5')}`;
  const params = [
    caller.memberId,
    caller.siteId,
    query.overseaOptionId ?? null,
    query.startDate ?? null,
    query.endDate ?? null,
  ];
  const rows = await db.query<DayRow>(
    `SELECT to_char(${day}, 'YYYY-MM-DD') AS day, min(o.asset) AS asset,
       sum(o.realized_pnl)::text AS realized_pnl, sum(o.fee)::text AS fee, count(*)::int AS trades
     FROM oversea_order o WHERE ${where}
     GROUP BY ${day} ORDER BY ${day} DESC LIMIT $6 OFFSET $7`,
    [...params, ...pageWindow(query)],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(DISTINCT ${day})::int AS total FROM oversea_order o WHERE ${where}`,
    params,
  );
  const content = rows.rows.map((row) => {
    const pnl = BigInt(row.realized_pnl);
    const fee = BigInt(row.fee);
    return {
      date: row.day,
      overseaOptionId: query.overseaOptionId ?? null,
      realizedPnl: formatMinor(row.asset, pnl),
      fee: formatMinor(row.asset, fee),
      netPnl: formatMinor(row.asset, pnl - fee),
      tradeCount: row.trades,
    };
  });
  return pageAnswer(content, query, count.rows[0]?.total ?? 0);
}
