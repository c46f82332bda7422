import { useCallback, useRef, useState } from 'react';
import { emptyTimeline } from './chat-timeline.ts';
import type { ChatTimeline } from './chat-timeline.ts';

/**
 * The screen's timeline, readable at once by the async work around it (a catch-up must ask "after"
 * the seq merged a moment ago, not the one of the last render) and rendered from React state.
 */
export interface TimelineStore {
  readonly timeline: ChatTimeline;
  readonly current: () => ChatTimeline;
  readonly update: (change: (timeline: ChatTimeline) => ChatTimeline) => void;
}

export function useTimelineStore(): TimelineStore {
  const latest = useRef(emptyTimeline);
  const [timeline, setTimeline] = useState(emptyTimeline);
  const current = useCallback(() => latest.current, []);
  const update = useCallback((change: (timeline: ChatTimeline) => ChatTimeline) => {
    latest.current = change(latest.current);
    setTimeline(latest.current);
  }, []);
  return { timeline, current, update };
}
