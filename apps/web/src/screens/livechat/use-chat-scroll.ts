import { useCallback, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** Within this many pixels of the bottom the member is reading the newest: new messages keep them there. */
const NEAR_BOTTOM_PX = 120;
/** Within this many pixels of the top the older page is asked for. */
const NEAR_TOP_PX = 48;

export interface ChatScrollInput {
  /** The newest thing shown (a seq, or pending bubbles): when it changes the list may follow it. */
  readonly newestKey: string;
  /** The oldest seq shown: when it drops an older page came in above. */
  readonly oldestSeq: number | null;
  /** The member just sent something: follow it even when scrolled up. */
  readonly ownNewest: boolean;
  readonly onNearTop: () => void;
}

/**
 * The chat list's scrolling: it opens at the bottom, follows new messages while the member reads the
 * newest (or has just sent one), asks for older messages at the top and keeps what the member was
 * looking at in place when they arrive above it.
 */
export function useChatScroll(input: ChatScrollInput): {
  readonly listRef: RefObject<HTMLDivElement | null>;
  readonly onScroll: () => void;
} {
  const ref = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const heightBefore = useRef<{ oldestSeq: number | null; height: number; top: number } | null>(null);
  const { onNearTop, oldestSeq } = input;

  const onScroll = useCallback(() => {
    const list = ref.current;
    if (list === null) return;
    nearBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < NEAR_BOTTOM_PX;
    if (list.scrollTop < NEAR_TOP_PX) {
      heightBefore.current = { oldestSeq, height: list.scrollHeight, top: list.scrollTop };
      onNearTop();
    }
  }, [onNearTop, oldestSeq]);

  // An older page arrived above: move down by what it added, so the same message stays in view.
  useLayoutEffect(() => {
    const list = ref.current;
    const before = heightBefore.current;
    if (list === null || before === null || before.oldestSeq === oldestSeq) return;
    list.scrollTop = before.top + (list.scrollHeight - before.height);
    heightBefore.current = null;
  }, [oldestSeq]);

  useLayoutEffect(() => {
    const list = ref.current;
    if (list === null) return;
    if (nearBottom.current || input.ownNewest) list.scrollTop = list.scrollHeight;
  }, [input.newestKey, input.ownNewest]);

  return { listRef: ref, onScroll };
}
