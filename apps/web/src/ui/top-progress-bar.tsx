import { useEffect, useState } from 'react';

/** Work shorter than this shows no bar: a flash at every quick call would be noise. */
export const PROGRESS_DELAY_MS = 150;

export interface TopProgressBarProps {
  /** Whether something is loading now. */
  busy: boolean;
  /** How long `busy` must last before the bar shows; 150 ms by default. */
  delayMs?: number;
}

/**
 * A thin (2 px) accent line across the top of the screen, below the phone's status bar, while work
 * goes on: an indeterminate stripe slides along it (a still, full-width line for reduced motion). It
 * appears only once `busy` has lasted `delayMs`, and goes as soon as `busy` ends. It takes no clicks.
 */
export function TopProgressBar({ busy, delayMs = PROGRESS_DELAY_MS }: TopProgressBarProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => {
      setShown(true);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [busy, delayMs]);
  if (!busy || !shown) return null;
  return (
    <div
      role="progressbar"
      aria-label="불러오는 중"
      className="pointer-events-none fixed inset-x-0 top-[env(safe-area-inset-top)] z-[60] h-0.5 overflow-hidden"
    >
      <div className="h-full w-2/5 animate-progress-slide bg-accent motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
