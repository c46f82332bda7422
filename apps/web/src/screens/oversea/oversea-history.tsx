import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services-context.tsx';
import { decimalsOf } from '../../market/price-format.ts';
import { overseaOptionsQuery } from '../../market/queries.ts';
import { OVERSEA_HISTORY_PAGE_SIZE, overseaHistoryQuery } from '../../oversea/oversea-queries.ts';
import { PagedHistory, usePageSize } from '../futures/order-history.tsx';
import { OverseaHistoryRow } from './oversea-order-rows.tsx';

/**
 * The member's filled and cancelled overseas orders, newest first, each with the tick that decided
 * its fill and its fee: one option's on the /oversea page, every option's in the wallet's trade
 * history. "더보기" reads a longer page.
 */
export function OverseaOrderHistory({ optionId }: { optionId: number | undefined }) {
  const { api } = useServices();
  const [size, more] = usePageSize(OVERSEA_HISTORY_PAGE_SIZE);
  const options = useQuery(overseaOptionsQuery(api));
  const history = useQuery({
    ...overseaHistoryQuery(api, optionId, size),
    placeholderData: (previous) => previous,
  });
  // An option the list no longer offers still shows its prices, at the decimals they carry.
  const precisionOf = (id: number, price: string | null) =>
    options.data?.find((option) => option.id === id)?.precision ?? decimalsOf(price ?? '0');
  return (
    <PagedHistory
      query={history}
      loadingLabel="체결내역 불러오는 중"
      empty="체결내역이 없습니다."
      onMore={more}
    >
      {(rows) =>
        rows.map((order) => (
          <OverseaHistoryRow
            key={order.id}
            order={order}
            precision={precisionOf(order.overseaOptionId, order.fillTick?.price ?? order.price)}
          />
        ))
      }
    </PagedHistory>
  );
}
