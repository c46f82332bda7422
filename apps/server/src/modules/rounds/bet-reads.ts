import { formatMinor } from '@baro/contracts';
import type { binary, RouteResponse } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import { maskUsername } from '../accounts/mask-username.ts';
import { betRecord, betSelect } from './round-records.ts';
import type { BetRow } from './round-records.ts';
import { kstDaysFilter, pageAnswer, pageWindow } from '../../db/paged-reads.ts';

// The caller's own bets, and the masked feed of everyone's latest bets. A member's bets are found by
// the member id of the token and the site, never by a `playerId` the request names.

/** How many bets the live feed of an option shows. */
export const recentBetCount = 30;

/** The caller's bet on one round: a list of at most one, since a member bets one side per round. */
export async function myRoundBets(
  db: Queryable,
  caller: MemberCaller,
  roundId: number,
): Promise<binary.Bet[]> {
  const rows = await db.query<BetRow>(
    `${betSelect} WHERE b.trade_round_id = $1 AND b.member_id = $2 AND b.site_id = $3 ORDER BY b.id`,
    [roundId, caller.memberId, caller.siteId],
  );
  return rows.rows.map(betRecord);
}

/** The caller's unsettled bets on an option (the round taking bets and the live one), oldest first. */
export async function myOpenOptionBets(
  db: Queryable,
  caller: MemberCaller,
  optionId: number,
): Promise<binary.Bet[]> {
  const rows = await db.query<BetRow>(
    `${betSelect} WHERE b.trade_option_id = $1 AND b.member_id = $2 AND b.site_id = $3 AND b.status = 0
     ORDER BY b.trade_round_id, b.id`,
    [optionId, caller.memberId, caller.siteId],
  );
  return rows.rows.map(betRecord);
}

export interface BetListQuery {
  readonly page: number;
  readonly size: number;
  readonly tradeOptionId?: number;
  readonly tradeRoundId?: number;
  readonly tradeTypeStrs?: readonly string[];
  readonly typeStrs?: readonly string[];
  readonly statusStrs?: readonly string[];
  readonly startDate?: string;
  readonly endDate?: string;
}

/** The caller's bets, newest first, by every filter of spec §7; dates are KST days of the bet. */
export async function listMyBets(
  db: Queryable,
  caller: MemberCaller,
  query: BetListQuery,
): Promise<RouteResponse<typeof binary.listMyBets>> {
  const where = `b.member_id = $1 AND b.site_id = $2
    AND ($3::int IS NULL OR b.trade_option_id = $3)
    AND ($4::int IS NULL OR b.trade_round_id = $4)
    AND ($5::text[] IS NULL OR o.type = ANY($5::text[]))
    AND ($6::text[] IS NULL OR b.side = ANY($6::text[]))
    AND ($7::int[] IS NULL OR b.status = ANY($7::int[]))
    AND ${kstDaysFilter('b.created_at', '$8', '$9')}`;
  const params = [
    caller.memberId,
    caller.siteId,
    query.tradeOptionId ?? null,
    query.tradeRoundId ?? null,
    query.tradeTypeStrs ?? null,
    query.typeStrs ?? null,
    query.statusStrs?.map(Number) ?? null,
    query.startDate ?? null,
    query.endDate ?? null,
  ];
  const [rows, count] = await Promise.all([
    db.query<BetRow>(`${betSelect} WHERE ${where} ORDER BY b.id DESC LIMIT $10 OFFSET $11`, [
      ...params,
      ...pageWindow(query),
    ]),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM trade_bet_outcome b JOIN trade_option o ON o.id = b.trade_option_id
       WHERE ${where}`,
      params,
    ),
  ]);
  const total = count.rows[0]?.total ?? 0;
  return pageAnswer(rows.rows.map(betRecord), query, total);
}

interface PublicBetRow {
  trade_round_id: number;
  round_no: number;
  side: 'B' | 'S';
  stake: string;
  asset: string;
  nick: string | null;
  username: string;
  created_at: Date;
}

/** The latest bets of every member on an option of the site, newest first, the bettor's nick masked. */
export async function recentBetsOfAll(
  db: Queryable,
  siteId: number,
  optionId: number,
): Promise<RouteResponse<typeof binary.listRecentBetsOfAll>> {
  const rows = await db.query<PublicBetRow>(
    `SELECT b.trade_round_id, r.round_no, b.side, b.stake::text AS stake, b.asset, m.nick, m.username,
            b.created_at
     FROM trade_bet b JOIN member m ON m.id = b.member_id JOIN trade_round r ON r.id = b.trade_round_id
     WHERE b.trade_option_id = $1 AND b.site_id = $2
     ORDER BY b.id DESC LIMIT $3`,
    [optionId, siteId, recentBetCount],
  );
  return rows.rows.map((row) => ({
    tradeRoundId: row.trade_round_id,
    roundNo: row.round_no,
    type: row.side,
    point: formatMinor(row.asset, BigInt(row.stake)),
    maskedNick: maskUsername(row.nick ?? row.username),
    createdAt: row.created_at.toISOString(),
  }));
}
