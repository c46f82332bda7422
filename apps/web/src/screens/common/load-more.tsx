import { useEffect, useRef } from 'react';

export interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The foot of an infinite list: the next page loads by itself when this comes into view (an
 * IntersectionObserver a screen's height ahead), and the button stays for whoever gets here before
 * it does, for browsers without the observer, and for screen-reader users.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const waiting = hasNextPage && !isFetchingNextPage;

  useEffect(() => {
    const target = ref.current;
    if (!waiting || target === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
    };
  }, [waiting, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <button
      ref={ref}
      type="button"
      disabled={isFetchingNextPage}
      onClick={() => {
        fetchNextPage();
      }}
      className="mx-4 my-3 h-11 rounded-xl border border-line bg-surface text-sm font-semibold text-text outline-none active:bg-surface-2 disabled:opacity-50"
    >
      {isFetchingNextPage ? '불러오는 중…' : '더보기'}
    </button>
  );
}
