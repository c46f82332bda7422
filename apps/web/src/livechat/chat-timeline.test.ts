import { describe, expect, it } from 'vitest';
import {
  applyConversation,
  applyRead,
  contiguousSeq,
  emptyTimeline,
  failPending,
  leavesGap,
  mergeMessages,
  newestOperatorSeq,
  orderedMessages,
  putPending,
} from './chat-timeline.ts';
import type { PendingMessage } from './chat-timeline.ts';
import { chatMessage, chatHistory } from './chat-test-kit.ts';

const seqs = (timeline: typeof emptyTimeline) => orderedMessages(timeline).map((message) => message.seq);

function pending(clientId: string): PendingMessage {
  return { clientId, body: '안녕하세요', fileId: null, status: 'sending', error: null, createdAt: 0 };
}

describe('the chat timeline', () => {
  it('orders messages by seq however they arrive', () => {
    const timeline = mergeMessages(emptyTimeline, [chatMessage(3), chatMessage(1), chatMessage(2)]);
    expect(seqs(timeline)).toEqual([1, 2, 3]);
  });

  it('shows a message that arrives twice (push and history) once', () => {
    let timeline = mergeMessages(emptyTimeline, [chatMessage(1), chatMessage(2)]);
    timeline = mergeMessages(timeline, [chatMessage(2), chatMessage(3)]);
    timeline = mergeMessages(timeline, [chatMessage(3)]);
    expect(seqs(timeline)).toEqual([1, 2, 3]);
  });

  it('counts the contiguous seqs from the oldest held and sees a gap at n + 2', () => {
    const timeline = mergeMessages(emptyTimeline, [chatMessage(5), chatMessage(6), chatMessage(8)]);
    expect(contiguousSeq(timeline)).toBe(6);
    expect(leavesGap(timeline, 7)).toBe(false);
    expect(leavesGap(timeline, 9)).toBe(true);
    expect(contiguousSeq(emptyTimeline)).toBe(0);
    expect(leavesGap(emptyTimeline, 1)).toBe(false);
    expect(leavesGap(emptyTimeline, 2)).toBe(true);
  });

  it('replaces a pending bubble by the stored message with its clientId', () => {
    const stored = chatMessage(4, { senderKind: 'MEMBER' });
    let timeline = putPending(emptyTimeline, pending(stored.clientId));
    timeline = putPending(timeline, pending('11111111-1111-4111-8111-111111111111'));
    timeline = mergeMessages(timeline, [stored]);
    expect(timeline.pending.map((message) => message.clientId)).toEqual([
      '11111111-1111-4111-8111-111111111111',
    ]);
    expect(seqs(timeline)).toEqual([4]);
  });

  it('keeps a failed bubble in its place when it is retried', () => {
    let timeline = putPending(emptyTimeline, pending('a0000000-0000-4000-8000-000000000001'));
    timeline = putPending(timeline, pending('a0000000-0000-4000-8000-000000000002'));
    timeline = failPending(timeline, 'a0000000-0000-4000-8000-000000000001', '실패');
    expect(timeline.pending[0]?.status).toBe('failed');
    timeline = putPending(timeline, pending('a0000000-0000-4000-8000-000000000001'));
    expect(timeline.pending.map((message) => [message.clientId.slice(-1), message.status])).toEqual([
      ['1', 'sending'],
      ['2', 'sending'],
    ]);
  });

  it('never moves a read mark back', () => {
    let timeline = applyConversation(emptyTimeline, chatHistory([], { operatorReadSeq: 5 }).conversation);
    timeline = applyRead(timeline, 'OPERATOR', 3);
    expect(timeline.operatorReadSeq).toBe(5);
    timeline = applyRead(timeline, 'OPERATOR', 7);
    expect(timeline.operatorReadSeq).toBe(7);
    timeline = applyConversation(timeline, chatHistory([], { operatorReadSeq: 6 }).conversation);
    expect(timeline.operatorReadSeq).toBe(7);
  });

  it('finds the newest operator message to mark read', () => {
    const timeline = mergeMessages(emptyTimeline, [
      chatMessage(1),
      chatMessage(2),
      chatMessage(3, { senderKind: 'MEMBER' }),
    ]);
    expect(newestOperatorSeq(timeline)).toBe(2);
  });
});
