import type { copytrade } from '@baro/contracts';
import { formatMinor } from '@baro/contracts';
import { formatUnits, roeHundredthsPercent } from '@baro/domain';
import { COPY_ASSET } from './follow-records.ts';
import type { DailyCurveRow, TraderFiguresRow } from './leaderboard-sql.ts';

// The trader's profile and chart as the wire shows them: USDT as the canonical decimal of its minor
// units (as the follow's amounts), percents with two decimals cut toward zero (as a position's ROE).

/** A percent held as hundredths (an integer, as the SQL computes it) with its two decimals. */
export function percentOf(hundredths: string | bigint): string {
  return formatUnits(BigInt(hundredths), 2);
}

export function usdtOf(minor: string | bigint): string {
  return formatMinor(COPY_ASSET, BigInt(minor));
}

/**
 * The chart's points from one trader's days, oldest first: each day's net pnl, the cumulative pnl
 * at its end and the cumulative ROI since the first day (cumulative pnl ÷ the margin the opening
 * fills put up by then, cut toward zero; 0 while nothing was put up).
 */
export function chartPoints(days: readonly DailyCurveRow[]): copytrade.TraderChartPoint[] {
  let cumulativePnl = 0n;
  let cumulativeMargin = 0n;
  return days.map((day) => {
    cumulativePnl += BigInt(day.net);
    cumulativeMargin += BigInt(day.margin);
    return {
      date: day.day,
      pnl: usdtOf(day.net),
      cumulativePnl: usdtOf(cumulativePnl),
      roi: percentOf(roeHundredthsPercent(cumulativePnl, cumulativeMargin)),
    };
  });
}

/** The trader with their figures; `roiSeries30d` is the ROI of their chart's 30 points. */
export function traderRecord(row: TraderFiguresRow, series30d: readonly DailyCurveRow[]): copytrade.Trader {
  return {
    id: row.id,
    nick: row.nick,
    introduction: row.introduction,
    isActive: row.is_active,
    followerCount: row.follower_count,
    followerMax: row.follower_max,
    isFull: row.is_full,
    roi7d: percentOf(row.roi7),
    roi30d: percentOf(row.roi30),
    roi90d: percentOf(row.roi90),
    pnl7d: usdtOf(row.pnl7),
    pnl30d: usdtOf(row.pnl30),
    pnl90d: usdtOf(row.pnl90),
    winRate: percentOf(row.win_rate),
    maxDrawdown: percentOf(row.max_drawdown),
    aum: usdtOf(row.aum),
    // Basis points are hundredths of a percent: 1,000 is 10.00 %.
    profitSharePercent: percentOf(BigInt(row.share_bps)),
    followerRoi30d: percentOf(row.follower_roi30),
    skippedPercent30d: percentOf(row.skipped30),
    roiSeries30d: chartPoints(series30d).map((point) => point.roi),
    sharesPositions: row.shares_positions,
    createdAt: row.created_at.toISOString(),
  };
}
