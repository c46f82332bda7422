import type { ChatConversation, ChatMessage } from '@baro/contracts/routes/chat';

// The member's conversation as the screen holds it (docs/support-design.md §4 "Reconnect without
// lost or doubled messages"): stored messages in a map by `seq`, so a message that arrives both as a
// push and in a history page shows once and the order is always the server's; messages still being
// sent beside them, keyed by the `clientId` they were composed with, until the stored row with that
// `clientId` replaces them. Pure functions over immutable values; the hook around them does the I/O.

/** A message the member composed that the server has not answered with its stored row yet. */
export interface PendingMessage {
  readonly clientId: string;
  readonly body: string | null;
  readonly fileId: string | null;
  /** `failed` keeps the bubble with a retry button; a retry sends the same clientId again. */
  readonly status: 'sending' | 'failed';
  /** The catalogued message of the last failure. */
  readonly error: string | null;
  readonly createdAt: number;
}

export interface ChatTimeline {
  readonly conversationId: number | null;
  readonly bySeq: ReadonlyMap<number, ChatMessage>;
  readonly pending: readonly PendingMessage[];
  /** The operators have read the member's messages up to this seq (the 읽음 mark). */
  readonly operatorReadSeq: number;
  /** The member has read the operators' messages up to this seq (as the server knows it). */
  readonly memberReadSeq: number;
  /** An operator closed the conversation; the member's next message opens it again. */
  readonly closed: boolean;
}

export const emptyTimeline: ChatTimeline = {
  conversationId: null,
  bySeq: new Map(),
  pending: [],
  operatorReadSeq: 0,
  memberReadSeq: 0,
  closed: false,
};

/** Adds stored messages (pushed or fetched, in any order, repeats allowed) and retires their pending copies. */
export function mergeMessages(timeline: ChatTimeline, messages: readonly ChatMessage[]): ChatTimeline {
  if (messages.length === 0) return timeline;
  const bySeq = new Map(timeline.bySeq);
  const confirmed = new Set<string>();
  for (const message of messages) {
    bySeq.set(message.seq, message);
    if (message.senderKind === 'MEMBER') confirmed.add(message.clientId);
  }
  const pending = timeline.pending.filter((message) => !confirmed.has(message.clientId));
  const conversationId = timeline.conversationId ?? messages[0]?.conversationId ?? null;
  return { ...timeline, bySeq, pending, conversationId };
}

/** Takes the conversation's read marks; a mark never moves back (an older answer can arrive late). */
export function applyConversation(
  timeline: ChatTimeline,
  conversation: ChatConversation | null,
): ChatTimeline {
  if (conversation === null) return timeline;
  return {
    ...timeline,
    conversationId: conversation.id,
    operatorReadSeq: Math.max(timeline.operatorReadSeq, conversation.operatorReadSeq),
    memberReadSeq: Math.max(timeline.memberReadSeq, conversation.memberReadSeq),
    closed: conversation.closed,
  };
}

/** A CHAT_READ push: who read, up to which seq. */
export function applyRead(
  timeline: ChatTimeline,
  by: ChatMessage['senderKind'],
  readSeq: number,
): ChatTimeline {
  if (by === 'OPERATOR') return { ...timeline, operatorReadSeq: Math.max(timeline.operatorReadSeq, readSeq) };
  return { ...timeline, memberReadSeq: Math.max(timeline.memberReadSeq, readSeq) };
}

/** The stored messages in seq order. */
export function orderedMessages(timeline: ChatTimeline): ChatMessage[] {
  return [...timeline.bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The highest seq up to which nothing is missing, counting from the oldest message held (older ones
 * are scrolling back's business, not a gap); 0 with nothing held. Catching up asks for everything
 * after it.
 */
export function contiguousSeq(timeline: ChatTimeline): number {
  if (timeline.bySeq.size === 0) return 0;
  let seq = Math.min(...timeline.bySeq.keys());
  while (timeline.bySeq.has(seq + 1)) seq += 1;
  return seq;
}

/** Whether a pushed seq skips one (n + 2 after n): the messages between must be fetched. */
export function leavesGap(timeline: ChatTimeline, seq: number): boolean {
  return seq > contiguousSeq(timeline) + 1;
}

/** The oldest seq held, for scrolling back (`beforeSeq`); null with nothing held. */
export function oldestSeq(timeline: ChatTimeline): number | null {
  return timeline.bySeq.size === 0 ? null : Math.min(...timeline.bySeq.keys());
}

/** Whether older messages exist: seqs start at 1 and have no holes, so anything above 1 has some before it. */
export function hasOlder(timeline: ChatTimeline): boolean {
  return (oldestSeq(timeline) ?? 1) > 1;
}

/** The newest seq held, which reading the screen marks read; 0 with nothing held. */
export function newestSeq(timeline: ChatTimeline): number {
  return timeline.bySeq.size === 0 ? 0 : Math.max(...timeline.bySeq.keys());
}

/** The newest operator message's seq, which reading the screen marks read; 0 with none. */
export function newestOperatorSeq(timeline: ChatTimeline): number {
  let newest = 0;
  for (const message of timeline.bySeq.values()) {
    if (message.senderKind === 'OPERATOR' && message.seq > newest) newest = message.seq;
  }
  return newest;
}

/** Adds a pending bubble, or marks one sending again (a retry keeps its place and its clientId). */
export function putPending(timeline: ChatTimeline, message: PendingMessage): ChatTimeline {
  const index = timeline.pending.findIndex((held) => held.clientId === message.clientId);
  if (index === -1) return { ...timeline, pending: [...timeline.pending, message] };
  const pending = [...timeline.pending];
  pending[index] = message;
  return { ...timeline, pending };
}

export function failPending(timeline: ChatTimeline, clientId: string, error: string): ChatTimeline {
  return {
    ...timeline,
    pending: timeline.pending.map((held) =>
      held.clientId === clientId ? { ...held, status: 'failed', error } : held,
    ),
  };
}

export function dropPending(timeline: ChatTimeline, clientId: string): ChatTimeline {
  return { ...timeline, pending: timeline.pending.filter((held) => held.clientId !== clientId) };
}
