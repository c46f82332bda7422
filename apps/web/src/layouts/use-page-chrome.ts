import { useEffect } from 'react';
import { useAppState } from '../app/services-context.tsx';
import { useLocation } from '../routes/router/index.ts';

/** A title for the header that the page decides (a stock name, say); cleared on route change. */
export function usePageTitle(title: string | null): void {
  const setPageTitle = useAppState((state) => state.setPageTitle);
  // Every route change clears the title (route-frame.tsx), so a screen that stays mounted across one
  // (another coin on the same screen) sets it again even when its text is unchanged.
  const { pathname } = useLocation();
  useEffect(() => {
    setPageTitle(title);
  }, [setPageTitle, title, pathname]);
}

/**
 * Registers the page's scroll-to-top; the back-to-top button shows while it is registered (spec §2).
 * Pass a stable function (useCallback) or it registers on every render.
 */
export function useScrollToTop(scrollToTop: (() => void) | null): void {
  const setScrollToTop = useAppState((state) => state.setScrollToTop);
  useEffect(() => {
    setScrollToTop(scrollToTop);
    return () => {
      setScrollToTop(null);
    };
  }, [setScrollToTop, scrollToTop]);
}
