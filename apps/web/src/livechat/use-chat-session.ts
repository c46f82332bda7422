import { useCallback } from 'react';
import type { ChatTimeline } from './chat-timeline.ts';
import { useMarkRead, useOperatorTyping, useTypingNotice } from './use-chat-presence.ts';
import { useChatSending } from './use-chat-sending.ts';
import type { ChatSending } from './use-chat-sending.ts';
import { useChatSync } from './use-chat-sync.ts';
import type { ChatEvent, ChatSync } from './use-chat-sync.ts';
import { useTimelineStore } from './timeline-store.ts';

/** Everything the live chat screen shows and does, while it is open. */
export interface ChatSession extends ChatSending, Omit<ChatSync, 'catchUp'> {
  readonly timeline: ChatTimeline;
  readonly operatorTyping: boolean;
  /** The member typed: tells the operators (throttled). */
  readonly typing: () => void;
}

export function useChatSession(): ChatSession {
  const store = useTimelineStore();
  const operator = useOperatorTyping();
  const { onTyping, onMessage } = operator;
  const onEvent = useCallback(
    (event: ChatEvent) => {
      if (event.type === 'CHAT_TYPING' && event.by === 'OPERATOR') onTyping();
      if (event.type === 'CHAT_MESSAGE' && event.message.senderKind === 'OPERATOR') onMessage();
    },
    [onTyping, onMessage],
  );
  const { catchUp, ...sync } = useChatSync(store, onEvent);
  const sending = useChatSending(store, catchUp);
  useMarkRead(store, sync.load.status === 'ready');
  const typing = useTypingNotice();
  return { ...sync, ...sending, timeline: store.timeline, operatorTyping: operator.typing, typing };
}
