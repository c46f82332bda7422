import { newMessageQueue } from '@baro/contracts';
import type { contact } from '@baro/contracts';
import type { OperatorCaller } from '../../caller.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { flagFilter, pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import type { PageQuery } from '../../db/paged-reads.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Bus, EventSink } from '../../realtime/bus.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { recordOperatorAction } from './audit.ts';
import { contactColumns, toAdminContact } from './contact-rows.ts';
import type { ContactRow } from './contact-rows.ts';
import { queueContactQueueChange } from './contact-queue-events.ts';
import { countUnreadContacts } from './unread-counters.ts';

/**
 * What an operator's answer or own inquiry does besides its row: the audit row, the member's alert
 * with their unread count (an answer is CONTACT_ANSWER, an inquiry CONTACT_MESSAGE) and the site's
 * operators' queue (CONTACT_ANSWERED), both queued for after the commit.
 */
async function auditAndAlert(
  tx: Queryable,
  events: EventSink,
  caller: OperatorCaller,
  row: ContactRow,
  action: 'CONTACT_ANSWER' | 'CONTACT_CREATE',
): Promise<void> {
  await recordOperatorAction(
    tx,
    caller,
    action,
    { kind: 'CONTACT', id: row.id },
    { memberId: row.member_id },
  );
  const unreadCount = await countUnreadContacts(tx, { siteId: caller.siteId, memberId: row.member_id });
  events.publish(
    newMessageQueue,
    {
      type: action === 'CONTACT_ANSWER' ? 'CONTACT_ANSWER' : 'CONTACT_MESSAGE',
      contactId: row.id,
      unreadCount,
    },
    { kind: 'member', memberId: row.member_id },
  );
  await queueContactQueueChange(tx, events, caller.siteId, {
    type: 'CONTACT_ANSWERED',
    contactId: row.id,
    memberId: row.member_id,
    answeredBy: caller.adminId,
  });
}

/** GET /admin/contact/list: the site's inquiries, waiting ones first (oldest first), then answered (newest). */
export async function listContactsForOperator(
  db: Queryable,
  caller: OperatorCaller,
  query: PageQuery & { readonly isAnswerStrs?: readonly string[] | undefined },
) {
  const where = 'c.site_id = $1 AND ($2::boolean[] IS NULL OR (c.answer IS NOT NULL) = ANY($2::boolean[]))';
  const params = [caller.siteId, flagFilter(query.isAnswerStrs)];
  const [rows, count] = await Promise.all([
    db.query<ContactRow>(
      `SELECT ${contactColumns} FROM contact c JOIN member m ON m.id = c.member_id WHERE ${where}
       ORDER BY c.answer IS NOT NULL, CASE WHEN c.answer IS NULL THEN c.id END, c.id DESC LIMIT $3 OFFSET $4`,
      [...params, ...pageWindow(query)],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM contact c WHERE ${where}`, params),
  ]);
  return pageAnswer(rows.rows.map(toAdminContact), query, count.rows[0]?.total ?? 0);
}

/**
 * POST /admin/contact/answer: answers a waiting inquiry of the operator's site, once. The guard
 * `answer IS NULL` makes a second answer (or two operators answering at once) CONTACT_ALREADY_ANSWERED
 * rather than an overwrite. The member gets CONTACT_ANSWER with their unread count after the commit.
 */
export async function answerContact(
  ctx: { readonly db: Database; readonly bus: Bus },
  caller: OperatorCaller,
  input: { readonly id: number; readonly answer: string },
): Promise<contact.AdminContact | Rejection<'CONTACT_NOT_FOUND' | 'CONTACT_ALREADY_ANSWERED'>> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const answered = await tx.query<ContactRow>(
      `WITH c AS (
         UPDATE contact SET answer = $3, answered_by = $4, answered_at = now()
         WHERE id = $1 AND site_id = $2 AND answer IS NULL RETURNING *
       )
       SELECT ${contactColumns} FROM c JOIN member m ON m.id = c.member_id`,
      [input.id, caller.siteId, input.answer, caller.adminId],
    );
    const row = answered.rows[0];
    if (row === undefined) {
      const exists = await tx.query('SELECT 1 FROM contact WHERE id = $1 AND site_id = $2', [
        input.id,
        caller.siteId,
      ]);
      return reject(exists.rowCount > 0 ? 'CONTACT_ALREADY_ANSWERED' : 'CONTACT_NOT_FOUND');
    }
    await auditAndAlert(tx, events, caller, row, 'CONTACT_ANSWER');
    return toAdminContact(row);
  });
}

/**
 * POST /admin/contact/create: an inquiry the operator opens to one member of their site (spec §4 new
 * inquiry message), the subject as its question and the message as its answer, so it is unread until
 * the member opens it and counts where answers count. The member gets CONTACT_MESSAGE with their
 * unread count after the commit. A member of another site is MEMBER_NOT_FOUND, as is one that never
 * existed.
 */
export async function startContact(
  ctx: { readonly db: Database; readonly bus: Bus },
  caller: OperatorCaller,
  input: { readonly memberId: number; readonly subject: string; readonly message: string },
): Promise<contact.AdminContact | Rejection<'MEMBER_NOT_FOUND'>> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const inserted = await tx.query<ContactRow>(
      `WITH c AS (
         INSERT INTO contact (site_id, member_id, started_by, question, answer, answered_by, answered_at)
         SELECT m.site_id, m.id, 'OPERATOR', $3, $4, $5, now() FROM member m WHERE m.id = $1 AND m.site_id = $2
         RETURNING *
       )
       SELECT ${contactColumns} FROM c JOIN member m ON m.id = c.member_id`,
      [input.memberId, caller.siteId, input.subject, input.message, caller.adminId],
    );
    const row = inserted.rows[0];
    if (row === undefined) return reject('MEMBER_NOT_FOUND');
    await auditAndAlert(tx, events, caller, row, 'CONTACT_CREATE');
    return toAdminContact(row);
  });
}
