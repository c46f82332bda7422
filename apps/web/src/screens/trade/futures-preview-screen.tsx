import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../routes/router/index.ts';
import { useServices } from '../../app/services-context.tsx';
import { FuturesStockDrawer } from '../../market/futures-stock-drawer.tsx';
import { useFuturesPrices } from '../../market/live-prices.ts';
import { coinCode, routeId } from '../../market/market-lists.ts';
import { PriceChart } from '../../market/price-chart.tsx';
import { futuresOptionsQuery } from '../../market/queries.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { DrawerTrigger, MarketPreview, MarketPreviewSkeleton, PriceHeadline } from './market-preview.tsx';

/**
 * /future/:id and /futureView/:id (spec §2): a coin futures instrument's live price and chart, with
 * the 선물거래 drawer to switch instruments. The order panel comes with a later issue.
 */
export function FuturesPreviewScreen() {
  const { api } = useServices();
  const id = routeId(useParams().id);
  const options = useQuery(futuresOptionsQuery(api));
  const prices = useFuturesPrices();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => {
    setDrawerOpen(false);
  };

  if (options.isPending) return <MarketPreviewSkeleton />;
  if (options.isError) return <EmptyState message={options.error.message} />;
  const option = options.data.find((candidate) => candidate.id === id);
  const drawer = <FuturesStockDrawer open={drawerOpen} onClose={closeDrawer} currentId={id} />;
  const openDrawer = () => {
    setDrawerOpen(true);
  };
  if (option === undefined) {
    return (
      <>
        <EmptyState
          message="선택한 종목을 찾을 수 없습니다."
          action={{ label: '종목 선택', onClick: openDrawer }}
        />
        {drawer}
      </>
    );
  }
  const price = prices.get(option.stock);
  return (
    <MarketPreview
      selector={<DrawerTrigger label={coinCode(option.stock)} detail={option.stock} onOpen={openDrawer} />}
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
