import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useScrollToTop } from '../../layouts/use-page-chrome.ts';

// Spec §2: trade pages show the back-to-top button once the page registers how it scrolls. The
// layout's button is fixed at the bottom right (ui/back-to-top-button.tsx: 4.5rem up, 44 px, above
// the safe area), which on a phone's first screen is where the sell button is. The page registers
// its scroll only while the bet panel is clear of that corner, so the button never covers a bet
// control: it shows once the member scrolls down to the lists (or on a taller screen, where the
// panel sits higher), and always on View pages, which have no panel.

/**
 * The room list rows under the panel keep at their right (Tailwind `pr-16`, 64 px): the button lies
 * 16 px from the right edge and is 44 px wide, so the amounts and results that rows align right (the
 * member's P&L) are never under it, wherever the list is scrolled (issue 14 §5).
 */
export const BACK_TO_TOP_GUTTER_CLASS = 'pr-16';

/** The band at the viewport's bottom that the button may take: its offset, size, a home indicator. */
const BAND_TOP_FROM_BOTTOM_PX = 72 + 44 + 34 + 8;
const BAND_BOTTOM_FROM_BOTTOM_PX = 64;

/** Whether a box (viewport coordinates) reaches into the band the back-to-top button sits in. */
export function reachesButtonBand(box: { top: number; bottom: number }, viewportHeight: number): boolean {
  return (
    box.top < viewportHeight - BAND_BOTTOM_FROM_BOTTOM_PX &&
    box.bottom > viewportHeight - BAND_TOP_FROM_BOTTOM_PX
  );
}

function scrollWindowToTop(): void {
  // The trade page scrolls the window: the fixed layout's column grows with the lists.
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** Registers the trade page's back-to-top while `betPanel` (null on View pages) is clear of it. */
export function useTradeBackToTop(betPanel: RefObject<HTMLElement | null>): void {
  // Off until the first look, so the button never flashes over the panel on a first render.
  const [clear, setClear] = useState(false);
  const check = useRef(() => {
    const panel = betPanel.current;
    setClear(panel === null || !reachesButtonBand(panel.getBoundingClientRect(), window.innerHeight));
  });
  useEffect(() => {
    const onChange = () => {
      check.current();
    };
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    return () => {
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, []);
  // The panel also moves without a scroll (a line appears above it, a list loads): look after each
  // render too; setting the same answer again renders nothing.
  useEffect(() => {
    check.current();
  });
  useScrollToTop(clear ? scrollWindowToTop : null);
}
