import type { chat } from '@baro/contracts';
import type { MemberCaller, OperatorCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import type { Site } from '../sites/find-site.ts';
import { livechatOn, memberConversation, siteConversation } from './chat-access.ts';
import { conversationRecord, messageColumns, messageRecord } from './chat-records.ts';
import type { ConversationRow, MessageRow } from './chat-records.ts';

// A page of one conversation, always in seq order: after `afterSeq` (a client catching up after a
// reconnect or a gap: the oldest it lacks first), before `beforeSeq` (scrolling back: the newest
// older ones), both (between them), or neither (the newest page).

type Ctx = Pick<AppContext, 'db'>;

export interface HistoryQuery {
  readonly afterSeq?: number | undefined;
  readonly beforeSeq?: number | undefined;
  readonly size: number;
}

async function messagesOf(tx: Queryable, conversationId: number, query: HistoryQuery): Promise<MessageRow[]> {
  const oldestFirst = query.afterSeq !== undefined;
  const rows = await tx.query<MessageRow>(
    `SELECT ${messageColumns} FROM chat_message m
     WHERE m.conversation_id = $1 AND m.seq > $2 AND m.seq < $3
     ORDER BY m.seq ${oldestFirst ? 'ASC' : 'DESC'} LIMIT $4`,
    [conversationId, query.afterSeq ?? 0, query.beforeSeq ?? 2 ** 31 - 1, query.size],
  );
  return oldestFirst ? rows.rows : rows.rows.reverse();
}

async function historyOf(
  tx: Queryable,
  conversation: ConversationRow | undefined,
  query: HistoryQuery,
): Promise<chat.ChatHistory> {
  if (conversation === undefined) return { conversation: null, messages: [] };
  return {
    conversation: conversationRecord(conversation),
    messages: (await messagesOf(tx, conversation.id, query)).map(messageRecord),
  };
}

/** GET /chat/history: the caller's own conversation (none until they first write). */
export async function memberChatHistory(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  query: HistoryQuery,
): Promise<chat.ChatHistory | Rejection> {
  if (!livechatOn(site)) return reject('CHAT_DISABLED');
  return historyOf(ctx.db, await memberConversation(ctx.db, caller, false), query);
}

/** GET /admin/chat/history: one of the operator's site's conversations. */
export async function operatorChatHistory(
  ctx: Ctx,
  caller: OperatorCaller,
  query: HistoryQuery & { readonly conversationId: number },
): Promise<chat.ChatHistory | Rejection> {
  const conversation = await siteConversation(ctx.db, caller, query.conversationId, false);
  if (conversation === undefined) return reject('CHAT_NOT_FOUND');
  return historyOf(ctx.db, conversation, query);
}
