import { kstDate, kstDayStart } from '../../db/paged-reads.ts';

// The leaderboard's figures as SQL (docs/copytrade-leaderboard.md): computed per request from the
// traders' own futures fills and the copies' tables, never stored. Every figure is an integer: USDT
// minor units, or hundredths of a percent cut toward zero (numeric `div`), so no float is involved.
// Parameters: $1 the site, $2 now; a caller's filter adds its own from $3.

/** The KST day of `now` ($2): windows are whole KST days, today included. */
const today = kstDate('$2::timestamptz');

/** The instant the window of the last `days` KST days starts. */
function windowStart(days: number): string {
  return kstDayStart(`${today} - ${days - 1}`);
}

/**
 * Whether a FILLED order closed something: a pure close puts up no margin (an opening fill's margin is
 * rounded up, so never 0), and a flip (a close and an open in one fill) realises a pnl.
 */
const closingFill = '(o.margin = 0 OR o.realized_pnl <> 0)';

/**
 * One row per (trader, KST day with fills) over the last `days` days: the day's net pnl (realised pnl
 * less every fee), the margin its opening fills put up, its closing fills and those that won.
 * `traders` is a relation with `id` and `member_id`. The member's orders are read by
 * `futures_order_member_idx`.
 */
export function dailyFillsSql(traders: string, days: number): string {
  return `SELECT t.id AS trader_id, ${kstDate('o.fill_tick_at')} AS day,
      sum(o.realized_pnl - o.fee) AS net, sum(o.margin) AS margin,
      count(*) FILTER (WHERE ${closingFill}) AS closes,
      count(*) FILTER (WHERE ${closingFill} AND o.realized_pnl - o.fee > 0) AS wins
    FROM ${traders} t
    JOIN futures_order o ON o.member_id = t.member_id
    WHERE o.status = 'FILLED' AND o.fill_tick_at >= ${windowStart(days)} AND o.fill_tick_at <= $2::timestamptz
    GROUP BY t.id, day`;
}

/** `numerator ÷ denominator` in hundredths of a percent, cut toward zero; 0 without a denominator. */
function hundredthsPercent(numerator: string, denominator: string): string {
  return `CASE WHEN COALESCE(${denominator}, 0) > 0 THEN div(COALESCE(${numerator}, 0) * 10000, ${denominator}) ELSE 0 END`;
}

function windowSum(column: string, days: number): string {
  return `COALESCE(sum(${column}) FILTER (WHERE day >= ${today} - ${days - 1}), 0)`;
}

/**
 * The traders of the site that `filter` keeps (a condition on `t`, the trader, and `m`, their member),
 * each with every leaderboard figure as a numeric column, and `total`: how many the filter keeps.
 */
function figuresSql(filter: string): string {
  return `WITH tr AS (
  SELECT t.id, t.member_id, t.introduction, t.is_active, t.follower_max, t.shares_positions, t.created_at,
    COALESCE(t.profit_share_bps, s.copytrade_profit_share_bps) AS share_bps, COALESCE(m.nick, m.username) AS nick,
    (SELECT count(*) FROM copytrade_follow f WHERE f.trader_id = t.id AND f.is_active)::int AS follower_count
  FROM copytrade_trader t
  JOIN member m ON m.id = t.member_id
  JOIN site_info s ON s.id = t.site_id
  WHERE t.site_id = $1 AND (${filter})
), daily AS (
  ${dailyFillsSql('tr', 90)}
), curve AS (
  -- The cumulative net pnl at the end of each day with fills (a day without any leaves it as it was),
  -- and the whole window's opening margin: the drawdown's base, the same as roi90d's.
  SELECT daily.*, sum(net) OVER (PARTITION BY trader_id ORDER BY day) AS cum,
    sum(margin) OVER (PARTITION BY trader_id) AS margin90
  FROM daily
), peaks AS (
  -- The highest the cumulative pnl has been by then, the window's start (0) included. The same
  -- ordering as the curve's, so the database sorts the days once.
  SELECT curve.*, GREATEST(0, max(cum) OVER (PARTITION BY trader_id ORDER BY day)) AS peak FROM curve
), sums AS (
  -- One pass over each trader's days: the windows' sums and the deepest fall.
  SELECT trader_id,
    ${windowSum('net', 7)} AS pnl7, ${windowSum('margin', 7)} AS margin7,
    ${windowSum('net', 30)} AS pnl30, ${windowSum('margin', 30)} AS margin30,
    ${windowSum('net', 90)} AS pnl90, ${windowSum('margin', 90)} AS margin90,
    ${windowSum('closes', 30)} AS closes30, ${windowSum('wins', 30)} AS wins30,
    max(${hundredthsPercent('peak - cum', 'peak + margin90')}) AS dd
  FROM peaks GROUP BY trader_id
), copies AS (
  -- The followers' copies of the traders' positions: by futures_trader_order_trader_idx, then the
  -- copies' unique (futures_trader_order_id, follow_id) key.
  SELECT tor.trader_id, c.id, c.status, c.margin, c.realized_pnl, c.profit_share, c.closed_at
  FROM tr JOIN futures_trader_order tor ON tor.trader_id = tr.id
  JOIN futures_follower_order c ON c.futures_trader_order_id = tor.id
), copy_sums AS (
  SELECT c.trader_id,
    COALESCE(sum(c.margin) FILTER (WHERE c.status = 'OPEN'), 0) AS aum,
    sum(c.realized_pnl - c.profit_share) FILTER (WHERE c.status = 'CLOSED' AND c.closed_at >= ${windowStart(30)})
      AS follower_net30,
    sum(opened.margin) FILTER (WHERE c.status = 'CLOSED' AND c.closed_at >= ${windowStart(30)}) AS follower_margin30,
    sum(fills.opens) AS opens30, sum(fills.skipped) AS skipped30
  FROM copies c
  -- Each copy's OPEN-kind fills by copytrade_copy_fill_copy_idx: what its copies put up, and how
  -- many of the trader's fills in 30 days it copied or skipped.
  CROSS JOIN LATERAL (
    SELECT COALESCE(sum(cf.margin) FILTER (WHERE cf.outcome = 'COPIED'), 0) AS margin
    FROM copytrade_copy_fill cf WHERE cf.futures_follower_order_id = c.id AND cf.kind = 'OPEN'
  ) opened
  CROSS JOIN LATERAL (
    SELECT count(*) AS opens, count(*) FILTER (WHERE cf.outcome = 'SKIPPED') AS skipped
    FROM copytrade_copy_fill cf
    WHERE cf.futures_follower_order_id = c.id AND cf.kind = 'OPEN' AND cf.created_at >= ${windowStart(30)}
  ) fills
  GROUP BY c.trader_id
)
SELECT tr.id, tr.member_id, tr.nick, tr.introduction, tr.is_active, tr.follower_count, tr.follower_max,
  tr.follower_count >= tr.follower_max AS is_full, tr.shares_positions, tr.created_at, tr.share_bps,
  COALESCE(s.pnl7, 0) AS pnl7, COALESCE(s.pnl30, 0) AS pnl30, COALESCE(s.pnl90, 0) AS pnl90,
  ${hundredthsPercent('s.pnl7', 's.margin7')} AS roi7, ${hundredthsPercent('s.pnl30', 's.margin30')} AS roi30,
  ${hundredthsPercent('s.pnl90', 's.margin90')} AS roi90,
  ${hundredthsPercent('s.wins30', 's.closes30')} AS win_rate,
  COALESCE(s.dd, 0) AS max_drawdown,
  COALESCE(cs.aum, 0) AS aum,
  ${hundredthsPercent('cs.follower_net30', 'cs.follower_margin30')} AS follower_roi30,
  ${hundredthsPercent('cs.skipped30', 'cs.opens30')} AS skipped30,
  count(*) OVER ()::int AS total
FROM tr
LEFT JOIN sums s ON s.trader_id = tr.id
LEFT JOIN copy_sums cs ON cs.trader_id = tr.id`;
}

/** The leaderboard's orderings as the SQL columns they sort by (contracts' `traderSort`). */
export const sortColumns = {
  roi7d: 'roi7',
  roi30d: 'roi30',
  roi90d: 'roi90',
  pnl7d: 'pnl7',
  pnl30d: 'pnl30',
  pnl90d: 'pnl90',
  winRate: 'win_rate',
  followerCount: 'follower_count',
  aum: 'aum',
} as const;

/**
 * The figures of the traders `filter` keeps, best first by `sort` (newest trader first among equals),
 * numerics as text. The database sorts the figures it computed and cuts the page (`tail`: the LIMIT
 * and OFFSET, or nothing for all), so only the page leaves it.
 */
export function traderFiguresSql(filter: string, sort: keyof typeof sortColumns, tail = ''): string {
  return `SELECT x.id, x.member_id, x.nick, x.introduction, x.is_active, x.follower_count, x.follower_max, x.is_full,
    x.shares_positions, x.created_at, x.share_bps, x.pnl7::text AS pnl7, x.pnl30::text AS pnl30,
    x.pnl90::text AS pnl90, x.roi7::text AS roi7, x.roi30::text AS roi30, x.roi90::text AS roi90,
    x.win_rate::text AS win_rate, x.max_drawdown::text AS max_drawdown, x.aum::text AS aum,
    x.follower_roi30::text AS follower_roi30, x.skipped30::text AS skipped30, x.total
  FROM (${figuresSql(filter)}) x
  ORDER BY x.${sortColumns[sort]} DESC, x.id DESC ${tail}`;
}

/** The row `traderFiguresSql` answers; numerics as text. */
export interface TraderFiguresRow {
  id: number;
  member_id: number;
  nick: string;
  introduction: string | null;
  is_active: boolean;
  follower_count: number;
  follower_max: number;
  is_full: boolean;
  shares_positions: boolean;
  created_at: Date;
  share_bps: number;
  pnl7: string;
  pnl30: string;
  pnl90: string;
  roi7: string;
  roi30: string;
  roi90: string;
  win_rate: string;
  max_drawdown: string;
  aum: string;
  follower_roi30: string;
  skipped30: string;
  total: number;
}

/**
 * Every KST day of the last `days` (oldest first) for each trader of `traderIdsParam` (an int[]
 * parameter) on the site, with that day's net pnl and opening margin (0 on a day without fills): the
 * chart's points and the cards' sparklines.
 */
export function dailyCurveSql(traderIdsParam: string, days: number): string {
  const traders = `(SELECT id, member_id FROM copytrade_trader WHERE site_id = $1 AND id = ANY(${traderIdsParam}))`;
  return `WITH daily AS (${dailyFillsSql(traders, days)})
  SELECT t.id AS trader_id, (${today} - g)::text AS day, COALESCE(d.net, 0)::text AS net,
    COALESCE(d.margin, 0)::text AS margin
  FROM ${traders} t
  CROSS JOIN generate_series(${days - 1}, 0, -1) g
  LEFT JOIN daily d ON d.trader_id = t.id AND d.day = ${today} - g
  ORDER BY t.id, g DESC`;
}

/** The row `dailyCurveSql` answers. */
export interface DailyCurveRow {
  trader_id: number;
  day: string;
  net: string;
  margin: string;
}
