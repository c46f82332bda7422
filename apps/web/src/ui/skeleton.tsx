import { cx } from './class-names.ts';

/**
 * A grey pulsing block that holds the place of content still loading. Size it with classes
 * (`h-4 w-24`, `size-8 rounded-full`). Hidden from screen readers: the surrounding list says it is
 * loading once, not each block.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        'animate-pulse rounded-md bg-surface-2 motion-reduce:animate-none',
        className ?? 'h-4 w-full',
      )}
    />
  );
}

export interface SkeletonListProps {
  /** How many rows to show. Default 5. */
  rows?: number;
  /** What is loading, for screen readers. Default '불러오는 중'. */
  label?: string;
  className?: string;
}

/**
 * Rows of placeholder lines for a list that is loading: an icon-sized circle and two lines per row,
 * as the stock, coin and history lists look. Announced once as a loading status.
 */
export function SkeletonList({ rows = 5, label = '불러오는 중', className }: SkeletonListProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={cx('flex flex-col', className)}>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} data-testid="skeleton-row" className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-3.5 w-16" />
        </div>
      ))}
    </div>
  );
}
