import type { chat } from '@baro/contracts';
import type { OperatorCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import type { PageQuery } from '../../db/paged-reads.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { recordOperatorAction } from '../support/audit.ts';
import { siteConversation } from './chat-access.ts';
import { publishChatEvent } from './chat-events.ts';
import { conversationColumns, conversationRecord } from './chat-records.ts';
import type { ConversationRow } from './chat-records.ts';

// The operators' side: the queue of their site's open conversations, taking one, closing one.

type Ctx = Pick<AppContext, 'db' | 'bus' | 'clock'>;

type QueueRow = ConversationRow & { nickname: string; unread: number; total: number };

/** The queue's row: the conversation, the member's name, the member's messages operators have not read. */
function queueSelect(extraColumns = ''): string {
  return `SELECT ${conversationColumns}, COALESCE(m.nick, m.username) AS nickname,
      (SELECT count(*)::int FROM chat_message u
       WHERE u.conversation_id = c.id AND u.sender_kind = 'MEMBER' AND u.seq > c.operator_read_seq) AS unread
      ${extraColumns}
    FROM chat_conversation c JOIN member m ON m.id = c.member_id`;
}

function queueEntry(row: QueueRow): chat.ChatQueueEntry {
  return {
    ...conversationRecord(row),
    memberId: row.member_id,
    nickname: row.nickname,
    assignedAdminId: row.assigned_admin_id,
    lastMessageAt: row.last_message_at?.getTime() ?? null,
    unread: row.unread,
  };
}

async function queueEntryOf(tx: Queryable, conversationId: number): Promise<chat.ChatQueueEntry> {
  const rows = await tx.query<QueueRow>(`${queueSelect()} WHERE c.id = $1`, [conversationId]);
  const row = rows.rows[0];
  if (row === undefined) throw new Error(`Conversation ${conversationId} vanished.`);
  return queueEntry(row);
}

/**
 * GET /admin/chat/queue: the site's open conversations that have a message, those waiting for an
 * answer first (longest waiting first), then the most recent.
 */
export async function chatQueue(
  ctx: Ctx,
  caller: OperatorCaller,
  query: PageQuery,
): Promise<ReturnType<typeof pageAnswer<chat.ChatQueueEntry>>> {
  const [limit, offset] = pageWindow(query);
  const rows = await ctx.db.query<QueueRow>(
    `${queueSelect(', count(*) OVER ()::int AS total')}
     WHERE c.site_id = $1 AND c.closed_at IS NULL AND c.last_seq > 0
     ORDER BY c.waiting_since ASC NULLS LAST, c.last_message_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [caller.siteId, limit, offset],
  );
  return pageAnswer(rows.rows.map(queueEntry), query, rows.rows[0]?.total ?? 0);
}

/** POST /admin/chat/claim: the calling operator takes the conversation (over another, if need be). */
export async function claimConversation(
  ctx: Ctx,
  caller: OperatorCaller,
  conversationId: number,
): Promise<chat.ChatQueueEntry | Rejection> {
  return ctx.db.transaction(async (tx) => {
    const conversation = await siteConversation(tx, caller, conversationId, true);
    if (conversation === undefined) return reject('CHAT_NOT_FOUND');
    await tx.query('UPDATE chat_conversation SET assigned_admin_id = $2 WHERE id = $1', [
      conversationId,
      caller.adminId,
    ]);
    await recordOperatorAction(
      tx,
      caller,
      'CHAT_CLAIM',
      { kind: 'CHAT', id: conversationId },
      { previousAdminId: conversation.assigned_admin_id },
    );
    return queueEntryOf(tx, conversationId);
  });
}

/** POST /admin/chat/close: ends the conversation for now; the member's next message reopens it. */
export async function closeConversation(
  ctx: Ctx,
  caller: OperatorCaller,
  conversationId: number,
): Promise<chat.ChatConversation | Rejection> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const conversation = await siteConversation(tx, caller, conversationId, true);
    if (conversation === undefined) return reject('CHAT_NOT_FOUND');
    if (conversation.closed_at !== null) return conversationRecord(conversation);
    const rows = await tx.query<ConversationRow>(
      `UPDATE chat_conversation c SET closed_at = $2, waiting_since = NULL WHERE c.id = $1
       RETURNING ${conversationColumns}`,
      [conversationId, new Date(ctx.clock.nowMs())],
    );
    const row = rows.rows[0] ?? conversation;
    await recordOperatorAction(tx, caller, 'CHAT_CLOSE', { kind: 'CHAT', id: conversationId });
    publishChatEvent(events, row, { type: 'CHAT_CLOSED', conversationId });
    return conversationRecord(row);
  });
}
