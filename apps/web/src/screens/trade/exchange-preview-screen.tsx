import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from '../../routes/router/index.ts';
import { useServices } from '../../app/services-context.tsx';
import { useFuturesPrices } from '../../market/live-prices.ts';
import type { LivePrice } from '../../market/live-prices.ts';
import { isViewPath, routeId, tradePath } from '../../market/market-lists.ts';
import { PriceChart } from '../../market/price-chart.tsx';
import { decimalsOf } from '../../market/price-format.ts';
import { tickerStatisticsQuery, tradeOptionsQuery } from '../../market/queries.ts';
import { TradeStockDropdown } from '../../market/trade-stock-dropdown.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MarketPreview, MarketPreviewSkeleton, PriceHeadline } from './market-preview.tsx';

/** Decimals shown before a price has told how many the stock uses. */
const DEFAULT_PRECISION = 2;

/**
 * A stock's price for the trade page: its 24-hour figures first, then the futures topic, which
 * carries the same coins live (timed rounds settle on the same feeds).
 */
function useTradePrice(stock: string | undefined): LivePrice | undefined {
  const { api } = useServices();
  const statistics = useQuery(tickerStatisticsQuery(api, stock === undefined ? [] : [stock]));
  const board = useFuturesPrices();
  const live = stock === undefined ? undefined : board.get(stock);
  const item = statistics.data?.find((candidate) => candidate.stock === stock);
  const snapshot =
    item === undefined
      ? undefined
      : { lastPrice: item.lastPrice, changePercent: item.priceChangePercent, atMs: statistics.dataUpdatedAt };
  if (live === undefined) return snapshot;
  if (snapshot === undefined) return live;
  return live.atMs >= snapshot.atMs ? live : snapshot;
}

/**
 * /exchange, /exchange/:id and their View twins (spec §2): a trade option's stock with its live price
 * and chart, and the header dropdown of stocks and game types. Without an id the first option opens.
 * The betting panel comes with a later issue.
 */
export function ExchangePreviewScreen() {
  const { api } = useServices();
  const { pathname } = useLocation();
  const id = routeId(useParams().id);
  const options = useQuery(tradeOptionsQuery(api));
  const current = options.data?.find((option) => option.id === id);
  const price = useTradePrice(current?.stock);

  if (options.isPending) return <MarketPreviewSkeleton />;
  if (options.isError) return <EmptyState message={options.error.message} />;
  const first = options.data[0];
  if (id === null && first !== undefined) {
    return <Navigate replace to={tradePath('exchange', first.id, isViewPath(pathname))} />;
  }
  const dropdown = <TradeStockDropdown options={options.data} current={current} />;
  if (current === undefined) {
    return (
      <MarketPreview
        selector={dropdown}
        headline={
          <p className="text-sm text-text-dim">
            {first === undefined ? '거래 가능한 종목이 없습니다.' : '선택한 종목을 찾을 수 없습니다.'}
          </p>
        }
        chart={null}
      />
    );
  }
  const precision = price === undefined ? DEFAULT_PRECISION : decimalsOf(price.lastPrice);
  return (
    <MarketPreview
      selector={dropdown}
      headline={
        <PriceHeadline
          lastPrice={price?.lastPrice}
          changePercent={price?.changePercent}
          precision={precision}
        />
      }
      chart={<PriceChart key={current.stock} stock={current.stock} precision={precision} live={price} />}
    />
  );
}
