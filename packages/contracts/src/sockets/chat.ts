import { z } from 'zod';
import { chatMessageSchema, chatSenderKind } from '../routes/chat/records.ts';
import { idSchema } from '../wire.ts';
import { defineDestination, sequenceNumber } from './destination.ts';

// Live chat's pushes (Baro additions; docs/support-design.md §4). A message travels with its
// conversation's `seq`; a client that sees a gap (n + 2 after n), or reconnects, fetches
// `/chat/history?afterSeq=n` and merges by seq, so nothing is lost or shown twice.

const messageEvent = { type: z.literal('CHAT_MESSAGE'), message: chatMessageSchema };
const readEvent = {
  type: z.literal('CHAT_READ'),
  conversationId: idSchema,
  /** Who read: the member, or the site's operators. */
  by: chatSenderKind,
  readSeq: z.number().int().nonnegative(),
};
const typingEvent = { type: z.literal('CHAT_TYPING'), conversationId: idSchema, by: chatSenderKind };
const closedEvent = { type: z.literal('CHAT_CLOSED'), conversationId: idSchema };

export const memberChatEventSchema = z.discriminatedUnion('type', [
  z.object({ ...messageEvent, seq: sequenceNumber }),
  z.object({ ...readEvent, seq: sequenceNumber }),
  z.object({ ...typingEvent, seq: sequenceNumber }),
  z.object({ ...closedEvent, seq: sequenceNumber }),
]);

export const memberChatQueue = defineDestination({
  destination: '/user/queue/chat',
  direction: 'subscribe',
  scope: 'member',
  summary: "The member's live chat: operators' messages, read marks, typing and closing.",
  payload: memberChatEventSchema,
});

/** The operators' copy names the member, so a queue screen can place it without a lookup. */
export const operatorChatEventSchema = z.discriminatedUnion('type', [
  z.object({ ...messageEvent, memberId: idSchema }),
  z.object({ ...readEvent, memberId: idSchema }),
  z.object({ ...typingEvent, memberId: idSchema }),
  z.object({ ...closedEvent, memberId: idSchema }),
]);

export const operatorChatQueue = defineDestination({
  destination: '/operator/queue/chat',
  direction: 'subscribe',
  scope: 'operator',
  summary: "Every live chat of the operator's site: members' and operators' messages, read marks, typing.",
  payload: operatorChatEventSchema,
});
