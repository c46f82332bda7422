import { newMessageQueue } from '@baro/contracts';
import type { Queryable } from '../../db/database.ts';
import type { EventSink } from '../../realtime/bus.ts';

// The two unread counters behind the header and menu badges (spec §2, §4): a member's unread messages
// and unread inquiry answers. Every push that changes one carries the new count, so each of the
// member's devices sets its badge instead of guessing.

export interface UnreadOwner {
  readonly siteId: number;
  readonly memberId: number;
}

/** A site's unread recipient rows, `r` joined to their body `m`; $1 is the site. */
export const unreadOfSite = `message_recipient r JOIN message m ON m.id = r.message_id
  WHERE m.site_id = $1 AND r.read_at IS NULL`;

/** The member's unread messages. */
export async function countUnreadMessages(db: Queryable, member: UnreadOwner): Promise<number> {
  const found = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${unreadOfSite} AND r.member_id = $2`,
    [member.siteId, member.memberId],
  );
  return found.rows[0]?.count ?? 0;
}

/** The member's unread answers (an inquiry without an answer has nothing to read). */
export async function countUnreadContacts(db: Queryable, member: UnreadOwner): Promise<number> {
  const found = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM contact
     WHERE member_id = $1 AND site_id = $2 AND answer IS NOT NULL AND answer_read_at IS NULL`,
    [member.memberId, member.siteId],
  );
  return found.rows[0]?.count ?? 0;
}

/**
 * Queues UNREAD_COUNT with the counter as this transaction leaves it, after a read, a read-all or a
 * delete changed it: the member's other devices (and other tabs) clear their badge without a poll.
 */
export async function queueUnreadCount(
  tx: Queryable,
  events: EventSink,
  member: UnreadOwner,
  counter: 'message' | 'contact',
): Promise<void> {
  const unreadCount =
    counter === 'message' ? await countUnreadMessages(tx, member) : await countUnreadContacts(tx, member);
  events.publish(
    newMessageQueue,
    { type: 'UNREAD_COUNT', counter, unreadCount },
    { kind: 'member', memberId: member.memberId },
  );
}
