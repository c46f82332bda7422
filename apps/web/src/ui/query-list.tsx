import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { SkeletonList } from './skeleton.tsx';

/** A list read by a query: skeleton while pending, the error with 다시 시도, `empty` when none, else the rows. */
export function QueryList<T>(props: {
  query: UseQueryResult<T[]>;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <SkeletonList rows={2} />;
  if (query.isError) {
    return (
      <EmptyState
        message={query.error.message}
        action={{ label: '다시 시도', onClick: () => void query.refetch() }}
      />
    );
  }
  if (query.data.length === 0) return <EmptyState message={props.empty} />;
  return <ul>{props.children(query.data)}</ul>;
}
