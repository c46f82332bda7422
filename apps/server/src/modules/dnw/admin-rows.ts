import type { dnw } from '@baro/contracts';
import type { Queryable } from '../../db/database.ts';
import { pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import { dnwColumnsOf, toDnwHistory } from './dnw-rows.ts';
import type { DnwRow } from './dnw-rows.ts';

interface AdminDnwRow extends DnwRow {
  username: string;
  decision: 'APPROVED' | 'REJECTED' | 'CANCELLED' | null;
  actor_kind: 'OPERATOR' | 'MEMBER' | 'PROVIDER' | null;
  admin_id: number | null;
  actor_name: string | null;
  reason: string | null;
  decided_at: Date | null;
}

/** A request with its member and its decision, as the back office lists it. `$1` is always the site. */
export const adminDnwSelect = `SELECT ${dnwColumnsOf('d')}, m.username, dec.decision, dec.actor_kind,
    dec.admin_id, COALESCE(a.username, dm.username, dec.provider) AS actor_name, dec.reason, dec.decided_at
  FROM dnw_history d
  JOIN member m ON m.id = d.member_id
  LEFT JOIN dnw_decision dec ON dec.dnw_history_id = d.id
  LEFT JOIN admin a ON a.id = dec.admin_id
  LEFT JOIN member dm ON dm.id = dec.member_id
  WHERE d.site_id = $1`;

export function toAdminDnw(row: AdminDnwRow): dnw.AdminDnw {
  const decision =
    row.decision === null || row.actor_kind === null || row.decided_at === null
      ? null
      : {
          decision: row.decision,
          actorKind: row.actor_kind,
          adminId: row.admin_id,
          actorName: row.actor_name ?? '',
          reason: row.reason,
          decidedAt: row.decided_at.toISOString(),
        };
  return {
    ...toDnwHistory(row),
    memberId: row.member_id,
    username: row.username,
    channel: row.channel,
    provider: row.provider,
    address: row.address,
    detail: row.detail,
    decision,
  };
}

/** One request of the site for the back office, read in the given transaction (after a decision). */
export async function loadAdminDnw(
  db: Queryable,
  siteId: number,
  dnwHistoryId: number,
): Promise<dnw.AdminDnw | undefined> {
  const found = await db.query<AdminDnwRow>(`${adminDnwSelect} AND d.id = $2`, [siteId, dnwHistoryId]);
  const row = found.rows[0];
  return row === undefined ? undefined : toAdminDnw(row);
}

/** The site's requests by status (pending by default) and type, oldest first: the order they are worked. */
export async function listAdminDnw(
  db: Queryable,
  siteId: number,
  query: { typeStrs?: string[]; statusStrs?: string[]; page: number; size: number },
) {
  const statuses = query.statusStrs ?? ['PENDING'];
  const types = query.typeStrs ?? null;
  const where = `${adminDnwSelect} AND d.status = ANY($2::text[]) AND ($3::text[] IS NULL OR d.type = ANY($3::text[]))`;
  const [rows, count] = await Promise.all([
    db.query<AdminDnwRow>(`${where} ORDER BY d.id LIMIT $4 OFFSET $5`, [
      siteId,
      statuses,
      types,
      ...pageWindow(query),
    ]),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM dnw_history d
       WHERE d.site_id = $1 AND d.status = ANY($2::text[]) AND ($3::text[] IS NULL OR d.type = ANY($3::text[]))`,
      [siteId, statuses, types],
    ),
  ]);
  const total = count.rows[0]?.total ?? 0;
  return pageAnswer(rows.rows.map(toAdminDnw), query, total);
}
