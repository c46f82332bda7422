import type { chat } from '@baro/contracts';
import type { MemberCaller, OperatorCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import type { Site } from '../sites/find-site.ts';
import { livechatOn, memberConversation, siteConversation } from './chat-access.ts';
import { publishChatEvent } from './chat-events.ts';
import { conversationColumns, conversationRecord } from './chat-records.ts';
import type { ConversationRow } from './chat-records.ts';

// Read marks are watermarks: "read everything up to seq n". A mark only moves forward and never past
// the conversation's last message; a mark that moved is pushed to both sides.

type Ctx = Pick<AppContext, 'db' | 'bus'>;

/** Moves one side's mark to `seq` (at most the last message); the conversation's row must be locked. */
async function advanceMark(
  tx: Queryable,
  conversation: ConversationRow,
  column: 'member_read_seq' | 'operator_read_seq',
  seq: number,
): Promise<{ row: ConversationRow; moved: boolean }> {
  const rows = await tx.query<ConversationRow>(
    `UPDATE chat_conversation c SET ${column} = GREATEST(c.${column}, LEAST($2, c.last_seq))
     WHERE c.id = $1 RETURNING ${conversationColumns}`,
    [conversation.id, seq],
  );
  const row = rows.rows[0];
  if (row === undefined) throw new Error(`Conversation ${conversation.id} vanished under its lock.`);
  return { row, moved: row[column] !== conversation[column] };
}

/** Moves `by`'s mark on the conversation `find` locks, and pushes it when it moved. */
async function markRead(
  ctx: Ctx,
  find: (tx: Queryable) => Promise<ConversationRow | undefined>,
  by: 'MEMBER' | 'OPERATOR',
  seq: number,
): Promise<chat.ChatConversation | Rejection> {
  const column = by === 'MEMBER' ? 'member_read_seq' : 'operator_read_seq';
  return transactionWithEvents(ctx, async (tx, events) => {
    const conversation = await find(tx);
    if (conversation === undefined) return reject('CHAT_NOT_FOUND');
    const { row, moved } = await advanceMark(tx, conversation, column, seq);
    if (moved)
      publishChatEvent(events, row, { type: 'CHAT_READ', conversationId: row.id, by, readSeq: row[column] });
    return conversationRecord(row);
  });
}

/** POST /chat/read: the member has read the operators' messages up to `seq`. */
export async function readAsMember(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  seq: number,
): Promise<chat.ChatConversation | Rejection> {
  if (!livechatOn(site)) return reject('CHAT_DISABLED');
  return markRead(ctx, (tx) => memberConversation(tx, caller, true), 'MEMBER', seq);
}

/** POST /admin/chat/read: the site's operators have read the member's messages up to `seq`. */
export async function readAsOperator(
  ctx: Ctx,
  caller: OperatorCaller,
  conversationId: number,
  seq: number,
): Promise<chat.ChatConversation | Rejection> {
  return markRead(ctx, (tx) => siteConversation(tx, caller, conversationId, true), 'OPERATOR', seq);
}
