import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useParams } from '../../routes/router/index.ts';
import { useServices } from '../../app/services-context.tsx';
import { useOverseaPrices } from '../../market/live-prices.ts';
import { isViewPath, routeId, tradePath } from '../../market/market-lists.ts';
import { OverseaStockDrawer } from '../../market/oversea-stock-drawer.tsx';
import { PriceChart } from '../../market/price-chart.tsx';
import { overseaOptionsQuery } from '../../market/queries.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { DrawerTrigger, MarketPreview, MarketPreviewSkeleton, PriceHeadline } from './market-preview.tsx';

/**
 * /oversea, /oversea/:id and their View twins (spec §2): an overseas option's live price and chart,
 * with the stock drawer to switch. Without an id the first option (KRW first) opens. The order panel
 * comes with a later issue.
 */
export function OverseaPreviewScreen() {
  const { api } = useServices();
  const { pathname } = useLocation();
  const id = routeId(useParams().id);
  const options = useQuery(overseaOptionsQuery(api));
  const stocks = useMemo(() => (options.data ?? []).map((option) => option.stock), [options.data]);
  const prices = useOverseaPrices(stocks);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openDrawer = () => {
    setDrawerOpen(true);
  };

  if (options.isPending) return <MarketPreviewSkeleton />;
  if (options.isError) return <EmptyState message={options.error.message} />;
  const first = options.data[0];
  if (id === null && first !== undefined) {
    return <Navigate replace to={tradePath('oversea', first.id, isViewPath(pathname))} />;
  }
  const option = options.data.find((candidate) => candidate.id === id);
  const drawer = (
    <OverseaStockDrawer
      open={drawerOpen}
      onClose={() => {
        setDrawerOpen(false);
      }}
      currentId={id}
    />
  );
  if (option === undefined) {
    const message = first === undefined ? '거래 가능한 종목이 없습니다.' : '선택한 종목을 찾을 수 없습니다.';
    return (
      <>
        <EmptyState
          message={message}
          action={first === undefined ? undefined : { label: '종목 선택', onClick: openDrawer }}
        />
        {drawer}
      </>
    );
  }
  const price = prices.get(option.stock);
  return (
    <MarketPreview
      selector={<DrawerTrigger label={option.koName} detail={option.stock} onOpen={openDrawer} />}
      badge={
        option.isRest && (
          <span className="ml-auto rounded-md bg-surface-2 px-2 py-1 text-xs font-semibold text-warning">
            휴장
          </span>
        )
      }
      headline={
        <PriceHeadline
          lastPrice={price?.lastPrice}
          changePercent={price?.changePercent}
          precision={option.precision}
        />
      }
      chart={<PriceChart key={option.stock} stock={option.stock} precision={option.precision} live={price} />}
    >
      {drawer}
    </MarketPreview>
  );
}
