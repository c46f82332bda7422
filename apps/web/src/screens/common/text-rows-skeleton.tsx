import { Skeleton } from '../../ui/skeleton.tsx';

/**
 * Placeholder rows for a list of text rows (a post, an inquiry, a message: a title line, then a short
 * line of date and marks), shaped like the rows that come so the page does not jump. Announced once
 * as a loading status.
 */
export function TextRowsSkeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col border-t border-line">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex flex-col gap-2.5 border-b border-line px-4 py-4">
          <Skeleton className={row % 2 === 0 ? 'h-4 w-4/5' : 'h-4 w-3/5'} />
          <Skeleton className="h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}
