import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services-context.tsx';
import { useFuturesPrices } from '../../market/live-prices.ts';
import type { LivePrice } from '../../market/live-prices.ts';
import { tickerStatisticsQuery } from '../../market/queries.ts';

/**
 * A stock's price for the trade page: its 24-hour figures first, then the futures topic, which
 * carries the same coins live (timed rounds settle on the same feeds).
 */
export function useTradePrice(stock: string | undefined): LivePrice | undefined {
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
