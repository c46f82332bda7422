import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { chatHistoryFields, chatReadFields, chatSendFields, hasContent } from './bodies.ts';
import { chatConversationSchema, chatHistorySchema, chatMessageSchema } from './records.ts';

// The member's side of live chat (Baro additions, `spec: []`): the spec's /more/livechat screen
// names no calls. Pushes: `/user/queue/chat`.

export const chatHistory = defineRoute({
  method: 'GET',
  path: '/chat/history',
  access: 'member',
  area: 'chat',
  summary:
    "Returns the caller's conversation with the operators and a page of its messages in seq order: after `afterSeq` (catching up), before `beforeSeq` (scrolling back) or the newest.",
  spec: [],
  query: z.object(chatHistoryFields),
  response: chatHistorySchema,
});

export const chatSend = defineRoute({
  method: 'POST',
  path: '/chat/send',
  access: 'member',
  area: 'chat',
  summary:
    'Sends a message (text, an own uploaded image, or both) to the operators; a retry with the same clientId answers the message first stored.',
  spec: [],
  body: z.object(chatSendFields).refine(hasContent, { error: 'CHAT_EMPTY' }),
  response: chatMessageSchema,
});

export const chatRead = defineRoute({
  method: 'POST',
  path: '/chat/read',
  access: 'member',
  area: 'chat',
  summary: "Marks the operators' messages read up to `seq` (the mark never moves back).",
  spec: [],
  body: z.object(chatReadFields),
  response: chatConversationSchema,
});

export const chatTyping = defineRoute({
  method: 'POST',
  path: '/chat/typing',
  access: 'member',
  area: 'chat',
  summary: 'Tells the operators the member is typing (not stored).',
  spec: [],
  response: z.object({ ok: z.literal(true) }),
});
