import { useEffect, useState } from 'react';

/**
 * Keeps a closing panel mounted for `exitMs` so it can animate out. `mounted` says whether to render
 * it, `closing` whether it is on its way out. The way in needs no state: panels use Tailwind's
 * `starting:` variant (CSS @starting-style) for their first frame.
 */
export function usePresence(open: boolean, exitMs: number): { mounted: boolean; closing: boolean } {
  const [wasOpen, setWasOpen] = useState(open);
  const [closing, setClosing] = useState(false);
  // Adjusting state while rendering, as React recommends for state derived from a prop change, so
  // the closing frame is painted in the same pass that sees `open` turn false.
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open);
  }
  useEffect(() => {
    if (!closing) {
      return;
    }
    const timer = setTimeout(() => {
      setClosing(false);
    }, exitMs);
    return () => {
      clearTimeout(timer);
    };
  }, [closing, exitMs]);
  return { mounted: open || closing, closing: !open && closing };
}
