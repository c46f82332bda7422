import type { messages } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Bus } from '../../realtime/bus.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { flagFilter, pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import type { PageQuery } from '../../db/paged-reads.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { queueUnreadCount } from './unread-counters.ts';

// A member's own messages (DOMAIN.md §7): their recipient rows joined to the one body. Every statement
// names the caller's member and, through the body, their site.

interface MessageRow {
  readonly id: number;
  readonly title: string;
  readonly content: string;
  readonly read_at: Date | null;
  readonly created_at: Date;
}

function toMessage(row: MessageRow): messages.Message {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    isRead: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

/** GET /message/list: the caller's messages, newest first, read or unread or both. */
export async function listMessages(
  db: Queryable,
  caller: MemberCaller,
  query: PageQuery & { readonly isReadStrs?: readonly string[] | undefined },
) {
  const from = `message_recipient r JOIN message m ON m.id = r.message_id
    WHERE r.member_id = $1 AND m.site_id = $2 AND ($3::boolean[] IS NULL OR (r.read_at IS NOT NULL) = ANY($3::boolean[]))`;
  const params = [caller.memberId, caller.siteId, flagFilter(query.isReadStrs)];
  const [rows, count] = await Promise.all([
    db.query<MessageRow>(
      `SELECT m.id, m.title, m.content, r.read_at, m.created_at FROM ${from}
       ORDER BY r.message_id DESC LIMIT $4 OFFSET $5`,
      [...params, ...pageWindow(query)],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from}`, params),
  ]);
  return pageAnswer(rows.rows.map(toMessage), query, count.rows[0]?.total ?? 0);
}

/** POST /message/read_all: the caller's unread messages marked read; answers how many. */
export async function readAllMessages(
  ctx: { readonly db: Database; readonly bus: Bus },
  caller: MemberCaller,
): Promise<{ count: number }> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const updated = await tx.query(
      `UPDATE message_recipient r SET read_at = now() FROM message m
       WHERE m.id = r.message_id AND r.member_id = $1 AND m.site_id = $2 AND r.read_at IS NULL`,
      [caller.memberId, caller.siteId],
    );
    if (updated.rowCount > 0) await queueUnreadCount(tx, events, caller, 'message');
    return { count: updated.rowCount };
  });
}

/**
 * POST /message/delete: removes the message from the caller's box only (their recipient row); the
 * body stays for the other recipients and the audit. Another member's message is MESSAGE_NOT_FOUND.
 * Deleting an unread message changes the unread counter, which the member's devices are sent.
 */
export async function deleteMessage(
  ctx: { readonly db: Database; readonly bus: Bus },
  caller: MemberCaller,
  messageId: number,
): Promise<{ id: number } | Rejection<'MESSAGE_NOT_FOUND'>> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const deleted = await tx.query<{ read_at: Date | null }>(
      `DELETE FROM message_recipient r USING message m
       WHERE m.id = r.message_id AND r.member_id = $1 AND m.site_id = $2 AND r.message_id = $3
       RETURNING r.read_at`,
      [caller.memberId, caller.siteId, messageId],
    );
    const row = deleted.rows[0];
    if (row === undefined) return reject('MESSAGE_NOT_FOUND');
    if (row.read_at === null) await queueUnreadCount(tx, events, caller, 'message');
    return { id: messageId };
  });
}
