import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { FUTURES_HISTORY_PAGE_SIZE, orderHistoryQuery } from '../../futures/futures-queries.ts';
import { decimalsOf } from '../../market/price-format.ts';
import { futuresOptionsQuery } from '../../market/queries.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { HistoryRow } from './order-rows.tsx';

/** How many rows a history page asks for, growing by one page with each "더보기". */
export function usePageSize(page: number): [number, () => void] {
  const [size, setSize] = useState(page);
  return [
    size,
    () => {
      setSize((before) => before + page);
    },
  ];
}

/**
 * A history read a page at a time, newest first (the futures and the overseas orders): skeleton while
 * pending, the error with 다시 시도, `empty` when none, else the rows and "더보기" while the server has
 * more.
 */
export function PagedHistory<Row>(props: {
  query: UseQueryResult<{ content: Row[]; totalElements: number }>;
  loadingLabel: string;
  empty: string;
  onMore: () => void;
  children: (rows: Row[]) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <SkeletonList rows={3} label={props.loadingLabel} />;
  if (query.isError) {
    return (
      <EmptyState
        message={query.error.message}
        action={{ label: '다시 시도', onClick: () => void query.refetch() }}
      />
    );
  }
  const rows = query.data.content;
  if (rows.length === 0) return <EmptyState message={props.empty} />;
  return (
    <>
      <ul>{props.children(rows)}</ul>
      {query.data.totalElements > rows.length && (
        <button
          type="button"
          disabled={query.isFetching}
          onClick={props.onMore}
          className="m-4 h-10 rounded-lg bg-surface-2 text-sm font-semibold disabled:opacity-50"
        >
          더보기
        </button>
      )}
    </>
  );
}

/**
 * The member's filled and cancelled futures orders, newest first, each with the tick that decided
 * its fill; one option's on the trade page, every option's in the wallet's trade history. "더보기"
 * reads a longer page.
 */
export function OrderHistory({ optionId }: { optionId: number | undefined }) {
  const { api } = useServices();
  const [size, more] = usePageSize(FUTURES_HISTORY_PAGE_SIZE);
  const options = useQuery(futuresOptionsQuery(api));
  const history = useQuery({
    ...orderHistoryQuery(api, optionId, size),
    placeholderData: (previous) => previous,
  });
  // An option the list no longer offers still shows its prices, at the decimals they carry.
  const precisionOf = (id: number, price: string | null) =>
    options.data?.find((option) => option.id === id)?.precision ?? decimalsOf(price ?? '0');
  return (
    <PagedHistory
      query={history}
      loadingLabel="주문내역 불러오는 중"
      empty="주문내역이 없습니다."
      onMore={more}
    >
      {(rows) =>
        rows.map((order) => (
          <HistoryRow
            key={order.id}
            order={order}
            precision={precisionOf(order.futuresOptionId, order.fillTick?.price ?? order.price)}
          />
        ))
      }
    </PagedHistory>
  );
}
