import type { ChatMessage } from '@baro/contracts/routes/chat';
import type { ReactNode } from 'react';
import { hasOlder, oldestSeq, orderedMessages } from '../../livechat/chat-timeline.ts';
import type { ChatTimeline } from '../../livechat/chat-timeline.ts';
import { chatDayKey, chatDayLabel } from '../../livechat/chat-time.ts';
import { cx } from '../../ui/class-names.ts';
import { PendingBubble, StoredBubble } from './chat-bubble.tsx';
import { useChatScroll } from './use-chat-scroll.ts';

export interface MessageListProps {
  timeline: ChatTimeline;
  operatorTyping: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Shown when there is no message yet (the welcome). */
  empty: ReactNode;
}

function DaySeparator({ epochMs }: { epochMs: number }) {
  return (
    <div role="separator" className="my-2 flex justify-center">
      <span className="rounded-full bg-surface-2 px-3 py-1 text-[11px] text-text-dim">
        {chatDayLabel(epochMs)}
      </span>
    </div>
  );
}

/**
 * The stored messages in seq order with a separator at each new KST day; a run of the operators'
 * messages is headed 상담원 once.
 */
function StoredMessages({ messages, operatorReadSeq }: { messages: ChatMessage[]; operatorReadSeq: number }) {
  return messages.map((message, index) => {
    const previous = messages[index - 1];
    const day = chatDayKey(message.createdAt);
    const newDay = previous === undefined || chatDayKey(previous.createdAt) !== day;
    const operator = message.senderKind === 'OPERATOR';
    const runStarts = operator && (newDay || previous.senderKind !== 'OPERATOR');
    return (
      <li key={message.seq} className="flex flex-col gap-1" data-seq={message.seq}>
        {newDay && <DaySeparator epochMs={message.createdAt} />}
        {runStarts && <span className="px-1 text-xs text-text-dim">상담원</span>}
        <StoredBubble message={message} read={!operator && operatorReadSeq >= message.seq} />
      </li>
    );
  });
}

export function MessageList(props: MessageListProps) {
  const { timeline } = props;
  const messages = orderedMessages(timeline);
  const newest = messages.at(-1);
  const lastPending = timeline.pending.at(-1);
  const { listRef, onScroll } = useChatScroll({
    // A bubble that failed grows its reason and buttons below: follow that too.
    newestKey: `${newest?.seq ?? 0}:${timeline.pending.map((message) => message.status).join()}:${props.operatorTyping}`,
    oldestSeq: oldestSeq(timeline),
    ownNewest: lastPending !== undefined || newest?.senderKind === 'MEMBER',
    onNearTop: () => {
      if (hasOlder(timeline) && !props.loadingOlder) props.onLoadOlder();
    },
  });
  const nothing = messages.length === 0 && timeline.pending.length === 0;
  return (
    <div
      ref={listRef}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3"
    >
      {props.loadingOlder && (
        <p className="py-2 text-center text-xs text-text-dim">이전 메시지를 불러오는 중…</p>
      )}
      {nothing ? (
        props.empty
      ) : (
        <ol aria-label="상담 메시지" className="flex flex-col gap-2">
          <StoredMessages messages={messages} operatorReadSeq={timeline.operatorReadSeq} />
          {timeline.pending.map((message) => (
            <li key={message.clientId}>
              <PendingBubble
                message={message}
                onRetry={() => {
                  props.onRetry(message.clientId);
                }}
                onDiscard={() => {
                  props.onDiscard(message.clientId);
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {timeline.closed && (
        <p className="mt-3 text-center text-xs break-keep text-text-dim">
          상담이 종료되었습니다. 메시지를 보내시면 새 상담이 시작됩니다.
        </p>
      )}
      <p
        aria-hidden={!props.operatorTyping}
        data-testid="operator-typing"
        className={cx(
          'mt-2 h-5 px-1 text-xs text-text-dim transition-opacity duration-500 motion-reduce:transition-none',
          props.operatorTyping ? 'opacity-100' : 'opacity-0',
        )}
      >
        상담원이 입력 중…
      </p>
    </div>
  );
}
