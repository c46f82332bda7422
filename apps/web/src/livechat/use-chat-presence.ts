import * as chat from '@baro/contracts/manifest/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../app/services-context.tsx';
import { applyConversation, newestOperatorSeq, newestSeq } from './chat-timeline.ts';
import type { TimelineStore } from './timeline-store.ts';

/** The member's typing is told at most this often (the operators' line fades on its own). */
export const TYPING_THROTTLE_MS = 3_000;
/** How long "상담원이 입력 중…" stays after the operators' last typing event. */
export const TYPING_SHOWN_MS = 4_000;

function pageVisible(): boolean {
  return document.visibilityState === 'visible';
}

/**
 * Marks the operators' messages read while the member can see them: when one arrives with the page
 * visible, and when the page becomes visible again. One call per new mark.
 */
export function useMarkRead(store: TimelineStore, ready: boolean): void {
  const { api } = useServices();
  const { timeline, update } = store;
  const sent = useRef(0);
  const unread = newestOperatorSeq(timeline) > timeline.memberReadSeq;
  const seq = newestSeq(timeline);

  const markRead = useCallback(() => {
    if (!ready || !unread || !pageVisible() || seq <= sent.current) return;
    sent.current = seq;
    void api.call(chat.chatRead, { body: { seq } }).then((result) => {
      if (result.ok) update((held) => applyConversation(held, result.data));
      else sent.current = 0; // asked again with the next message or visit
    });
  }, [api, update, ready, unread, seq]);

  useEffect(() => {
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => {
      document.removeEventListener('visibilitychange', markRead);
    };
  }, [markRead]);
}

/** Tells the operators the member is typing, at most once per TYPING_THROTTLE_MS. */
export function useTypingNotice(): () => void {
  const { api } = useServices();
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_THROTTLE_MS) return;
    last.current = now;
    void api.call(chat.chatTyping);
  }, [api]);
}

/** Whether an operator is typing: on with each CHAT_TYPING, off after a few quiet seconds or their message. */
export function useOperatorTyping(): {
  readonly typing: boolean;
  readonly onTyping: () => void;
  readonly onMessage: () => void;
} {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  const onTyping = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(true);
    timer.current = setTimeout(() => {
      setTyping(false);
    }, TYPING_SHOWN_MS);
  }, []);
  const onMessage = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  return { typing, onTyping, onMessage };
}
