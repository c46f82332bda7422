import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { FUTURES_HISTORY_PAGE_SIZE, orderHistoryQuery } from '../../futures/futures-queries.ts';
import { decimalsOf } from '../../market/price-format.ts';
import { futuresOptionsQuery } from '../../market/queries.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { HistoryRow } from './order-rows.tsx';

/**
 * The member's filled and cancelled futures orders, newest first, each with the tick that decided
 * its fill; one option's on the trade page, every option's in the wallet's trade history. "더보기"
 * reads a longer page.
 */
export function OrderHistory({ optionId }: { optionId: number | undefined }) {
  const { api } = useServices();
  const [size, setSize] = useState(FUTURES_HISTORY_PAGE_SIZE);
  const options = useQuery(futuresOptionsQuery(api));
  const history = useQuery({
    ...orderHistoryQuery(api, optionId, size),
    placeholderData: (previous) => previous,
  });
  if (history.isPending) return <SkeletonList rows={3} label="주문내역 불러오는 중" />;
  if (history.isError) {
    return (
      <EmptyState
        message={history.error.message}
        action={{ label: '다시 시도', onClick: () => void history.refetch() }}
      />
    );
  }
  const rows = history.data.content;
  if (rows.length === 0) return <EmptyState message="주문내역이 없습니다." />;
  // An option the list no longer offers still shows its prices, at the decimals they carry.
  const precisionOf = (id: number, price: string | null) =>
    options.data?.find((option) => option.id === id)?.precision ?? decimalsOf(price ?? '0');
  return (
    <>
      <ul>
        {rows.map((order) => (
          <HistoryRow
            key={order.id}
            order={order}
            precision={precisionOf(order.futuresOptionId, order.fillTick?.price ?? order.price)}
          />
        ))}
      </ul>
      {history.data.totalElements > rows.length && (
        <button
          type="button"
          disabled={history.isFetching}
          onClick={() => {
            setSize((before) => before + FUTURES_HISTORY_PAGE_SIZE);
          }}
          className="m-4 h-10 rounded-lg bg-surface-2 text-sm font-semibold disabled:opacity-50"
        >
          더보기
        </button>
      )}
    </>
  );
}
