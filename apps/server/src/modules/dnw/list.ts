import type { dnw } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import { dnwColumns, toDnwHistory } from './dnw-rows.ts';
import type { DnwRow } from './dnw-rows.ts';
import { kstDaysFilter, likePattern, pageAnswer, pageWindow } from '../../db/paged-reads.ts';

export interface DnwListQuery {
  readonly page: number;
  readonly size: number;
  readonly typeStrs?: readonly string[];
  readonly excludeTypeStrs?: readonly string[];
  readonly statusStrs?: readonly string[];
  readonly walletTypeStrs?: readonly string[];
  readonly keyword?: string;
  readonly startDate?: string;
  readonly endDate?: string;
}

/**
 * The caller's history, newest first, with every filter of spec §7. Dates are KST calendar days
 * (UTC+9 all year: Korea keeps no daylight saving), both ends included. The keyword matches the memo, the wallet type and the
 * destination address. Only the caller's own rows: `playerId` is never read.
 */
export async function listMemberDnw(
  db: Queryable,
  caller: MemberCaller,
  query: DnwListQuery,
): Promise<dnw.DnwHistoryPage> {
  const where = `site_id = $1 AND member_id = $2
    AND ($3::text[] IS NULL OR type = ANY($3::text[]))
    AND ($4::text[] IS NULL OR NOT (type = ANY($4::text[])))
    AND ($5::text[] IS NULL OR status = ANY($5::text[]))
    AND ($6::text[] IS NULL OR wallet_type = ANY($6::text[]))
    AND ($7::text IS NULL OR memo ILIKE $7 OR wallet_type ILIKE $7 OR address ILIKE $7)
    AND ${kstDaysFilter('created_at', '$8', '$9')}`;
  const params = [
    caller.siteId,
    caller.memberId,
    query.typeStrs ?? null,
    query.excludeTypeStrs ?? null,
    query.statusStrs ?? null,
    query.walletTypeStrs ?? null,
    query.keyword === undefined || query.keyword === '' ? null : likePattern(query.keyword),
    query.startDate ?? null,
    query.endDate ?? null,
  ];
  const [rows, count] = await Promise.all([
    db.query<DnwRow>(
      `SELECT ${dnwColumns} FROM dnw_history WHERE ${where} ORDER BY id DESC LIMIT $10 OFFSET $11`,
      [...params, ...pageWindow(query)],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM dnw_history WHERE ${where}`, params),
  ]);
  const total = count.rows[0]?.total ?? 0;
  return pageAnswer(rows.rows.map(toDnwHistory), query, total);
}

/** GET /dnw/p2p/latest: the caller's newest P2P request, to prefill the form; null when none. */
export async function latestP2p(db: Queryable, caller: MemberCaller): Promise<dnw.P2pRequest | null> {
  const found = await db.query<DnwRow>(
    `SELECT ${dnwColumns} FROM dnw_history
     WHERE site_id = $1 AND member_id = $2 AND channel = 'P2P' ORDER BY id DESC LIMIT 1`,
    [caller.siteId, caller.memberId],
  );
  const row = found.rows[0];
  if (row === undefined) return null;
  const history = toDnwHistory(row);
  return {
    id: row.id,
    walletType: row.wallet_type,
    name: row.detail?.name ?? '',
    phone: row.detail?.phone ?? '',
    point: history.point,
    status: row.status,
    createdAt: history.createdAt,
  };
}
