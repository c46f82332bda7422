import type { copytrade } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import type { PageQuery } from '../../db/paged-reads.ts';
import { followRecord, followSelect } from './follow-records.ts';
import type { FollowRow } from './follow-records.ts';
import { traderIdOf } from './follows.ts';

/** GET /copytrade/follower/my_trader_follower: the caller's active follow with its settings, or null. */
export async function myFollow(
  db: Queryable,
  caller: MemberCaller,
): Promise<copytrade.TraderFollower | null> {
  const row = (
    await db.query<FollowRow>(`${followSelect} WHERE f.member_id = $1 AND f.site_id = $2 AND f.is_active`, [
      caller.memberId,
      caller.siteId,
    ])
  ).rows[0];
  return row === undefined ? null : followRecord(row);
}

/** GET /copytrade/follower/list: the active followers of the caller's trader account, newest first. */
export async function listMyFollowers(
  db: Queryable,
  caller: MemberCaller,
  query: PageQuery,
): Promise<ReturnType<typeof pageAnswer<copytrade.TraderFollower>> | Rejection> {
  const traderId = await traderIdOf(db, caller);
  if (traderId === null) return reject('NOT_A_TRADER');
  const rows = await db.query<FollowRow>(
    `${followSelect} WHERE f.trader_id = $1 AND f.is_active ORDER BY f.id DESC LIMIT $2 OFFSET $3`,
    [traderId, ...pageWindow(query)],
  );
  const count = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM copytrade_follow WHERE trader_id = $1 AND is_active',
    [traderId],
  );
  return pageAnswer(
    rows.rows.map((row) => followRecord(row, true)),
    query,
    count.rows[0]?.total ?? 0,
  );
}
