import { operatorContactQueue } from '@baro/contracts';
import type { Queryable } from '../../db/database.ts';
import type { EventSink } from '../../realtime/bus.ts';

// The operators' inquiry queue on the socket (`/operator/queue/contact`): every change of what waits
// is sent to the site's operator sessions with the count as this transaction leaves it, so their
// queue never needs a poll.

type QueueChange =
  | { readonly type: 'CONTACT_WAITING'; readonly contactId: number; readonly memberId: number }
  | {
      readonly type: 'CONTACT_ANSWERED';
      readonly contactId: number;
      readonly memberId: number;
      readonly answeredBy: number;
    };

/** The site's inquiries without an answer (read by `contact_waiting_idx`). */
export async function countWaitingContacts(db: Queryable, siteId: number): Promise<number> {
  const found = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM contact WHERE site_id = $1 AND answer IS NULL',
    [siteId],
  );
  return found.rows[0]?.count ?? 0;
}

/** Queues the change for the site's operators, for after the commit. */
export async function queueContactQueueChange(
  tx: Queryable,
  events: EventSink,
  siteId: number,
  change: QueueChange,
): Promise<void> {
  const waitingCount = await countWaitingContacts(tx, siteId);
  events.publish(operatorContactQueue, { ...change, waitingCount }, { kind: 'site', siteId });
}
