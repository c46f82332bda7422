import type { chat } from '@baro/contracts';
import type { MemberCaller, OperatorCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import type { Site } from '../sites/find-site.ts';
import { recordOperatorAction } from '../support/audit.ts';
import { siteSettings } from '../sites/site-settings.ts';
import { livechatOn, memberConversation, siteConversation } from './chat-access.ts';
import { publishChatEvent } from './chat-events.ts';
import { messageColumns, messageRecord } from './chat-records.ts';
import type { ConversationRow, MessageRow } from './chat-records.ts';

// Sending a chat message, from either side. Under the conversation's row lock: a retried send (same
// clientId) answers the message stored the first time; the next seq is taken and the message written;
// the pushes go after the commit. The lock orders the seqs by commit, which is what lets a client ask
// for "everything after n" and never miss one.

type Ctx = Pick<AppContext, 'db' | 'bus' | 'clock'>;

const rateWindowMs = 10_000;

interface NewMessage {
  readonly senderKind: 'MEMBER' | 'OPERATOR';
  readonly adminId: number | null;
  readonly clientId: string;
  readonly body: string | null;
  readonly fileId: string | null;
}

/** The text as stored: none rather than empty (a message with only an image has no text). */
function storedBody(body: string | undefined): string | null {
  return body === undefined || body === '' ? null : body;
}

async function storedMessage(
  tx: Queryable,
  conversationId: number,
  message: NewMessage,
): Promise<MessageRow | undefined> {
  const rows = await tx.query<MessageRow>(
    `SELECT ${messageColumns} FROM chat_message m
     WHERE m.conversation_id = $1 AND m.sender_kind = $2 AND m.client_id = $3`,
    [conversationId, message.senderKind, message.clientId],
  );
  return rows.rows[0];
}

/** Appends the message as the conversation's next seq; the conversation's row must be locked. */
async function appendMessage(
  tx: Queryable,
  conversationId: number,
  message: NewMessage,
  nowMs: number,
): Promise<MessageRow> {
  const now = new Date(nowMs);
  const fromMember = message.senderKind === 'MEMBER';
  // A member's message leaves the conversation waiting (since the first unanswered one) and reopens a
  // closed one; an operator's answers it, and the operators have read what they answered.
  const rows = await tx.query<MessageRow>(
    `WITH next AS (
       UPDATE chat_conversation SET last_seq = last_seq + 1, last_message_at = $2,
         waiting_since = CASE WHEN $3 THEN COALESCE(waiting_since, $2) ELSE NULL END,
         operator_read_seq = CASE WHEN $3 THEN operator_read_seq ELSE last_seq + 1 END,
         assigned_admin_id = COALESCE(assigned_admin_id, $4),
         closed_at = CASE WHEN $3 THEN NULL ELSE closed_at END
       WHERE id = $1 RETURNING id, last_seq
     )
     INSERT INTO chat_message AS m (conversation_id, seq, sender_kind, admin_id, client_id, body, file_id, created_at)
     SELECT next.id, next.last_seq, $5, $4, $6, $7, $8, $2 FROM next
     RETURNING ${messageColumns}`,
    [
      conversationId,
      now,
      fromMember,
      message.adminId,
      message.senderKind,
      message.clientId,
      message.body,
      message.fileId,
    ],
  );
  const row = rows.rows[0];
  if (row === undefined) throw new Error(`Conversation ${conversationId} vanished under its lock.`);
  return row;
}

/**
 * Why the sender may not attach the file, if they may not: a member attaches an image they uploaded
 * themselves, an operator an image of their site's own (`POST /admin/file`, owned by no member), which
 * every member may load. Never a member's private file, and nothing of another site.
 */
async function attachmentRefusal(
  tx: Queryable,
  caller: MemberCaller | OperatorCaller,
  fileId: string,
): Promise<Rejection | undefined> {
  const owner = caller.kind === 'member' ? caller.memberId : null;
  const rows = await tx.query<{ mime_type: string }>(
    `SELECT mime_type FROM stored_file
     WHERE id = $1 AND site_id = $2 AND owner_member_id IS NOT DISTINCT FROM $3::integer`,
    [fileId, caller.siteId, owner],
  );
  const file = rows.rows[0];
  if (file === undefined) return reject('CHAT_FILE_NOT_FOUND');
  return file.mime_type.startsWith('image/') ? undefined : reject('CHAT_FILE_NOT_IMAGE');
}

/**
 * The member's conversation, locked; created on their first message (two first messages at once:
 * the second insert does nothing and both lock the one row).
 */
async function lockOrOpenConversation(tx: Queryable, caller: MemberCaller): Promise<ConversationRow> {
  const existing = await memberConversation(tx, caller, true);
  if (existing !== undefined) return existing;
  await tx.query(
    `INSERT INTO chat_conversation (site_id, member_id) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING`,
    [caller.siteId, caller.memberId],
  );
  const conversation = await memberConversation(tx, caller, true);
  if (conversation === undefined)
    throw new Error(`Member ${caller.memberId}'s conversation is on another site.`);
  return conversation;
}

async function sentTooOften(
  tx: Queryable,
  conversationId: number,
  nowMs: number,
  maxPerWindow: number,
): Promise<boolean> {
  const rows = await tx.query<{ recent: number }>(
    `SELECT count(*)::int AS recent FROM chat_message
     WHERE conversation_id = $1 AND sender_kind = 'MEMBER' AND created_at > $2`,
    [conversationId, new Date(nowMs - rateWindowMs)],
  );
  return (rows.rows[0]?.recent ?? 0) >= maxPerWindow;
}

/**
 * POST /chat/send: the member writes to the site's operators (text, an own image, or both). Refused
 * past the site's rate (`livechat.maxMessagesPer10s`, counted from the stored messages, so it holds
 * across nodes) with CHAT_RATE_LIMITED; nothing is written then.
 */
export async function sendMemberMessage(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  body: { clientId: string; body?: string | undefined; fileId?: string | undefined },
): Promise<chat.ChatMessage | Rejection> {
  if (!livechatOn(site)) return reject('CHAT_DISABLED');
  const message: NewMessage = {
    senderKind: 'MEMBER',
    adminId: null,
    clientId: body.clientId,
    body: storedBody(body.body),
    fileId: body.fileId ?? null,
  };
  return transactionWithEvents(ctx, async (tx, events) => {
    const conversation = await lockOrOpenConversation(tx, caller);
    const stored = await storedMessage(tx, conversation.id, message);
    if (stored !== undefined) return messageRecord(stored);
    if (message.fileId !== null) {
      const refusal = await attachmentRefusal(tx, caller, message.fileId);
      if (refusal !== undefined) return refusal;
    }
    const nowMs = ctx.clock.nowMs();
    if (await sentTooOften(tx, conversation.id, nowMs, siteSettings(site).livechat.maxMessagesPer10s))
      return reject('CHAT_RATE_LIMITED');
    const record = messageRecord(await appendMessage(tx, conversation.id, message, nowMs));
    publishChatEvent(events, conversation, { type: 'CHAT_MESSAGE', message: record });
    return record;
  });
}

/**
 * POST /admin/chat/send: an operator answers one of their site's conversations (text, a site image,
 * or both). Refused with CHAT_DISABLED while the site has live chat off: its members have no chat
 * screen then, so the answer would sit unseen. The operators may still read the conversations.
 */
export async function sendOperatorMessage(
  ctx: Ctx,
  caller: OperatorCaller,
  site: Site,
  body: { conversationId: number; clientId: string; body?: string | undefined; fileId?: string | undefined },
): Promise<chat.ChatMessage | Rejection> {
  if (!livechatOn(site)) return reject('CHAT_DISABLED');
  const message: NewMessage = {
    senderKind: 'OPERATOR',
    adminId: caller.adminId,
    clientId: body.clientId,
    body: storedBody(body.body),
    fileId: body.fileId ?? null,
  };
  return transactionWithEvents(ctx, async (tx, events) => {
    const conversation = await siteConversation(tx, caller, body.conversationId, true);
    if (conversation === undefined) return reject('CHAT_NOT_FOUND');
    const stored = await storedMessage(tx, conversation.id, message);
    if (stored !== undefined) return messageRecord(stored);
    if (conversation.closed_at !== null) return reject('CHAT_CLOSED');
    if (message.fileId !== null) {
      const refusal = await attachmentRefusal(tx, caller, message.fileId);
      if (refusal !== undefined) return refusal;
    }
    const record = messageRecord(await appendMessage(tx, conversation.id, message, ctx.clock.nowMs()));
    await recordOperatorAction(
      tx,
      caller,
      'CHAT_REPLY',
      { kind: 'CHAT', id: conversation.id },
      { messageId: record.id, seq: record.seq },
    );
    publishChatEvent(events, conversation, { type: 'CHAT_MESSAGE', message: record });
    return record;
  });
}
