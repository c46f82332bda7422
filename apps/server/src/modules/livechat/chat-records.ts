import type { chat } from '@baro/contracts';

// The rows of live chat (migration 0023) and their wire records.

export interface ConversationRow {
  id: number;
  site_id: number;
  member_id: number;
  assigned_admin_id: number | null;
  last_seq: number;
  member_read_seq: number;
  operator_read_seq: number;
  waiting_since: Date | null;
  last_message_at: Date | null;
  closed_at: Date | null;
}

/** The columns of `ConversationRow`, from `chat_conversation c`. */
export const conversationColumns = `c.id, c.site_id, c.member_id, c.assigned_admin_id, c.last_seq, c.member_read_seq,
  c.operator_read_seq, c.waiting_since, c.last_message_at, c.closed_at`;

export function conversationRecord(row: ConversationRow): chat.ChatConversation {
  return {
    id: row.id,
    lastSeq: row.last_seq,
    memberReadSeq: row.member_read_seq,
    operatorReadSeq: row.operator_read_seq,
    waitingSince: row.waiting_since?.getTime() ?? null,
    closed: row.closed_at !== null,
  };
}

export interface MessageRow {
  id: string;
  conversation_id: number;
  seq: number;
  sender_kind: 'MEMBER' | 'OPERATOR';
  client_id: string;
  body: string | null;
  file_id: string | null;
  created_at: Date;
}

/** The columns of `MessageRow`, from `chat_message m`. */
export const messageColumns =
  'm.id::text AS id, m.conversation_id, m.seq, m.sender_kind, m.client_id, m.body, m.file_id, m.created_at';

export function messageRecord(row: MessageRow): chat.ChatMessage {
  return {
    id: Number(row.id),
    conversationId: row.conversation_id,
    seq: row.seq,
    senderKind: row.sender_kind,
    clientId: row.client_id,
    body: row.body,
    fileId: row.file_id,
    createdAt: row.created_at.getTime(),
  };
}
