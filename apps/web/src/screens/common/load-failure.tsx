import { CircleAlert } from 'lucide-react';
import { ApiError } from '../../api/api-result.ts';
import { EmptyState } from '../../ui/empty-state.tsx';

export interface LoadFailureProps {
  error: Error;
  retry: () => unknown;
  /**
   * Where to go instead when the thing asked for is not there (404: a closed post, another member's
   * inquiry), since asking again would answer the same.
   */
  whenGone?: { label: string; go: () => unknown };
}

/** A read that failed: the server's message, and 다시 시도 (or the way back when it is gone). */
export function LoadFailure({ error, retry, whenGone }: LoadFailureProps) {
  const gone = whenGone !== undefined && error instanceof ApiError && error.failure.status === 404;
  return (
    <EmptyState
      icon={CircleAlert}
      message={error.message}
      action={
        gone
          ? { label: whenGone.label, onClick: () => void whenGone.go() }
          : { label: '다시 시도', onClick: () => void retry() }
      }
    />
  );
}
