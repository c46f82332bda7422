import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { isViewPath, routeId, tradePath } from '../../market/market-lists.ts';
import { PriceChart } from '../../market/price-chart.tsx';
import type { ChartPriceLine } from '../../market/price-chart.tsx';
import { decimalsOf } from '../../market/price-format.ts';
import { tradeOptionsQuery } from '../../market/queries.ts';
import { TradeStockDropdown } from '../../market/trade-stock-dropdown.tsx';
import { currentRoundQuery } from '../../rounds/round-queries.ts';
import { Navigate, useLocation, useParams } from '../../routes/router/index.ts';
import { isSignedIn } from '../../state/app-store.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MarketPreviewSkeleton, PriceHeadline } from '../trade/market-preview.tsx';
import { RoundArea } from './round-area.tsx';
import { useServerNow } from './use-server-now.ts';
import { useTradePrice } from './use-trade-price.ts';

/** Decimals shown before a price has told how many the stock uses. */
const DEFAULT_PRECISION = 2;
/** Shorter than the other trade pages so the bet buttons fit a phone's first screen. */
const CHART_HEIGHT_PX = 200;
const NO_LINES: readonly ChartPriceLine[] = [];

/** The live round's lock price as a line on the chart, once the round has locked with a tick. */
function useLockLine(optionId: number | undefined): readonly ChartPriceLine[] {
  const { api } = useServices();
  const rounds = useQuery({ ...currentRoundQuery(api, optionId ?? 0), enabled: optionId !== undefined });
  const price = rounds.data?.live?.lockTick?.price;
  return useMemo(
    () => (price === undefined ? NO_LINES : [{ price: Number(price), color: 'accent', title: '시작가' }]),
    [price],
  );
}

/**
 * /exchange, /exchange/:id and their View twins (spec §2): a trade option's price and chart with the
 * lock price line, the round countdowns on the server's clock, the bet panel for members (never on a
 * View page), recent results, the member's history and the live bets of all.
 */
export function ExchangeScreen() {
  const { api } = useServices();
  const { pathname } = useLocation();
  const view = isViewPath(pathname);
  const member = useAppState(isSignedIn);
  const id = routeId(useParams().id);
  const options = useQuery(tradeOptionsQuery(api));
  const current = options.data?.find((option) => option.id === id);
  const price = useTradePrice(current?.stock);
  const serverNow = useServerNow();
  const lockLine = useLockLine(current?.id);

  if (options.isPending) return <MarketPreviewSkeleton />;
  if (options.isError) return <EmptyState message={options.error.message} />;
  const first = options.data[0];
  if (id === null && first !== undefined) {
    return <Navigate replace to={tradePath('exchange', first.id, view)} />;
  }
  const dropdown = <TradeStockDropdown options={options.data} current={current} />;
  const precision = price === undefined ? DEFAULT_PRECISION : decimalsOf(price.lastPrice);
  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-2 border-b border-line bg-surface px-2 py-1">{dropdown}</div>
      {current === undefined ? (
        <p className="px-4 py-3 text-sm text-text-dim">
          {first === undefined ? '거래 가능한 종목이 없습니다.' : '선택한 종목을 찾을 수 없습니다.'}
        </p>
      ) : (
        <>
          <div className="px-4 py-3">
            <PriceHeadline
              lastPrice={price?.lastPrice}
              changePercent={price?.changePercent}
              precision={precision}
            />
          </div>
          <PriceChart
            key={current.stock}
            stock={current.stock}
            precision={precision}
            live={price}
            priceLines={lockLine}
            heightPx={CHART_HEIGHT_PX}
          />
          <RoundArea key={current.id} option={current} betting={member && !view} serverNow={serverNow} />
        </>
      )}
    </div>
  );
}
