import { Skeleton } from '../../ui/skeleton.tsx';

/** What a screen shows while its script group loads: the shape of a page, not a spinner. */
export function ScreenLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="불러오는 중" className="flex flex-col gap-4 px-5 py-6">
      <Skeleton className="h-6 w-2/5" />
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}
