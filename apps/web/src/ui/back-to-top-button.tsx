import { ArrowUp } from 'lucide-react';
import { cx } from './class-names.ts';

export interface BackToTopButtonProps {
  /**
   * Scrolls the page's own scroller to the top. Trade pages scroll inside a container rather than
   * the window, so the page passes the function; without one there is nothing to show (spec §2).
   */
  scrollToTop: (() => void) | undefined;
  className?: string;
}

/** A round button at the bottom right that takes the page back to the top. */
export function BackToTopButton({ scrollToTop, className }: BackToTopButtonProps) {
  if (scrollToTop === undefined) return null;
  return (
    <button
      type="button"
      aria-label="맨 위로"
      onClick={scrollToTop}
      className={cx(
        'fixed right-4 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex size-11 items-center justify-center rounded-full border border-line bg-surface-2 text-text shadow-lg outline-none active:opacity-80 focus-visible:ring-2 focus-visible:ring-accent',
        className,
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
