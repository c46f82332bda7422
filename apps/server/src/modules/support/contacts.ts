import type { contact } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Bus } from '../../realtime/bus.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { flagFilter, pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import type { PageQuery } from '../../db/paged-reads.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { contactColumns, contactIsRead, toContact } from './contact-rows.ts';
import type { ContactRow } from './contact-rows.ts';
import { queueContactQueueChange } from './contact-queue-events.ts';
import { queueUnreadCount } from './unread-counters.ts';

// A member's own 1:1 inquiries (DOMAIN.md §7): every statement names the caller's site and member, so
// another member's inquiry is as absent as one that never existed.

/** POST /contact/create: the caller's new inquiry, waiting for an operator; the site's operators hear of it. */
export async function createContact(
  ctx: { readonly db: Database; readonly bus: Bus },
  caller: MemberCaller,
  question: string,
): Promise<contact.Contact> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const inserted = await tx.query<ContactRow>(
      `WITH c AS (
         INSERT INTO contact (site_id, member_id, question) VALUES ($1, $2, $3) RETURNING *
       )
       SELECT ${contactColumns} FROM c JOIN member m ON m.id = c.member_id`,
      [caller.siteId, caller.memberId, question],
    );
    const row = inserted.rows[0];
    if (row === undefined) throw new Error('An inquiry insert returned no row.');
    await queueContactQueueChange(tx, events, caller.siteId, {
      type: 'CONTACT_WAITING',
      contactId: row.id,
      memberId: row.member_id,
    });
    return toContact(row);
  });
}

export interface ContactListQuery extends PageQuery {
  readonly isReadStrs?: readonly string[] | undefined;
  readonly isAnswerStrs?: readonly string[] | undefined;
}

/** GET /contact/list: the caller's inquiries, newest first, by read and answered flags. */
export async function listContacts(db: Queryable, caller: MemberCaller, query: ContactListQuery) {
  const where = `c.member_id = $1 AND c.site_id = $2
    AND ($3::boolean[] IS NULL OR ${contactIsRead} = ANY($3::boolean[]))
    AND ($4::boolean[] IS NULL OR (c.answer IS NOT NULL) = ANY($4::boolean[]))`;
  const params = [
    caller.memberId,
    caller.siteId,
    flagFilter(query.isReadStrs),
    flagFilter(query.isAnswerStrs),
  ];
  const [rows, count] = await Promise.all([
    db.query<ContactRow>(
      `SELECT ${contactColumns} FROM contact c JOIN member m ON m.id = c.member_id
       WHERE ${where} ORDER BY c.id DESC LIMIT $5 OFFSET $6`,
      [...params, ...pageWindow(query)],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM contact c WHERE ${where}`, params),
  ]);
  return pageAnswer(rows.rows.map(toContact), query, count.rows[0]?.total ?? 0);
}

/**
 * GET /contact/read: one of the caller's inquiries, its answer marked read (the first time only; an
 * inquiry without an answer has nothing to mark). Another member's id is CONTACT_NOT_FOUND. A first
 * read changes the unread counter, which the member's other devices are sent.
 */
export async function readContact(
  ctx: { readonly db: Database; readonly bus: Bus },
  caller: MemberCaller,
  id: number,
): Promise<contact.Contact | Rejection<'CONTACT_NOT_FOUND'>> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const marked = await tx.query(
      `UPDATE contact SET answer_read_at = now()
       WHERE id = $1 AND member_id = $2 AND site_id = $3 AND answer IS NOT NULL AND answer_read_at IS NULL`,
      [id, caller.memberId, caller.siteId],
    );
    const found = await tx.query<ContactRow>(
      `SELECT ${contactColumns} FROM contact c JOIN member m ON m.id = c.member_id
       WHERE c.id = $1 AND c.member_id = $2 AND c.site_id = $3`,
      [id, caller.memberId, caller.siteId],
    );
    const row = found.rows[0];
    if (row === undefined) return reject('CONTACT_NOT_FOUND');
    if (marked.rowCount > 0) await queueUnreadCount(tx, events, caller, 'contact');
    return toContact(row);
  });
}

/** POST /contact/read_all: every unread answer of the caller marked read; answers how many. */
export async function readAllContacts(
  ctx: { readonly db: Database; readonly bus: Bus },
  caller: MemberCaller,
): Promise<{ count: number }> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const updated = await tx.query(
      `UPDATE contact SET answer_read_at = now()
       WHERE member_id = $1 AND site_id = $2 AND answer IS NOT NULL AND answer_read_at IS NULL`,
      [caller.memberId, caller.siteId],
    );
    if (updated.rowCount > 0) await queueUnreadCount(tx, events, caller, 'contact');
    return { count: updated.rowCount };
  });
}
