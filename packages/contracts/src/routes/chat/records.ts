import { z } from 'zod';
import { epochMs, idSchema } from '../../wire.ts';

// Live chat (issue 18, docs/support-design.md "live chat"): a Baro addition; the spec names the route
// /more/livechat and nothing of its calls. One running conversation per member; its messages are
// ordered by `seq`, which the server assigns in commit order, so "everything after seq n" can never
// skip a message that commits late.

export { CHAT_BODY_LENGTH_MAX } from './limits.ts';

export const chatSenderKind = z.enum(['MEMBER', 'OPERATOR']);

export const chatMessageSchema = z.object({
  id: idSchema,
  conversationId: idSchema,
  /** The message's place in its conversation: 1, 2, 3 … without gaps. */
  seq: z.number().int().positive(),
  senderKind: chatSenderKind,
  /** The sender's own id for the message, chosen when it was composed: a retried send finds it. */
  clientId: z.uuid(),
  body: z.string().nullable(),
  /** An attached image (`GET /file/{id}`). */
  fileId: z.uuid().nullable(),
  createdAt: epochMs,
});

/** A conversation as either side sees it, with the read marks of both (watermarks by `seq`). */
export const chatConversationSchema = z.object({
  id: idSchema,
  lastSeq: z.number().int().nonnegative(),
  /** The member has read every message up to this seq. */
  memberReadSeq: z.number().int().nonnegative(),
  /** The operators have read every message up to this seq. */
  operatorReadSeq: z.number().int().nonnegative(),
  /** Set while the member's last message has no operator answer yet. */
  waitingSince: epochMs.nullable(),
  closed: z.boolean(),
});

/** A page of one conversation's messages, in `seq` order, with the conversation's state. */
export const chatHistorySchema = z.object({
  /** Null while the member has never written. */
  conversation: chatConversationSchema.nullable(),
  messages: z.array(chatMessageSchema),
});

/** A conversation in an operator's queue: whose it is and where it stands. */
export const chatQueueEntrySchema = chatConversationSchema.extend({
  memberId: idSchema,
  nickname: z.string(),
  assignedAdminId: idSchema.nullable(),
  lastMessageAt: epochMs.nullable(),
  /** Messages of the member the operators have not read. */
  unread: z.number().int().nonnegative(),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatConversation = z.infer<typeof chatConversationSchema>;
export type ChatHistory = z.infer<typeof chatHistorySchema>;
export type ChatQueueEntry = z.infer<typeof chatQueueEntrySchema>;
