import { chatHistorySchema, chatMessageSchema } from '@baro/contracts/routes/chat';
import type { ChatHistory, ChatMessage } from '@baro/contracts/routes/chat';

// Fixture messages for the live chat tests, parsed by the contract's own schemas so a fixture that
// drifts from the wire fails here. Only test files import this module.

export const CONVERSATION_ID = 41;
const BASE_MS = Date.parse('2026-11-27T01:00:00Z');

/** A clientId that is a valid uuid and says which message it is. */
export function clientIdOf(seq: number, senderKind: 'MEMBER' | 'OPERATOR' = 'OPERATOR'): string {
  const tag = senderKind === 'MEMBER' ? 'a' : 'b';
  return `00000000-0000-4000-8${tag}00-${String(seq).padStart(12, '0')}`;
}

export function chatMessage(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const senderKind = overrides.senderKind ?? 'OPERATOR';
  return chatMessageSchema.parse({
    id: 1000 + seq,
    conversationId: CONVERSATION_ID,
    seq,
    senderKind,
    clientId: clientIdOf(seq, senderKind),
    body: `메시지 ${seq}`,
    fileId: null,
    createdAt: BASE_MS + seq * 60_000,
    ...overrides,
  });
}

export function chatHistory(
  messages: readonly ChatMessage[],
  conversation: Partial<NonNullable<ChatHistory['conversation']>> | null = {},
): ChatHistory {
  const lastSeq = Math.max(0, ...messages.map((message) => message.seq));
  return chatHistorySchema.parse({
    conversation:
      conversation === null
        ? null
        : {
            id: CONVERSATION_ID,
            lastSeq,
            memberReadSeq: 0,
            operatorReadSeq: 0,
            waitingSince: null,
            closed: false,
            ...conversation,
          },
    messages,
  });
}
