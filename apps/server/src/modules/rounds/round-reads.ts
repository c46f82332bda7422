import type { binary, RouteResponse } from '@baro/contracts';
import type { Queryable } from '../../db/database.ts';
import { kstDayStart, kstDaysFilter, pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import { roundColumns, roundFrom, roundRecord, roundSelect } from './round-records.ts';
import type { RoundRow } from './round-records.ts';

// The rounds as the binary calls read them. Every query is scoped by the caller's site: a round of
// another site's option is as absent as one that never existed.

/** How many settled rounds GET /trade/game/recent answers (the recent-side strip). */
export const recentRoundCount = 20;

export async function optionExists(db: Queryable, siteId: number, optionId: number): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM trade_option WHERE id = $1 AND site_id = $2', [
    optionId,
    siteId,
  ]);
  return found.rowCount > 0;
}

/** The round taking bets (or opened just ahead of its time) and the live round before it. */
export async function currentRounds(
  db: Queryable,
  siteId: number,
  optionId: number,
  nowMs: number,
): Promise<{ current: binary.TradeRound | null; live: binary.TradeRound | null }> {
  const now = new Date(nowMs);
  const [current, live] = await Promise.all([
    db.query<RoundRow>(
      `${roundSelect} WHERE r.trade_option_id = $1 AND r.site_id = $2 AND r.lock_at > $3
       ORDER BY r.open_at LIMIT 1`,
      [optionId, siteId, now],
    ),
    db.query<RoundRow>(
      `${roundSelect} WHERE r.trade_option_id = $1 AND r.site_id = $2 AND r.lock_at <= $3
         AND (r.close_at > $3 OR r.phase <> 'SETTLED')
       ORDER BY r.open_at DESC LIMIT 1`,
      [optionId, siteId, now],
    ),
  ]);
  const pick = (rows: RoundRow[]) => (rows[0] === undefined ? null : roundRecord(rows[0]));
  return { current: pick(current.rows), live: pick(live.rows) };
}

export async function recentRounds(
  db: Queryable,
  siteId: number,
  optionId: number,
): Promise<binary.TradeRound[]> {
  const rows = await db.query<RoundRow>(
    `${roundSelect} WHERE r.trade_option_id = $1 AND r.site_id = $2 AND r.phase = 'SETTLED'
     ORDER BY r.open_at DESC LIMIT $3`,
    [optionId, siteId, recentRoundCount],
  );
  return rows.rows.map(roundRecord);
}

export async function findRound(
  db: Queryable,
  siteId: number,
  roundId: number,
): Promise<binary.TradeRound | undefined> {
  const rows = await db.query<RoundRow>(`${roundSelect} WHERE r.id = $1 AND r.site_id = $2`, [
    roundId,
    siteId,
  ]);
  const row = rows.rows[0];
  return row === undefined ? undefined : roundRecord(row);
}

export interface RoundListQuery {
  readonly tradeOptionId: number;
  readonly page: number;
  readonly size: number;
  /** `1` rounds in play (not settled yet), `0` finished ones. */
  readonly isPlayStrs?: readonly ('0' | '1')[];
  /** The round status as the wire shows it: `0` in progress, `1` settled with a winner, `3` void. */
  readonly statusStrs?: readonly string[];
  readonly startDate?: string;
  readonly endDate?: string;
}

/** An option's rounds, newest first; dates are KST days of the open time, both ends included. */
export async function listRounds(
  db: Queryable,
  siteId: number,
  query: RoundListQuery,
): Promise<RouteResponse<typeof binary.listRounds>> {
  const statuses = query.statusStrs?.map(Number) ?? null;
  const where = `r.trade_option_id = $1 AND r.site_id = $2
    AND ($3::text[] IS NULL OR (CASE WHEN r.phase = 'SETTLED' THEN '0' ELSE '1' END) = ANY($3::text[]))
    AND ($4::int[] IS NULL OR (CASE WHEN r.phase = 'SETTLED' THEN r.status ELSE 0 END) = ANY($4::int[]))
    AND ${kstDaysFilter('r.open_at', '$5', '$6')}`;
  const params = [
    query.tradeOptionId,
    siteId,
    query.isPlayStrs ?? null,
    statuses,
    query.startDate ?? null,
    query.endDate ?? null,
  ];
  const [rows, count] = await Promise.all([
    db.query<RoundRow>(`${roundSelect} WHERE ${where} ORDER BY r.open_at DESC LIMIT $7 OFFSET $8`, [
      ...params,
      ...pageWindow(query),
    ]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM trade_round r WHERE ${where}`, params),
  ]);
  const total = count.rows[0]?.total ?? 0;
  return pageAnswer(rows.rows.map(roundRecord), query, total);
}

/** Settled rounds of one option on one KST day, by result. */
export async function dailySummary(
  db: Queryable,
  siteId: number,
  optionId: number,
  date: string,
): Promise<RouteResponse<typeof binary.getDailyRoundSummary>> {
  const rows = await db.query<{ rounds: number; buy: number; sell: number; voided: number }>(
    `SELECT count(*)::int AS rounds, count(*) FILTER (WHERE result = 'B')::int AS buy,
       count(*) FILTER (WHERE result = 'S')::int AS sell, count(*) FILTER (WHERE status = 3)::int AS voided
     FROM trade_round
     WHERE trade_option_id = $1 AND site_id = $2 AND phase = 'SETTLED'
       AND open_at >= ${kstDayStart('$3::date')} AND open_at < ${kstDayStart('$3::date + 1')}`,
    [optionId, siteId, date],
  );
  const row = rows.rows[0] ?? { rounds: 0, buy: 0, sell: 0, voided: 0 };
  return {
    tradeOptionId: optionId,
    date,
    roundCount: row.rounds,
    buyWinCount: row.buy,
    sellWinCount: row.sell,
    voidCount: row.voided,
  };
}

/** The round taking bets on each of the site's running options of the listed stocks (home screen). */
export async function publicCurrentRounds(
  db: Queryable,
  siteId: number,
  stocks: readonly string[],
  nowMs: number,
): Promise<binary.TradeRound[]> {
  const rows = await db.query<RoundRow>(
    `SELECT DISTINCT ON (r.trade_option_id) ${roundColumns} ${roundFrom}
     WHERE r.site_id = $1 AND o.stock = ANY($2::text[]) AND o.is_play AND o.is_stop AND r.lock_at > $3
     ORDER BY r.trade_option_id, r.open_at`,
    [siteId, stocks, new Date(nowMs)],
  );
  return rows.rows.map(roundRecord);
}
