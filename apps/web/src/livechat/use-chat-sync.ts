import * as chat from '@baro/contracts/manifest/chat';
import type { DestinationPayloadOf } from '@baro/contracts/manifest/destination-ref';
import type { ChatHistory } from '@baro/contracts/routes/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../api/api-result.ts';
import { useServices } from '../app/services-context.tsx';
import { NO_SOCKET, useSocketClient } from '../market/use-market-topic.ts';
import { memberChatQueue } from '@baro/contracts/manifest/destinations/chat';
import { useSocketSubscription } from '../socket/use-socket.ts';
import {
  applyConversation,
  applyRead,
  contiguousSeq,
  leavesGap,
  mergeMessages,
  oldestSeq,
} from './chat-timeline.ts';
import type { TimelineStore } from './timeline-store.ts';

// Keeps the screen's timeline complete (docs/support-design.md §4): the newest page when the screen
// opens, the pushes of `/user/queue/chat` while it is open, and "everything after the highest
// contiguous seq" on every (re)connect and whenever a push skips a seq. Merging by seq makes each of
// these safe to overlap with the others.

export type ChatEvent = DestinationPayloadOf<typeof memberChatQueue>;

export type ChatLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready' }
  | { readonly status: 'disabled'; readonly message: string }
  | { readonly status: 'error'; readonly message: string };

const PAGE_SIZE = 50;
const CATCH_UP_PAGE_SIZE = 100;

export interface ChatSync {
  readonly load: ChatLoad;
  readonly reload: () => void;
  readonly loadingOlder: boolean;
  /** Reads the page before the oldest message held (scrolled to the top). */
  readonly loadOlder: () => void;
  /** Fetches what a seq gap or a reconnect may have missed. */
  readonly catchUp: () => void;
}

/** Runs `work` once at a time; a request while it runs runs it once more afterwards. */
function useSerialRunner(work: () => Promise<void>): () => void {
  const running = useRef(false);
  const again = useRef(false);
  const askedAgain = () => again.current;
  return useCallback(() => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    void (async () => {
      try {
        do {
          again.current = false;
          await work();
        } while (askedAgain());
      } finally {
        running.current = false;
      }
    })();
  }, [work]);
}

export function useChatSync(store: TimelineStore, onEvent: (event: ChatEvent) => void): ChatSync {
  const { api } = useServices();
  const { current, update } = store;
  const [load, setLoad] = useState<ChatLoad>({ status: 'loading' });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const loaded = useRef(false);

  const fetchAfter = useCallback(async () => {
    // Each page starts after what is held by then; the server's seqs have no holes, so each page
    // moves the contiguous mark on, and an empty page means nothing is missing.
    for (;;) {
      const afterSeq = contiguousSeq(current());
      const result = await api.call(chat.chatHistory, { query: { afterSeq, size: CATCH_UP_PAGE_SIZE } });
      if (!result.ok) return; // the next reconnect or gap asks again
      update((timeline) =>
        applyConversation(mergeMessages(timeline, result.data.messages), result.data.conversation),
      );
      if (result.data.messages.length === 0 || contiguousSeq(current()) <= afterSeq) return;
    }
  }, [api, current, update]);
  const catchUp = useSerialRunner(fetchAfter);

  const takeNewest = useCallback(
    (result: ApiResult<ChatHistory>) => {
      if (!result.ok) {
        setLoad({ status: result.code === 'CHAT_DISABLED' ? 'disabled' : 'error', message: result.message });
        return;
      }
      const { messages, conversation } = result.data;
      update((timeline) => applyConversation(mergeMessages(timeline, messages), conversation));
      loaded.current = true;
      setLoad({ status: 'ready' });
      // Pushes that came while the page loaded may have left a hole between it and them.
      catchUp();
    },
    [update, catchUp],
  );
  const fetchNewest = useCallback(
    () => api.call(chat.chatHistory, { query: { size: PAGE_SIZE } }).then(takeNewest),
    [api, takeNewest],
  );

  useSocketSubscription(useSocketClient() ?? NO_SOCKET, memberChatQueue, (event) => {
    if (event.type === 'CHAT_MESSAGE') {
      const gap = leavesGap(current(), event.message.seq);
      update((timeline) => mergeMessages(timeline, [event.message]));
      if (gap && loaded.current) catchUp();
    } else if (event.type === 'CHAT_READ') {
      update((timeline) => applyRead(timeline, event.by, event.readSeq));
    } else if (event.type === 'CHAT_CLOSED') {
      update((timeline) => ({ ...timeline, closed: true }));
    }
    onEvent(event);
  });

  useReconnectCatchUp(() => {
    if (loaded.current) catchUp();
  });

  useEffect(() => {
    void fetchNewest();
  }, [fetchNewest]);

  const loadOlder = useCallback(() => {
    const beforeSeq = oldestSeq(current());
    if (beforeSeq === null || beforeSeq <= 1 || loadingOlder) return;
    setLoadingOlder(true);
    void api.call(chat.chatHistory, { query: { beforeSeq, size: PAGE_SIZE } }).then((result) => {
      if (result.ok) update((timeline) => mergeMessages(timeline, result.data.messages));
      setLoadingOlder(false);
    });
  }, [api, current, update, loadingOlder]);

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    void fetchNewest();
  }, [fetchNewest]);

  return { load, reload, loadingOlder, loadOlder, catchUp };
}

/**
 * Calls `onConnected` each time the socket (re)connects while the screen is open. The socket
 * subscribes its destinations in the same step that reports the connection, before any call this
 * starts goes out, so a message committed meanwhile comes by push or by the fetch, never by neither.
 */
function useReconnectCatchUp(onConnected: () => void): void {
  const client = useSocketClient();
  const latest = useRef(onConnected);
  useEffect(() => {
    latest.current = onConnected;
  });
  useEffect(() => {
    if (client === null) return undefined;
    let previous = client.state().status;
    return client.onState((state) => {
      if (state.status === 'connected' && previous !== 'connected') latest.current();
      previous = state.status;
    });
  }, [client]);
}
