import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { pageOf, pageQuery } from '../../wire.ts';
import {
  chatHistoryFields,
  chatReadFields,
  chatSendFields,
  conversationIdBody,
  conversationIdQuery,
  hasContent,
} from './bodies.ts';
import {
  chatConversationSchema,
  chatHistorySchema,
  chatMessageSchema,
  chatQueueEntrySchema,
} from './records.ts';

// The operators' side of live chat (Baro additions): their own site's conversations only. Pushes:
// `/operator/queue/chat` to every operator session of the site.

export const adminChatQueue = defineRoute({
  method: 'GET',
  path: '/admin/chat/queue',
  access: 'operator',
  area: 'chat',
  summary:
    "Lists the site's open conversations: those waiting for an answer first (longest waiting first), then the most recent.",
  spec: [],
  query: pageQuery,
  response: pageOf(chatQueueEntrySchema),
});

export const adminChatHistory = defineRoute({
  method: 'GET',
  path: '/admin/chat/history',
  access: 'operator',
  area: 'chat',
  summary: "Returns one of the site's conversations and a page of its messages in seq order.",
  spec: [],
  query: z.object({ ...conversationIdQuery, ...chatHistoryFields }),
  response: chatHistorySchema,
});

export const adminChatClaim = defineRoute({
  method: 'POST',
  path: '/admin/chat/claim',
  access: 'operator',
  area: 'chat',
  summary: 'Assigns a conversation to the calling operator (another operator may take it over).',
  spec: [],
  body: z.object(conversationIdBody),
  response: chatQueueEntrySchema,
});

export const adminChatSend = defineRoute({
  method: 'POST',
  path: '/admin/chat/send',
  access: 'operator',
  area: 'chat',
  summary:
    "Answers in a conversation (text, an image of the site's uploaded with POST /admin/file, or both); a retry with the same clientId answers the message first stored.",
  spec: [],
  body: z.object({ ...conversationIdBody, ...chatSendFields }).refine(hasContent, { error: 'CHAT_EMPTY' }),
  response: chatMessageSchema,
});

export const adminChatRead = defineRoute({
  method: 'POST',
  path: '/admin/chat/read',
  access: 'operator',
  area: 'chat',
  summary: "Marks the member's messages read up to `seq` for the site's operators.",
  spec: [],
  body: z.object({ ...conversationIdBody, ...chatReadFields }),
  response: chatConversationSchema,
});

export const adminChatTyping = defineRoute({
  method: 'POST',
  path: '/admin/chat/typing',
  access: 'operator',
  area: 'chat',
  summary: 'Tells the member an operator is typing (not stored).',
  spec: [],
  body: z.object(conversationIdBody),
  response: z.object({ ok: z.literal(true) }),
});

export const adminChatClose = defineRoute({
  method: 'POST',
  path: '/admin/chat/close',
  access: 'operator',
  area: 'chat',
  summary: "Closes a conversation; the member's next message opens it again.",
  spec: [],
  body: z.object(conversationIdBody),
  response: chatConversationSchema,
});
